// When and where the install banner may show (issue 18): only on a phone or tablet, and only to a
// visitor who has shown interest in the hotel, so a first look at the site is never interrupted
// by an offer of an app. Interest is a second visit, a stay priced in the estimator, or a sign-in.
// Kept in this device's storage; a browser that refuses storage simply shows no banner. Small and
// loaded with the page, so the banner's own code is fetched only where it may show.

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
