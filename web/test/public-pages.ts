import { PAGES } from '../content/pages.ts';

/**
 * The public site (specification point 2): the pages anyone can open without an account, by
 * their key in PAGES. The owner's area (login, register, booking, dashboard, confirm, payment,
 * thank you) is left out: it arrives with its own tests. The server's head test and the browser
 * tests both walk this list.
 */
export const PUBLIC_PAGE_KEYS = [
  'home',
  'about',
  'gallery',
  'videos',
  'pricing',
  'faq',
  'contact',
  'terms',
  'privacy',
  'relocation',
  'imprint',
] as const satisfies readonly (keyof typeof PAGES)[];

export const PUBLIC_PAGES = PUBLIC_PAGE_KEYS.map((key) => ({ key, ...PAGES[key] }));
