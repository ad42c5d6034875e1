import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders, type Server } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_FOUND_PAGE, PAGES, PUBLIC_PAGES } from '../web/content/pages.ts';
import { pageEntries } from '../scripts/build-sw.ts';
import { createApp } from './app.ts';
import type { Database } from './db/client.ts';
import { answerFrozenFirst, freezeAnswers } from './http/frozen-answers.ts';
import { HEALTH_PATHS } from '../domain/health-paths.ts';
import { createTestProvider } from './payments/test-provider.ts';
import { memoryLog } from './test/memory-log.ts';
import { appScripts, openWebApp } from './web-app.ts';

// The head each page carries in the HTML the server sends (D13), read the way a link preview or
// a crawler reads it: raw HTML over HTTP from the real listener, with no script run. It needs
// the built app; `npm test` builds it first.

const DIST = resolve(import.meta.dirname, '../dist/web');
/** Not localhost, so a canonical address that leaks the request's host would show. */
const PUBLIC_URL = 'https://www.sunningdale-cathotel.test';

interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

let server: Server | undefined;
let base = '';

/** One GET over a real socket, bytes untouched (fetch would decompress them). */
function raw(path: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((done, fail) => {
    get(`${base}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', fail);
    }).on('error', fail);
  });
}

const decodeEntities = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The page's `<head>` as a crawler sees it: the titles, and each meta and link tag's attributes. */
function readHead(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const titles = [...head.matchAll(/<title[^>]*>([^<]*)<\/title>/g)].map((match) => decodeEntities(match[1] ?? ''));
  const tags = [...head.matchAll(/<(meta|link)\b([^>]*)>/g)].map((match) => ({
    tag: match[1],
    attributes: Object.fromEntries([...(match[2] ?? '').matchAll(/([\w:-]+)="([^"]*)"/g)].map((pair) => [pair[1], decodeEntities(pair[2] ?? '')])),
  }));
  const metas = (key: 'name' | 'property', name: string) =>
    tags.filter((tag) => tag.tag === 'meta' && tag.attributes[key] === name).map((tag) => tag.attributes.content);
  const links = (rel: string) => tags.filter((tag) => tag.tag === 'link' && tag.attributes.rel === rel).map((tag) => tag.attributes.href);
  return { titles, metas, links };
}

/**
 * Pages and files never read the database; one that did would fail here instead of quietly
 * slowing every page down. (It also spares this file a database: it runs in the unit project.)
 */
function untouchableDatabase(): Database {
  return new Proxy({} as Database, {
    get(_target, property) {
      throw new Error(`The web app touched the database (${String(property)})`);
    },
  });
}

beforeAll(async () => {
  const web = existsSync(join(DIST, 'index.html')) ? openWebApp(DIST, PUBLIC_URL) : undefined;
  if (web === undefined) {
    throw new Error(`The web app is not built: ${DIST}/index.html is missing. Run \`npm run build\` first (\`npm test\` does).`);
  }
  const { log } = memoryLog();
  const app = createApp(
    {
      db: untouchableDatabase(),
      publicUrl: PUBLIC_URL,
      guestCapacity: 5,
      pendingHoldMinutes: 2880,
      payments: createTestProvider({ publicUrl: PUBLIC_URL }),
      now: () => new Date(),
      log,
    },
    web,
  );
  // The server's listener (api/listener.ts) with its frozen page answers; only the extra
  // services, which come from the database, are left out of the frozen set.
  const frozen = await freezeAnswers(app.fetch, PUBLIC_URL, web.pagePaths);
  const listening = createServer(answerFrozenFirst(frozen, getRequestListener(app.fetch), log));
  server = listening;
  await new Promise<void>((ready) => listening.listen(0, '127.0.0.1', ready));
  base = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
});

afterAll(async () => {
  const open = server;
  if (open !== undefined) await new Promise((closed) => open.close(closed));
});

