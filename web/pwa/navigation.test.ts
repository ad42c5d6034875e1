import { describe, expect, it } from 'vitest';
import { isPageVisit } from './navigation.ts';

const ORIGIN = 'https://www.sunningdale-cathotel.test';
const visit = (path: string, mode: RequestMode = 'navigate', origin = ORIGIN) => isPageVisit({ mode }, new URL(path, origin), ORIGIN);

describe('what the service worker answers as a page', () => {
  it('takes a visit to a page, with or without an id or a query', () => {
    for (const path of ['/', '/about', '/booking', '/payment/0193a4b2-7c1d-7e00-8000-000000000001', '/login?next=/profile']) {
      expect(visit(path)).toBe(true);
    }
  });

  it('leaves the health checks to the network, so a browser never shows a saved page for them', () => {
    for (const path of ['/healthz', '/readyz', '/readyz/', '/healthz?probe=1']) expect(visit(path)).toBe(false);
  });

  it('leaves the API, files, other sites and requests that are not visits alone', () => {
    expect(visit('/api/logout')).toBe(false);
    expect(visit('/media/catio.jpg')).toBe(false);
    expect(visit('/about', 'navigate', 'https://elsewhere.test')).toBe(false);
    expect(visit('/about', 'cors')).toBe(false);
  });
});
