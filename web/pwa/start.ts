/**
 * The installable app's start: loaded by web/main.tsx with a dynamic import once the app has
 * rendered, so none of it weighs on the home page before it is interactive.
 */

/** Resolves once the page's own load is over, so the worker's downloads never compete with it. */
function afterLoad(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((done) => window.addEventListener('load', () => done(), { once: true }));
}

export async function startPwa(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  await afterLoad();
  try {
    await navigator.serviceWorker.register('/sw.js');
  } catch {
    // No worker (a private window that forbids it, or a build without sw.js): the site still works online.
  }
}