describe('the head of each public page, in the HTML the server sends', () => {
  it.each(PUBLIC_PAGES)('$path carries its own title, description, keywords, canonical and social tags', async (page) => {
    const answer = await raw(page.path);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    const head = readHead(answer.body.toString('utf8'));
    const url = `${PUBLIC_URL}${page.path}`;

    expect(head.titles).toEqual([page.title]);
    expect(head.metas('name', 'description')).toEqual([page.description]);
    expect(head.metas('name', 'keywords')).toEqual([page.keywords.join(', ')]);
    expect(head.links('canonical')).toEqual([url]);
    expect(head.metas('property', 'og:title')).toEqual([page.title]);
    expect(head.metas('property', 'og:description')).toEqual([page.description]);
    expect(head.metas('property', 'og:url')).toEqual([url]);
    expect(head.metas('property', 'og:image')).toEqual([`${PUBLIC_URL}/media/share-card.png`]);
    expect(head.metas('name', 'twitter:card')).toEqual(['summary_large_image']);
    expect(head.metas('name', 'twitter:title')).toEqual([page.title]);
  });

  it('answers an address with a trailing slash as the page itself', async () => {
    const answer = await raw('/pricing/');
    expect(answer.status).toBe(200);
    expect(readHead(answer.body.toString('utf8')).titles).toEqual([PAGES.pricing.title]);
  });

  it('answers an unknown address with 404 and the 404 page’s head', async () => {
    const answer = await raw('/no-such-page');
    expect(answer.status).toBe(404);
    const head = readHead(answer.body.toString('utf8'));
    expect(head.titles).toEqual([NOT_FOUND_PAGE.title]);
    // No page lives here, so nothing may name it as an address to index or share.
    expect(head.links('canonical')).toEqual([]);
    expect(head.metas('property', 'og:url')).toEqual([]);
    expect(head.metas('name', 'robots')).toEqual(['noindex']);
    expect(answer.body.toString('utf8')).toContain('<div id="root">');
  });

  it('answers /payment/<booking id> with the payment page, and one segment more with 404', async () => {
    const payment = await raw('/payment/0190d6a4-0000-7000-8000-000000000001');
    expect(payment.status).toBe(200);
    expect(readHead(payment.body.toString('utf8')).titles).toEqual([PAGES.payment.title]);

    const deeper = await raw('/payment/a/b');
    expect(deeper.status).toBe(404);
    expect(readHead(deeper.body.toString('utf8')).titles).toEqual([NOT_FOUND_PAGE.title]);
  });
});

describe('the scripts a page names', () => {
  const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((match) => match[1]);
  const app = appScripts(DIST).map((file) => `/${file}`);

  it('for a page the app draws alone, are the app and all it imports, fetched beside the first script', async () => {
    expect(app.length).toBeGreaterThan(0);
    expect(app[0]).toMatch(/^\/assets\/app-[\w-]+\.js$/);
    const html = (await raw('/dashboard')).body.toString('utf8');
    expect(preloads(html)).toEqual(expect.arrayContaining(app));
    for (const file of app) expect((await raw(file)).status).toBe(200);
  });

  it('for a prerendered public page, leave the app out: the page is quiet until asked', async () => {
    const html = (await raw('/')).body.toString('utf8');
    expect(html).toContain('<style data-prerendered>');
    for (const file of app) expect(preloads(html)).not.toContain(file);
  });
});

describe('the built files', () => {
  /** The largest script of the build: it has .br and .gz copies (files under 1 kB have none). */
  function largestScript(): string {
    const scripts = readdirSync(join(DIST, 'assets')).filter((name) => name.endsWith('.js') && existsSync(join(DIST, 'assets', `${name}.br`)));
    const [largest] = scripts.sort((a, b) => readFileSync(join(DIST, 'assets', b)).byteLength - readFileSync(join(DIST, 'assets', a)).byteLength);
    if (largest === undefined) throw new Error('The build has no compressed script under assets/');
    return largest;
  }

  it('sends /assets files as kept for a year, in Brotli when the browser accepts it', async () => {
    const name = largestScript();
    const original = readFileSync(join(DIST, 'assets', name));

    const brotli = await raw(`/assets/${name}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.status).toBe(200);
    expect(brotli.headers['cache-control']).toContain('immutable');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.body).equals(original)).toBe(true);

    const gzip = await raw(`/assets/${name}`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(original)).toBe(true);

    const plain = await raw(`/assets/${name}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(original)).toBe(true);
    expect(plain.headers['cache-control']).toContain('immutable');
  });

  it('answers a missing asset with 404', async () => {
    const answer = await raw('/assets/no-such-file-123.js');
    expect(answer.status).toBe(404);
  });
});

describe('the health checks beside the web app', () => {
  it('are answered by the server, never as pages, and kept by no cache', async () => {
    const live = await raw('/healthz');
    expect(live.status).toBe(200);
    expect(live.headers['content-type']).toMatch(/^application\/json/);
    expect(live.headers['cache-control']).toBe('no-store');
    // This app's database refuses every use, as a dead one would.
    const ready = await raw('/readyz');
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body.toString('utf8'))).toEqual({ status: 'not ready', reason: 'the database could not be asked' });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('are neither in the service worker’s precache nor answered by it: the built worker leaves them to the network', () => {
    const precached = pageEntries(DIST).map((entry) => entry.url);
    const worker = readFileSync(join(DIST, 'sw.js'), 'utf8');
    for (const path of HEALTH_PATHS) {
      expect(precached).not.toContain(path);
      // The page route's exclusion (web/pwa/navigation.ts) made it into the build.
      expect(worker).toMatch(new RegExp(`["'\`]${path}["'\`]`));
    }
  });
});
