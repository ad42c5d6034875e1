import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { HOTEL } from '../../domain/hotel.ts';
import { createApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { hotelListener } from '../listener.ts';
import { createTestProvider } from '../payments/test-provider.ts';
import { PUBLIC_URL } from '../test/hotel.ts';
import { memoryLog } from '../test/memory-log.ts';
import { openWebApp, type WebApp } from '../web-app.ts';
import { freezeAnswers } from './frozen-answers.ts';

// The security headers on every kind of answer the app gives, from the API to the web app's pages.
// The browser test (e2e/security-headers.spec.ts) shows the pages run under the policy.

/** A build of one page: a shell with an inline script and a prerendered page with its inline styles. */
const INLINE_SCRIPT = "document.documentElement.dataset.js = 'on';";
const PAGE_CSS = '.css-1 { color: rgb(31, 58, 61); }';
const NOT_FOUND_CSS = '.css-2 { color: rgb(120, 20, 20); }';

const dist = mkdtempSync(join(tmpdir(), 'hotel-headers-'));
writeFileSync(
  join(dist, 'index.html'),
  `<!doctype html><html><head><!--page-head--><script>${INLINE_SCRIPT}</script><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>`,
);
writeFileSync(
  join(dist, 'page-heads.json'),
  JSON.stringify({
    pages: [{ path: '/', takesId: false, head: '<title>Home</title>', prerendered: { body: '<h1 style="outline: 0px;">Home</h1>', css: PAGE_CSS } }],
    notFound: { head: '<title>Not found</title>', prerendered: { body: '<h1>Not found</h1>', css: NOT_FOUND_CSS } },
  }),
);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** Any use of the database is a fault: the answer must be the app's 500. */
const failingDatabase = new Proxy({} as Database, {
  get() {
    throw new Error('the database is down');
  },
});

function hotelAt(publicUrl: string) {
  const web = openWebApp(dist, publicUrl) as WebApp;
  const app = createApp(
    {
      db: failingDatabase,
      publicUrl,
      guestCapacity: 5,
      pendingHoldMinutes: 2880,
      payments: createTestProvider({ publicUrl }),
      now: () => new Date(),
      log: memoryLog().log,
    },
    web,
  );
  return { app, get: async (path: string, base = publicUrl) => app.request(`${base}${path}`) };
}

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const directives = (response: Response) =>
  new Map(
    (response.headers.get('content-security-policy') ?? '').split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources] as const;
    }),
  );

describe('every answer carries the security headers', () => {
  const hotel = hotelAt(PUBLIC_URL);
  const answers: [string, () => Promise<Response>, number][] = [
    ['a JSON answer', () => hotel.get('/api/health'), 200],
    ['an API 404', () => hotel.get('/api/no-such-thing'), 404],
    ['a thrown error', () => hotel.get('/api/extra-services'), 500],
    ['a redirect', () => hotel.get('/api/logout'), 302],
    ['an HTML page', () => hotel.get('/'), 200],
    ['the 404 page', () => hotel.get('/no-such-page'), 404],
    ['a missing file', () => hotel.get('/assets/missing.js'), 404],
  ];

  it.each(answers)('%s', async (_kind, ask, status) => {
    const answer = await ask();
    expect(answer.status).toBe(status);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(answer.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    expect(answer.headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=(), payment=()');
    const policy = directives(answer);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'none'"]);
    // Over http: no HSTS, and nothing upgraded to an https that is not there.
    expect(answer.headers.get('strict-transport-security')).toBeNull();
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
  });
});

describe('the content security policy', () => {
  it('allows the inline code the build wrote, by hash, and no other inline script or style element', async () => {
    const policy = directives(await hotelAt(PUBLIC_URL).get('/'));
    expect(policy.get('script-src')).toEqual(["'self'", hashOf(INLINE_SCRIPT)]);
    // Emotion's empty style elements, then each prerendered page's styles.
    expect(policy.get('style-src-elem')).toEqual(["'self'", hashOf(''), hashOf(PAGE_CSS), hashOf(NOT_FOUND_CSS)]);
    expect(policy.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
  });

  it('lets the contact page frame only the map it embeds', async () => {
    const policy = directives(await hotelAt(PUBLIC_URL).get('/api/health'));
    expect(policy.get('frame-src')).toEqual([new URL(HOTEL.maps.embed).origin]);
    expect(policy.get('img-src')).toEqual(["'self'", 'blob:']);
  });

  it('without a built web app, allows no inline script and only the empty style elements', async () => {
    const app = createApp({
      db: failingDatabase,
      publicUrl: PUBLIC_URL,
      guestCapacity: 5,
      pendingHoldMinutes: 2880,
      payments: createTestProvider({ publicUrl: PUBLIC_URL }),
      now: () => new Date(),
      log: memoryLog().log,
    });
    const policy = directives(await app.request(`${PUBLIC_URL}/api/health`));
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('style-src-elem')).toEqual(["'self'", hashOf('')]);
  });
});

describe('https', () => {
  const HSTS = 'max-age=63072000; includeSubDomains';

  it('sends HSTS and upgrades insecure requests when the public address is https', async () => {
    const answer = await hotelAt('https://www.sunningdale-cathotel.test').get('/api/health');
    expect(answer.headers.get('strict-transport-security')).toBe(HSTS);
    expect(directives(answer).has('upgrade-insecure-requests')).toBe(true);
  });

  it('sends HSTS on a request that came over https, even with an http public address', async () => {
    const hotel = hotelAt(PUBLIC_URL);
    const answer = await hotel.get('/api/health', 'https://hotel.test');
    expect(answer.headers.get('strict-transport-security')).toBe(HSTS);
    expect((await hotel.get('/api/health')).headers.get('strict-transport-security')).toBeNull();
  });
});

describe("on Node's listener, as the server runs the app", () => {
  it('writes them on frozen pages and on the answers the app gives itself: JSON, an error, a redirect', async () => {
    const publicUrl = 'https://www.sunningdale-cathotel.test';
    const { app } = hotelAt(publicUrl);
    const server = createServer(await hotelListener(app, publicUrl, memoryLog().log, ['/']));
    await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      for (const [path, status] of [
        ['/', 200],
        ['/api/health', 200],
        ['/api/extra-services', 500],
        ['/api/logout', 302],
      ] as const) {
        const answer = await fetch(`${base}${path}`, { redirect: 'manual' });
        expect(answer.status).toBe(status);
        expect(answer.headers.get('content-security-policy')).toContain(hashOf(PAGE_CSS));
        expect(answer.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
        expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
        expect(answer.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      }
    } finally {
      server.close();
    }
  });
});

describe('frozen answers', () => {
  it('keep the headers the app sent when they were frozen', async () => {
    const { app } = hotelAt('https://www.sunningdale-cathotel.test');
    const frozen = await freezeAnswers(app.fetch, 'https://www.sunningdale-cathotel.test', ['/']);
    // Kept as Node's flat list of names and values, as it is written.
    const written = frozen.get('/')?.identity.headers ?? [];
    const headers = Object.fromEntries(written.flatMap((name, at) => (at % 2 === 0 ? [[name, written[at + 1]]] : [])));
    expect(headers['content-security-policy']).toContain(hashOf(PAGE_CSS));
    expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  });
});
