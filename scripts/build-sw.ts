/**
 * Builds the service worker (sw.ts) into `dist/web/sw.js`, last step of `npm run build`:
 *
 *   vite build && node scripts/prerender.ts && node scripts/build-sw.ts [distDir]
 *
 * 1. Bundles sw.ts and the Workbox modules it imports into one classic script (Vite's library
 *    build, Rolldown underneath), with the build's version from `version.json`.
 * 2. Lets workbox-build's `injectManifest` write the precache list into it: the hashed scripts an
 *    owner needs offline (by name, no revision needed; the build lists them), the fonts, the icons, the web app manifest, the bare app
 *    page, and every route's page as the server sends it. The server fills a page in at serve
 *    time (api/web-app.ts: head tags, prerendered markup, PUBLIC_URL), so the file on disk is not
 *    what a visitor gets; the worker fetches each page's address at install and keeps the
 *    answer, under a revision made from the shell and that page's entry in page-heads.json.
 *    A rebuild that changes a page changes its revision, and only that page is fetched again.
 *
 * It runs after the prerender because the prerendered markup is part of each page's revision.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';
import { getManifest, injectManifest } from 'workbox-build';
import { BUILD_VERSION_FILE } from './build-version.ts';
import { OFFLINE_SCRIPTS_FILE } from './offline-scripts.ts';

const ROOT = resolve(import.meta.dirname, '..');

interface HeadEntry {
  path: string;
}

/** Every route's page, with a revision that changes when what the server sends for it changes. */
export function pageEntries(distDir: string): { url: string; revision: string }[] {
  const shell = readFileSync(join(distDir, 'index.html'), 'utf8');
  const heads = JSON.parse(readFileSync(join(distDir, 'page-heads.json'), 'utf8')) as { pages: HeadEntry[] };
  return heads.pages.map((entry) => ({
    url: entry.path,
    revision: createHash('sha256').update(shell).update(JSON.stringify(entry)).digest('hex').slice(0, 16),
  }));
}

/**
 * What the worker precaches, as workbox-build options: the scripts an owner needs offline (named
 * by the build: scripts/offline-scripts.ts), the fonts, icons and pages; not another route's code
 * (sw.ts keeps it once loaded), nor the photos and films, and never the .br/.gz copies.
 */
export function precacheOptions(distDir: string) {
  const { files } = JSON.parse(readFileSync(join(distDir, OFFLINE_SCRIPTS_FILE), 'utf8')) as { files: string[] };
  return {
    globDirectory: distDir,
    globPatterns: [
      ...files,
      'assets/**/*.{css,woff2,woff}',
      'icons/icon-*.png',
      'icons/apple-touch-icon.png',
      'manifest.webmanifest',
      'media/favicon.svg',
      'index.html',
    ],
    globIgnores: ['**/*.br', '**/*.gz'],
    // Vite names these by content hash: the name is the revision.
    dontCacheBustURLsMatching: /^assets\//,
    additionalManifestEntries: pageEntries(distDir),
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  };
}

/** The precache list alone, with sizes (bench/offline-budget.ts). */
export async function precacheList(distDir: string) {
  return getManifest(precacheOptions(distDir));
}

async function main(): Promise<void> {
  const distDir = resolve(process.argv[2] ?? join(ROOT, 'dist/web'));
  const { version } = JSON.parse(readFileSync(join(distDir, BUILD_VERSION_FILE), 'utf8')) as { version: string };
  const work = mkdtempSync(join(tmpdir(), 'hotel-sw-'));
  try {
    await build({
      configFile: false,
      root: ROOT,
      publicDir: false,
      logLevel: 'warn',
      define: {
        __BUILD_VERSION__: JSON.stringify(version),
        // Workbox checks this to leave out its development logging.
        'process.env.NODE_ENV': JSON.stringify('production'),
      },
      build: {
        outDir: work,
        emptyOutDir: true,
        minify: true,
        lib: { entry: join(ROOT, 'sw.ts'), formats: ['iife'], name: 'hotelServiceWorker', fileName: () => 'sw.js' },
      },
    });
    const { count, size, warnings } = await injectManifest({
      ...precacheOptions(distDir),
      swSrc: join(work, 'sw.js'),
      swDest: join(distDir, 'sw.js'),
    });
    // Compressed copies, as the build makes for its other files (vite.config.ts `precompress`).
    const script = readFileSync(join(distDir, 'sw.js'));
    writeFileSync(join(distDir, 'sw.js.br'), brotliCompressSync(script, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(join(distDir, 'sw.js.gz'), gzipSync(script, { level: 9 }));
    for (const warning of warnings) console.warn(`service worker: ${warning}`);
    console.log(`service worker: dist sw.js for version ${version}, precaching ${count} files (${(size / 1000).toFixed(0)} kB before compression)`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  main().catch((error: unknown) => {
    console.error('service worker build failed:', error);
    process.exit(1);
  });
}
