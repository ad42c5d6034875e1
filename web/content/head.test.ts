import { describe, expect, it } from 'vitest';
import { headHtml, headTags } from './head.ts';
import { NOT_FOUND_PAGE, PAGES, PUBLIC_PAGE_KEYS, PUBLIC_PAGES } from './pages.ts';

const ORIGIN = 'https://www.sunningdale-cathotel.test';

function tagsOf(page: Parameters<typeof headTags>[0]) {
  const tags = headTags(page, ORIGIN);
  const meta = (key: 'name' | 'property', name: string) =>
    tags.filter((tag) => tag.tag === 'meta' && tag.attributes[key] === name).map((tag) => tag.attributes.content);
  const canonical = tags.filter((tag) => tag.tag === 'link' && tag.attributes.rel === 'canonical').map((tag) => tag.attributes.href);
  return { tags, meta, canonical };
}

const STAFF_KEYS = (Object.keys(PAGES) as (keyof typeof PAGES)[]).filter((key) => 'staffOnly' in PAGES[key]);

describe('the head of a page', () => {
  it.each(PUBLIC_PAGES)('$path names its canonical address and may be indexed', (page) => {
    const { meta, canonical } = tagsOf(page);
    expect(canonical).toEqual([`${ORIGIN}${page.path}`]);
    expect(meta('property', 'og:url')).toEqual([`${ORIGIN}${page.path}`]);
    expect(meta('name', 'robots')).toEqual([]);
  });

  it('keeps the 404 page out of search results and names no address', () => {
    const { meta, canonical } = tagsOf(NOT_FOUND_PAGE);
    expect(meta('name', 'robots')).toEqual(['noindex']);
    expect(canonical).toEqual([]);
  });

  it('has a head for every staff screen, the bookings, owners and nights with an id after them', () => {
    const paths = Object.fromEntries(STAFF_KEYS.map((key) => [PAGES[key].path, 'takesId' in PAGES[key]]));
    expect(paths).toEqual({
      '/staff': false,
      '/staff/calendar': false,
      '/staff/nights': true,
      '/staff/bookings': true,
      '/staff/owners': true,
      '/staff/settings': false,
      '/staff/setup': false,
      '/staff/join': false,
      '/staff/code-app': false,
      '/staff/sign-in': false,
    });
  });

  it.each(STAFF_KEYS)('keeps the staff screen %s out of search results, prerendering and link previews', (key) => {
    const page = PAGES[key];
    const { meta, canonical } = tagsOf(page);
    expect(meta('name', 'robots')).toEqual(['noindex']);
    expect(canonical).toEqual([]);
    expect(meta('property', 'og:url')).toEqual([]);
    expect(page.title).toMatch(/ \| Sunningdale Cat Hotel staff$/);
    expect(page.title.length).toBeLessThan(60);
    expect(page.description.length).toBeLessThan(160);
    expect(PUBLIC_PAGE_KEYS as readonly string[]).not.toContain(key);
  });

  it.each(['forgotPassword', 'resetPassword', 'claimAccount', 'changeEmail', 'stopDigest'] as const)(
    'keeps the personal page %s out of search results and link previews',
    (key) => {
      const { meta, canonical } = tagsOf(PAGES[key]);
      expect(meta('name', 'robots')).toEqual(['noindex']);
      expect(canonical).toEqual([]);
      expect(meta('property', 'og:url')).toEqual([]);
      expect(PUBLIC_PAGE_KEYS as readonly string[]).not.toContain(key);
    },
  );

  it('gives every address one head: the server and the service worker look a page up by its address', () => {
    const paths = Object.values(PAGES).map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('writes the tags as HTML the app can take over, with text escaped', () => {
    const html = headHtml(headTags({ path: '/x', title: 'Cats & <Co>', description: '"Purr"', keywords: [] }, ORIGIN));
    expect(html).toContain('<title data-head>Cats &amp; &lt;Co&gt;</title>');
    expect(html).toContain('<meta data-head name="description" content="&quot;Purr&quot;">');
  });
});
