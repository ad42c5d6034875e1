// When and where the install banner may show (issue 18): only on a phone or tablet, and only to a
// visitor who has shown interest in the hotel, so a first look at the site is never interrupted
// by an offer of an app. Interest is a second visit, a stay priced in the estimator, or a sign-in.
// Kept in this device's storage; a browser that refuses storage simply shows no banner. Small and
// loaded with the page's first script (web/main.tsx), so the app and the banner's own code are
// fetched for the banner only where it may show.
import type { InstallPromptEvent } from './pwa-state.ts';

/** Where an app can be added to the home screen: a phone or a tablet. A laptop is 'other'. */
export type Device = 'ios' | 'android' | 'other';

export function deviceOf(agent: string, touchPoints: number): Device {
  // iPadOS presents itself as a Mac, but a Mac has no touch screen.
  if (/iPhone|iPad|iPod/.test(agent) || (/Macintosh/.test(agent) && touchPoints > 1)) return 'ios';
  return /Android/.test(agent) ? 'android' : 'other';
}

const VISITS_KEY = 'hotel_visits';
/** Set for this browser tab's session, so reloads and page changes are one visit. */
const VISIT_COUNTED_KEY = 'hotel_visit_counted';
const PRICED_STAY_KEY = 'hotel_priced_a_stay';

function stored(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function store(storage: () => Storage, key: string, value: string): void {
  try {
    storage().setItem(key, value);
  } catch {
    // Storage refused: this visit is simply not remembered.
  }
}

const local = () => window.localStorage;
const session = () => window.sessionStorage;

/** Counts this visit once, however many pages it opens; called when the installable app starts. */
export function countVisit(): void {
  if (stored(session, VISIT_COUNTED_KEY) !== null) return;
  store(session, VISIT_COUNTED_KEY, '1');
  store(local, VISITS_KEY, String(Number(stored(local, VISITS_KEY) ?? 0) + 1));
}

/** The estimator showed a price for a stay the hotel takes. */
export function notePricedStay(): void {
  if (stored(local, PRICED_STAY_KEY) === null) store(local, PRICED_STAY_KEY, new Date().toISOString());
}

export function showedInterest({ signedIn }: { signedIn: boolean }): boolean {
  return signedIn || Number(stored(local, VISITS_KEY) ?? 0) >= 2 || stored(local, PRICED_STAY_KEY) !== null;
}

/** When the visitor last closed the banner, on this device. */
export const DISMISSED_KEY = 'hotel_install_banner_dismissed';
/** A closed banner stays closed this long. */
export const DISMISSED_DAYS = 30;

/** Whether the banner was closed less than 30 days before `now`. */
export function dismissedRecently(closedAt: string | null, now: Date): boolean {
  if (closedAt === null) return false;
  const closed = Date.parse(closedAt);
  return Number.isFinite(closed) && now.getTime() - closed < DISMISSED_DAYS * 24 * 60 * 60 * 1000;
}

export function readDismissed(): boolean {
  return dismissedRecently(stored(local, DISMISSED_KEY), new Date());
}

/** Opened from the home screen: the app is installed already. */
export function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia('(display-mode: standalone)').matches;
}

export type InstallBannerMode = 'hidden' | 'install' | 'instructions';

/**
 * Specification point 2, as issue 18 narrowed it: the banner shows only where it can help (a
 * phone or tablet that does not run the app installed already), only to a visitor who has shown
 * interest (above), and not again for 30 days once closed. "Install App" where the browser
 * offered its own prompt; otherwise "Add to Home Screen" with this device's steps.
 */
export function installBannerMode(state: {
  device: Device;
  standalone: boolean;
  installed: boolean;
  dismissed: boolean;
  interested: boolean;
  installPrompt: InstallPromptEvent | null;
}): InstallBannerMode {
  if (state.device === 'other' || state.standalone || state.installed || state.dismissed || !state.interested) return 'hidden';
  return state.installPrompt === null ? 'instructions' : 'install';
}

/**
 * Whether the banner would show on this device now, read from storage and the browser alone: a
 * quiet public page (web/main.tsx) loads the app for the banner only then.
 */
export function installBannerMayShow({ signedIn }: { signedIn: boolean }): boolean {
  const mode = installBannerMode({
    device: deviceOf(navigator.userAgent, navigator.maxTouchPoints),
    standalone: isStandalone(),
    installed: false,
    dismissed: readDismissed(),
    interested: showedInterest({ signedIn }),
    installPrompt: null,
  });
  return mode !== 'hidden';
}
