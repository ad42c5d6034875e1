/** Written by the build (vite.config.ts `define`); absent in unit tests and tools. */
declare const __BUILD_VERSION__: string | undefined;

/**
 * This build's version, `YYYYMMDDHHmmss` in UTC, made once per `vite build`
 * (scripts/build-version.ts). The start-up check compares it with the one the phone last ran.
 */
export const BUILD_VERSION: string = typeof __BUILD_VERSION__ === 'string' ? __BUILD_VERSION__ : 'development';
