/**
 * What the install banner and the update prompt show, in one small store. Imported by the root
 * route (through pwa-slot.tsx), so its listeners are in place from the first moment: Chrome
 * fires `beforeinstallprompt` once per page, often before any lazy code has loaded.
 */

/** Chrome's and Edge's install offer (not in the DOM typings: no standard yet). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** A new build waits to take over (web/pwa/updates.ts). */
export interface UpdateOffer {
  /** Changes the server does not have yet; they stay in IndexedDB through the reload. */
  unsyncedChanges: number;
  /** Counts the unsynced changes again (the owner may have made one since the offer appeared). */
  recount(): Promise<number>;
  /** Lets the new build take over and reloads the page into it. */
  apply(): void;
}

export interface PwaState {
  /** The page has loaded and the installable app started: the banner may show from now on. */
  started: boolean;
  installPrompt: InstallPromptEvent | null;
  /** Installed during this visit (`appinstalled`). */
  installed: boolean;
  update: UpdateOffer | null;
}

let state: PwaState = { started: false, installPrompt: null, installed: false, update: null };
const listeners = new Set<() => void>();

export const pwaState = {
  get: (): PwaState => state,
  set(change: Partial<PwaState>): void {
    state = { ...state, ...change };
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the offer for the banner's button instead of the browser's own mini bar.
    event.preventDefault();
    pwaState.set({ installPrompt: event as InstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => pwaState.set({ installed: true, installPrompt: null }));
}
