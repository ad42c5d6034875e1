import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { appChunks } from './scripts/app-chunks.ts';
import { buildVersion, buildVersionFile } from './scripts/build-version.ts';
import { offlineScriptsFile } from './scripts/offline-scripts.ts';
import { CONTACT } from './web/content/contact.ts';
import { headHtml, headTags } from './web/content/head.ts';
import { NOT_FOUND_PAGE, PAGES } from './web/content/pages.ts';

/** The server puts PUBLIC_URL here when it starts, so one build serves any address. */
export const ORIGIN_TOKEN = '%PUBLIC_URL%';

/**
 * Writes `page-heads.json` beside the app: each route's head as HTML, for the server to put in the
 * page it sends (D13), since link previews and crawlers do not run the app.
 */
function pageHeads(): Plugin {
  return {
    name: 'hotel-page-heads',
    transformIndexHtml: (html) => html.replaceAll('%HOTEL_PHONE%', CONTACT.phoneDisplay),
    generateBundle() {
      const page = (head: (typeof PAGES)[keyof typeof PAGES] | typeof NOT_FOUND_PAGE) => ({
        path: head.path,
        takesId: 'takesId' in head && head.takesId === true,
        head: headHtml(headTags(head, ORIGIN_TOKEN)),
      });
      this.emitFile({
        type: 'asset',
        fileName: 'page-heads.json',
        source: JSON.stringify({ pages: Object.values(PAGES).map(page), notFound: page(NOT_FOUND_PAGE) }, null, 2),
      });
    },
  };
}

/**
 * Writes a Brotli and a gzip copy beside every text file of the build, once, at the highest
 * settings: the server sends the smallest copy the browser accepts, and phones on slow
 * connections wait for fewer bytes.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'hotel-precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' });
      for (const file of files.filter((name) => /\.(js|css|html|svg|json|webmanifest)$/.test(name))) {
        const path = join(outDir, file);
        const bytes = readFileSync(path);
        if (bytes.byteLength < 1024) continue;
        writeFileSync(`${path}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

/** One version per build, shared by the app's start-up check and the service worker (sw.ts). */
const BUILD_VERSION = buildVersion();

export default defineConfig({
  root: 'web',
  define: { __BUILD_VERSION__: JSON.stringify(BUILD_VERSION) },
  publicDir: 'public',
  // The manifest tells the server which scripts the app needs, to name them in the pages the app
  // draws alone (api/web-app.ts).
  build: { outDir: '../dist/web', emptyOutDir: true, assetsInlineLimit: 0, manifest: true },
  plugins: [
    // The router plugin must come before React's (its documentation's warning).
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders and pending screens too, not only the plugin's default three: the staff pages'
      // loaders and spinners would otherwise ride in the route tree every public page loads.
      codeSplittingOptions: {
        defaultBehavior: [['loader'], ['component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
        // A desk screen's error and pending screens come with its screen (issue 31): a screen used
        // online has them kept for offline too, so a read that fails there shows the desk's own
        // words in its frame, not the router's bare "Something went wrong!" for a piece never fetched.
        splitBehavior: ({ routeId }) =>
          routeId.startsWith('/staff/_desk') ? [['loader'], ['component', 'pendingComponent', 'errorComponent'], ['notFoundComponent']] : undefined,
      },
      routesDirectory: fileURLToPath(new URL('./web/routes', import.meta.url)),
      generatedRouteTree: fileURLToPath(new URL('./web/routeTree.gen.ts', import.meta.url)),
      quoteStyle: 'single',
    }),
    react(),
    pageHeads(),
    buildVersionFile(BUILD_VERSION),
    offlineScriptsFile(),
    appChunks(),
    precompress(),
  ],
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
