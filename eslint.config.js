// @ts-check
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

// DESIGN.md section 3: imports flow `domain <- sync <- web` and `domain <- api`, type-only imports
// included, since a type taken from a server file ties what the phone stores to a serializer.
const layers = [
  {
    target: './domain',
    from: ['./api', './sync', './web', './sw.ts', './scripts', './bench', './e2e'],
    message: 'domain/ is pure: it imports no other layer.',
  },
  { target: './sync', from: ['./api', './web'], message: 'sync/ takes its contracts from domain/, never from api/ or web/.' },
  { target: './web', from: ['./api'], message: 'web/ takes its contracts from domain/, never from api/.' },
  { target: './api', from: ['./web', './sync'], message: 'api/ takes what it shares with the app from domain/.' },
];

// sync's own tests replay against the real server in-process: they may start it through its test
// harness (api/test/) or createApp (api/app.ts), and take nothing else from api/.
const syncTests = ['sync/**/*.test.ts', 'sync/test/**'];
const syncTestZones = [
  { target: './sync', from: './web', message: 'sync/ never imports web/.' },
  {
    target: './sync',
    from: './api',
    except: ['./test', './app.ts'],
    message: "sync/'s tests may start the real server (api/test/, api/app.ts), nothing more.",
  },
];

// The server's test of the built site (api/web-app.test.ts) checks each page's head against the
// site's page list: what it expects, never what the server runs, which reads the build's heads.
const builtSiteTests = ['api/web-app.test.ts'];
const builtSiteTestZones = [
  { target: './api', from: './sync', message: 'api/ never imports sync/.' },
  {
    target: './api',
    from: './web',
    except: ['./content/pages.ts'],
    message: "The server's test of the built site may read the page list, nothing more of web/.",
  },
];

// Features do not import each other: the routes compose them, and what two share moves down.
const features = readdirSync(join(import.meta.dirname, 'web/features'), { withFileTypes: true }).filter((entry) => entry.isDirectory());
const featureZones = features.map(({ name }) => ({
  target: `./web/features/${name}`,
  from: './web/features',
  except: [`./${name}`],
  message: 'Features do not import each other: move what they share to web/components/ or domain/.',
}));

// The service worker is bundled on its own: only the page list and the worker's helpers belong in it.
const workerZones = [
  { target: './sw.ts', from: ['./api', './sync'], message: 'The service worker imports neither api/ nor sync/.' },
  {
    target: './sw.ts',
    from: './web',
    except: ['./pwa', './content/pages.ts', './content/head.ts'],
    message: 'The service worker takes only web/pwa/ and the page list.',
  },
];

export default tseslint.config(
  { ignores: ['node_modules', 'data', 'dist', 'coverage', 'api/db/migrations', 'e2e/artifacts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      // The cycle rule follows imports into the .ts files it reads with the TypeScript parser.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver()],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: [...layers, ...featureZones, ...workerZones] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: syncTests,
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: syncTestZones }] },
  },
  {
    files: builtSiteTests,
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: builtSiteTestZones }] },
  },
  {
    // The database files share their worker's loaded modules (vitest.config.ts), so nothing one of
    // them replaces may reach the next: a module, the clock, a global, the environment or the
    // network (MSW's fakes run only in api/payments/ and api/test/security/, a process per file).
    files: ['api/**/*.db.test.ts'],
    ignores: ['api/payments/**', 'api/test/security/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|unmock|useFakeTimers|stubGlobal|stubEnv)$/]",
          message:
            'Database test files share loaded modules (vitest.config.ts): watch a real object with vi.spyOn and restore it, or give the hotel what it needs through useTestHotel.',
        },
        {
          selector: 'ImportDeclaration[source.value=/^msw|paypal-hotel|payfast-imitation|fake-paypal/]',
          message: 'A faked network stays in its own process: put this file in api/payments/ or api/test/security/ (vitest.config.ts).',
        },
      ],
    },
  },
  {
    // The app's dates are domain/calendar-date.ts and domain/dates.ts (issue 18: a date library
    // weighed more than every owner screen's own code); luxon stays only as the test's yardstick.
    ignores: ['domain/dates.luxon.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'luxon', message: 'Use domain/dates.ts: luxon is a devDependency for domain/dates.luxon.test.ts only.' }] },
      ],
    },
  },
);
