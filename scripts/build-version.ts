import type { Plugin } from 'vite';

/** Where the build writes its version beside the app, for the service worker build and tests. */
export const BUILD_VERSION_FILE = 'version.json';

/** `YYYYMMDDHHmmss` in UTC (specification point 4's form, e.g. 20250615150030). */
export function buildStamp(date: Date = new Date()): string {
  return date.toISOString().replace(/\D/g, '').slice(0, 14);
}

/**
 * The build's version: `HOTEL_BUILD_VERSION` when given (the browser test that builds a second
 * version sets it), else the time of the build.
 */
export function buildVersion(): string {
  const given = process.env.HOTEL_BUILD_VERSION;
  if (given !== undefined && !/^\d{14}$/.test(given)) throw new Error(`HOTEL_BUILD_VERSION must be YYYYMMDDHHmmss, not "${given}"`);
  return given ?? buildStamp();
}

/** Writes `version.json` ({ "version": ... }) into the build, read by scripts/build-sw.ts. */
export function buildVersionFile(version: string): Plugin {
  return {
    name: 'hotel-build-version',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: BUILD_VERSION_FILE, source: JSON.stringify({ version }) });
    },
  };
}
