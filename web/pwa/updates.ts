/**
 * Finding and applying a new build (specification point 4): the service worker is checked for a
 * change every 30 minutes and whenever the app comes back to the foreground. A new worker that
 * has installed waits; the owner sees "A new version is available" and its Update button tells
 * the waiting worker to take over, then the page reloads once that worker controls it.
 */
import { pwaState } from './pwa-state.ts';
import { SW_MESSAGES, type SwMessage } from './sw-messages.ts';
import { countUnsyncedChanges } from './unsynced-changes.ts';

export const UPDATE_CHECK_INTERVAL_MS = 30 * 60 * 1000;

function send(worker: ServiceWorker, message: SwMessage): void {
  worker.postMessage(message);
}

/** Which build a worker belongs to (sw.ts answers on the port); undefined if it does not say. */
function workerVersion(worker: ServiceWorker): Promise<string | undefined> {
  return new Promise((done) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => done(undefined), 3000);
    channel.port1.onmessage = (event: MessageEvent<{ version?: string }>) => {
      clearTimeout(timer);
      done(event.data.version);
    };
    worker.postMessage({ type: SW_MESSAGES.version } satisfies SwMessage, [channel.port2]);
  });
}

export function watchForUpdates(registration: ServiceWorkerRegistration, pageVersion: string): void {
  const container = navigator.serviceWorker;
  let hadController = container.controller !== null;
  /** Set when the owner pressed Update: the next change of worker reloads the page. */
  let reloadOnTakeover = false;
  /** Set when a worker of this page's own build takes over quietly: nothing to reload. */
  let quietTakeover = false;

  const offerUpdate = async (waiting: ServiceWorker | null) => {
    pwaState.set({
      update: {
        unsyncedChanges: await countUnsyncedChanges(),
        recount: () => countUnsyncedChanges(),
        apply: () => {
          reloadOnTakeover = true;
          if (waiting === null || waiting.state === 'activated' || waiting.state === 'redundant') window.location.reload();
          else send(waiting, { type: SW_MESSAGES.skipWaiting });
        },
      },
    });
  };

  const onWaiting = async (waiting: ServiceWorker) => {
    // The page may already run the waiting worker's build (it came from the network while the
    // old worker was in charge): then the worker takes over quietly, with no prompt and no reload.
    if ((await workerVersion(waiting)) === pageVersion) {
      quietTakeover = true;
      send(waiting, { type: SW_MESSAGES.skipWaiting });
      return;
    }
    await offerUpdate(waiting);
  };

  container.addEventListener('controllerchange', () => {
    const controller = container.controller;
    if (reloadOnTakeover) {
      window.location.reload();
      return;
    }
    if (quietTakeover) {
      quietTakeover = false;
      if (controller !== null) send(controller, { type: SW_MESSAGES.refill, version: pageVersion });
    } else if (hadController) {
      // Another tab updated: this page runs an older build than the worker now serving it.
      void offerUpdate(null);
    }
    hadController = controller !== null;
  });

  if (registration.waiting !== null && container.controller !== null) void onWaiting(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      // A first install has no page to update: it simply takes over (sw.ts claims the page).
      if (installing.state === 'installed' && container.controller !== null) void onWaiting(installing);
    });
  });

  // The start-up check may have emptied Cache Storage (D14); the worker of this build refills.
  if (container.controller !== null) send(container.controller, { type: SW_MESSAGES.refill, version: pageVersion });

  // An update check is one conditional request for sw.js (served no-cache); offline it fails quietly.
  const check = () => void registration.update().catch(() => undefined);
  window.setInterval(check, UPDATE_CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}
