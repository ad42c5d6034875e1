import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppEnv } from './context.ts';
import type { InlineCode } from './http/security-headers.ts';

/** A public page as Chromium drew it at build time (scripts/prerender.ts). */
interface Prerendered {
  body: string;
  css: string;
}

/**
 * What the web build writes beside the app (vite.config.ts): each route's head as HTML, and for
 * the public pages the page itself, when the build could draw it.
 */
interface PageHeads {
  pages: { path: string; takesId: boolean; head: string; prerendered?: Prerendered }[];
  notFound: { head: string; prerendered?: Prerendered };
}

/** Written by the build where the server must put PUBLIC_URL; see vite.config.ts. */
const ORIGIN_TOKEN = '%PUBLIC_URL%';
const HEAD_SLOT = '<!--page-head-->';
const ROOT_SLOT = '<div id="root"></div>';

export interface WebApp {
  routes: Hono<AppEnv>;
  /** The pages whose HTML is the same for everyone while the server runs. */
  pagePaths: string[];
  /** The scripts and styles written into the pages themselves, for the security policy to allow. */
  inlineCode: InlineCode;
}

/**
 * The script the page's first script loads when the app is to run (web/main.tsx): named after
 * web/app.tsx, or after the `app` group that holds it with what it needs (scripts/app-chunks.ts),
 * whose file the manifest lists under a key of its own rather than `app.tsx`.
 */
const APP_CHUNK_NAME = 'app';

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * The app's script and every script it imports, by the build's manifest (vite.config.ts); not
 * the first script, which the page names already. A page the app draws alone names them, so the
 * browser fetches them beside the first script instead of after it (one round trip less on a
 * phone). A prerendered page does not: it stays quiet until asked (decision 0023).
 */
export function appScripts(distDir: string): string[] {
  const path = join(distDir, '.vite/manifest.json');
  if (!existsSync(path)) return [];
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestChunk>;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (chunk === undefined || chunk.isEntry === true || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const entry of Object.values(manifest).filter((chunk) => chunk.isEntry === true)) {
    for (const key of entry.dynamicImports ?? []) if (manifest[key]?.name === APP_CHUNK_NAME) visit(key);
  }
  return [...files];
}

/** The text of each `<script>` in the shell that has no `src`. */
const inlineScripts = (html: string) => [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');

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
  const appPreloads = appScripts(distDir)
    .map((file) => `\n    <link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
  // A prerendered page brings its styles inline, so its first paint needs no other request;
  // the app removes them once its own are in (web/app.tsx).
  const page = ({ head, prerendered }: { head: string; prerendered?: Prerendered }) =>
    shell
      // Functions, not strings, as replacements: page text may hold `$&` and its kin.
      .replace(HEAD_SLOT, () => {
        const styles = prerendered === undefined ? appPreloads : `\n    <style data-prerendered>${prerendered.css}</style>`;
        return head.replaceAll(ORIGIN_TOKEN, origin) + styles;
      })
      .replace(ROOT_SLOT, () => (prerendered === undefined ? ROOT_SLOT : `<div id="root">${prerendered.body}</div>`));

  const exact = new Map(heads.pages.map((entry) => [entry.path, page(entry)]));
  const withId = heads.pages.filter((entry) => entry.takesId).map((entry) => ({ prefix: `${entry.path}/`, html: exact.get(entry.path) ?? '' }));
  const notFound = page(heads.notFound);
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
    // The service worker decides when a phone sees a new release: browsers check it for changes
    // on every visit and every update check, so no cache may keep an old copy.
    .use('/sw.js', serveStatic({ root: distDir, precompressed: true, onFound: (_path, c) => c.header('cache-control', 'no-cache') }))
    .use('*', serveStatic({ root: distDir, precompressed: true }))
    .get('*', (c) => c.body(notFound, 404, htmlHeaders));
  const prerenderedStyles = [...heads.pages, heads.notFound].flatMap((entry) => (entry.prerendered === undefined ? [] : [entry.prerendered.css]));
  return { routes, pagePaths: [...exact.keys()], inlineCode: { scripts: inlineScripts(shell), styles: prerenderedStyles } };
}
