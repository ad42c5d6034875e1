/**
 * Debian's Chromium and the flags it runs with here (DESIGN section 5): no browser can be
 * downloaded, no sandbox in a container, no GPU, and no calls home while a test measures.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
