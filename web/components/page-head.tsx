import { headTags, type PageHead as Head } from '../content/head.ts';

/**
 * The origin canonical addresses use: the server writes PUBLIC_URL into the page it sends, so the
 * app keeps that origin even when opened through another name (a LAN address, say). It is read
 * from the share image, the one absolute address every page has (the 404 page has no canonical).
 */
function readCanonicalOrigin(): string {
  const sent = document.querySelector<HTMLMetaElement>('meta[property="og:image"][data-head]');
  try {
    if (sent !== null) return new URL(sent.content).origin;
  } catch {
    // A malformed tag: fall back to where the app is running.
  }
  return window.location.origin;
}

let canonicalOrigin: string | undefined;

/**
 * Takes the head over from the server's HTML: its tags are removed once, and from then on React
 * renders each page's own (React hoists title, meta and link into the document head).
 */
export function adoptServerHead(): void {
  canonicalOrigin = readCanonicalOrigin();
  for (const element of document.head.querySelectorAll('[data-head]')) element.remove();
}

export function PageHead({ page }: { page: Head }) {
  const origin = canonicalOrigin ?? window.location.origin;
  return (
    <>
      {headTags(page, origin).map(({ tag: Tag, attributes, text }) => (
        <Tag key={`${Tag}:${Object.values(attributes)[0] ?? ''}`} {...attributes}>
          {text}
        </Tag>
      ))}
    </>
  );
}
