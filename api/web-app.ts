import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppEnv } from './context.ts';

/** What the web build writes beside the app (vite.config.ts): each route's head as HTML. */
interface PageHeads {
  pages: { path: string; takesId: boolean; head: string }[];
  notFound: { head: string };
}

/** Written by the build where the server must put PUBLIC_URL; see vite.config.ts. */
const ORIGIN_TOKEN = '%PUBLIC_URL%';
const HEAD_SLOT = '<!--page-head-->';

export interface WebApp {
  routes: Hono<AppEnv>;
  /** The pages whose HTML is the same for everyone while the server runs. */
  pagePaths: string[];
}

/**
 * Serves the built web app: the files under `assets/` (named by content hash, so kept for a year),
 * the media folder, and for every route the app's page with that route's head already in it
 * (D13), so link previews and crawlers see the right title without running the app. An address
 * no route answers gets the app's 404 screen with status 404.
 */
export function openWebApp(distDir: string, publicUrl: string): WebApp | undefined {
  const shellPath = join(distDir, 'index.html');
  if (!existsSync(shellPath)) return undefined;
  const shell = readFileSync(shellPath, 'utf8');
  const heads = JSON.parse(readFileSync(join(distDir, 'page-heads.json'), 'utf8')) as PageHeads;
  const origin = new URL(publicUrl).origin;
  const page = (head: string) => shell.replace(HEAD_SLOT, head.replaceAll(ORIGIN_TOKEN, origin));

  const exact = new Map(heads.pages.map((entry) => [entry.path, page(entry.head)]));
  const withId = heads.pages.filter((entry) => entry.takesId).map((entry) => ({ prefix: `${entry.path}/`, html: exact.get(entry.path) ?? '' }));
  const notFound = page(heads.notFound.head);
  // The app is one file per release; `no-cache` makes a phone check for a newer one each visit.
  const htmlHeaders = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' };

  const pageFor = (requestPath: string): string | undefined => {
    const path = requestPath.length > 1 ? requestPath.replace(/\/+$/, '') : requestPath;
    const page = exact.get(path);
    if (page !== undefined) return page;
    const route = withId.find((entry) => path.startsWith(entry.prefix) && !path.slice(entry.prefix.length).includes('/'));
    return route?.html;
  };

  const routes = new Hono<AppEnv>()
    .get('*', async (c, next) => {
      const html = pageFor(c.req.path);
      return html === undefined ? next() : c.body(html, 200, htmlHeaders);
    })
    .use(
      '/assets/*',
      serveStatic({
        root: distDir,
        precompressed: true,
        onFound: (_path, c) => c.header('cache-control', 'public, max-age=31536000, immutable'),
      }),
    )
    .use('*', serveStatic({ root: distDir, precompressed: true }))
    .get('*', (c) => c.body(notFound, 404, htmlHeaders));
  return { routes, pagePaths: [...exact.keys()] };
}
