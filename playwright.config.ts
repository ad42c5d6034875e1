import { defineConfig } from '@playwright/test';
import { e2eDataDir } from './e2e/receipts.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium.ts';

// Browser tests against the built app and the real server (DESIGN section 5): Debian's Chromium,
// since no browser can be downloaded here. `npm test` builds the app before it runs these.

const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;
/** Emptied by the server command before each run, so every run starts with a fresh database. */
const dataDir = e2eDataDir(port);

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'e2e/artifacts/test-results',
  // Two cores: one browser at a time beside the server keeps timings steady.
  workers: 1,
  fullyParallel: false,
  forbidOnly: process.env.CI !== undefined,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: 'e2e/artifacts/report', open: 'never' }]],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
    screenshot: 'only-on-failure',
    // Recording a trace of every test, to keep only a failure's, cost 15% of the browser tests'
    // time (196 s to 167 s for the public pages); CI keeps only what the run prints. A failure's
    // report still has its screenshot and the page's structure; for its trace, run it again with
    // `npx playwright test <spec> --trace=retain-on-failure`.
    trace: 'off',
  },
  webServer: {
    command: `rm -rf "${dataDir}" && npm run serve`,
    url: `${baseURL}/api/health`,
    // One proxy trusted, so each owner's browser may say where it is (e2e/owner-steps.ts `register`);
    // warnings and faults only in the log, since a line for every request would bury the tests' report.
    env: { PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: baseURL, PAYMENTS: 'test', TRUST_PROXY: '1', LOG_LEVEL: 'warn' },
    // Never a server someone left on this port: it may run another build.
    reuseExistingServer: false,
    // PGlite creates and migrates its database on first start.
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
