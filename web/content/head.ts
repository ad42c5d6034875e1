/**
 * The head of every page: its title, description, keywords, canonical address and the tags link
 * previews read (Open Graph, Twitter). One builder serves the build, which writes each page's
 * tags into the HTML the server sends (D13), and the app, which swaps them on client navigation.
 */
export interface PageHead {
  /** The address the page lives at; `/payment` also covers `/payment/{bookingId}`. */
  path: string;
  title: string;
  description: string;
  keywords: readonly string[];
  /** Routes that take one more path segment, such as the booking id of a payment. */
  takesId?: boolean;
  /**
   * Not an address at all (the 404 page answers any unknown path): it names no canonical or
   * shared address and asks search engines not to index it.
   */
  notAnAddress?: boolean;
  /**
   * A working screen of the hotel's own people (the staff area): a real address, but no search
   * engine may index it and it names no canonical or shared address, since nobody outside the
   * hotel can open it.
   */
  staffOnly?: boolean;
  /**
   * A page about one person's own account, opened from the app or a link e-mailed to them (a
   * forgotten password): a real address, but nothing anyone searches for, so it is not indexed and
   * names no canonical or shared address.
   */
  personal?: boolean;
}

export interface HeadTag {
  tag: 'title' | 'meta' | 'link';
  attributes: Readonly<Record<string, string>>;
  text?: string;
}

export const SITE_NAME = 'Sunningdale Cat Hotel';
/** The picture link previews show; the hotel can replace the file in web/public/media. */
export const SHARE_IMAGE_PATH = '/media/share-card.png';

export function headTags(page: PageHead, origin: string): HeadTag[] {
  const url = `${origin}${page.path === '/' ? '/' : page.path}`;
  const image = `${origin}${SHARE_IMAGE_PATH}`;
  const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({
    tag: 'meta',
    attributes: { [key]: name, content },
  });
  const address: HeadTag[] =
    page.notAnAddress === true || page.staffOnly === true || page.personal === true
      ? [meta('name', 'robots', 'noindex')]
      : [{ tag: 'link', attributes: { rel: 'canonical', href: url } }, meta('property', 'og:url', url)];
  return [
    { tag: 'title', attributes: {}, text: page.title },
    meta('name', 'description', page.description),
    meta('name', 'keywords', page.keywords.join(', ')),
    ...address,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', 'en_ZA'),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:image', image),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
    meta('name', 'twitter:image', image),
  ];
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The tags as HTML for the page the server sends; `data-head` lets the app take them over. */
export function headHtml(tags: readonly HeadTag[]): string {
  return tags
    .map(({ tag, attributes, text }) => {
      const attrs = Object.entries(attributes)
        .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
        .join('');
      return tag === 'title' ? `<title data-head>${escapeHtml(text ?? '')}</title>` : `<${tag} data-head${attrs}>`;
    })
    .join('\n    ');
}
