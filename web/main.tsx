// The page's first script (decision 0023), kept small: on a prerendered public page a signed-out
// visitor reads, scrolls and follows links with this alone, and the app (web/app.tsx) loads when
// the page needs it (web/quiet-page.ts). Everywhere else the app starts at once, as before.
import type { AppOutcome } from './app.tsx';
import { mayBeSignedIn } from './components/signed-in-hint.ts';
import { installBannerMayShow } from './pwa/install-interest.ts';
import { pwaState } from './pwa/pwa-state.ts';
import { appNeededAtOnce, waitUntilAsked } from './quiet-page.ts';

const container = document.getElementById('root');
if (container === null) throw new Error('The page has no #root element');
const root = container;

let starting: Promise<AppOutcome> | undefined;
/** Loads and runs the app, once; a failed load (offline, its code not kept) may be tried again. */
function startApp(): Promise<AppOutcome> {
  starting ??= import('./app.tsx')
    .then((app) => app.startApp(root))
    .catch((error: unknown) => {
      starting = undefined;
      throw error;
    });
  return starting;
}

/** The installable app: version check, then, a while after load, the worker and the banner. */
const startPwa = () => void import('./pwa/start.ts').then((pwa) => pwa.startPwa());

// Prerendered: the server put the page in #root (api/web-app.ts), as did the service worker's copy.
const prerendered = root.childElementCount > 0 && document.querySelector('style[data-prerendered]') !== null;

if (appNeededAtOnce({ prerendered, signedIn: mayBeSignedIn(), search: window.location.search })) {
  // A saved page whose code this phone never kept gets no installable app: the worker that
  // answered is in place already, and its start-up check would reload this page under the next
  // one the visitor opens.
  void startApp().then((outcome) => outcome === 'drawn' && startPwa());
} else {
  const { ask } = waitUntilAsked(root, startApp);
  // The worker is registered and the version checked for a visitor who only reads, too.
  startPwa();
  // The update offer and the install banner are the app's: it loads for an offer, and for the
  // banner when the banner is due (a while after load, web/pwa/start.ts) and would show here.
  const stopWatching = pwaState.subscribe(() => {
    const { started, update } = pwaState.get();
    if (update === null && !(started && installBannerMayShow({ signedIn: false }))) return;
    stopWatching();
    ask();
  });
}
