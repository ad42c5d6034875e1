import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Database tests (`*.db.test.ts`) run twice: once on embedded PGlite and once on the PostgreSQL
// server, because production uses PostgreSQL and `npm start` uses PGlite (DESIGN D6).
const databaseTests = ['api/**/*.db.test.ts'];
// Real server processes, stopped, killed and run side by side, on PGlite folders and PostgreSQL.
const resilienceTests = ['api/test/resilience/**/*.test.ts'];
// Migrates the one database that every test file's database is copied from (api/test/database.ts).
const databaseTemplate = ['api/test/database-template.ts'];
// The files that put a fake PayPal or PayFast on the network: MSW patches the process's fetch and
// http, so each of these runs in a process of its own.
const networkTests = ['api/payments/**/*.db.test.ts', 'api/test/security/**/*.db.test.ts'];
/**
 * The other database files share their worker's loaded modules instead of each starting afresh:
 * every file opens a database and a hotel of its own (api/test/hotel.ts), and loading the server's
 * modules and compiling PGlite's WebAssembly again for each file was half of api-pglite's time
 * (238 s to 126 s). What a shared module would carry from one file to the next (a replaced module,
 * a fake clock, a stubbed global, a faked network) is refused in these files by lint (eslint.config.js).
 */
const databaseProject = (name: string, database: 'pglite' | 'postgres', shared: boolean) => ({
  test: {
    name,
    env: { TEST_DB: database },
    include: shared ? databaseTests : networkTests,
    exclude: shared ? networkTests : [],
    isolate: !shared,
    globalSetup: databaseTemplate,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // One test file per core. Vitest's own default keeps a core free (one file at a time on this
    // 2-core machine, where a run used 124% CPU): the database files spend much of their time
    // waiting for PostgreSQL or a child server, which the other file's worker fills.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['domain/**/*.test.ts', 'api/**/*.test.ts', 'bench/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['node_modules/**', ...databaseTests, ...resilienceTests],
        },
      },
      {
        test: {
          name: 'resilience',
          include: resilienceTests,
          testTimeout: 180_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The sync engine (no React) on fake-indexeddb; its randomized run talks to the real API
        // app on PGlite in the same process.
        test: {
          name: 'sync',
          include: ['sync/**/*.test.ts'],
          setupFiles: ['fake-indexeddb/auto'],
          globalSetup: databaseTemplate,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The web app's components and features, in jsdom.
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/**/*.test.ts', 'web/**/*.test.tsx'],
          setupFiles: ['web/test/setup.ts'],
          // Mounting the whole route tree takes seconds on a busy 2-core machine.
          testTimeout: 20_000,
        },
      },
      databaseProject('api-pglite', 'pglite', true),
      databaseProject('api-postgres', 'postgres', true),
      databaseProject('api-pglite-network', 'pglite', false),
      databaseProject('api-postgres-network', 'postgres', false),
    ],
  },
});
