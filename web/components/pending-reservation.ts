// The pending booking of the confirm-and-pay road (spec point 3, "Pending booking (dashboard and
// confirm flow)"): the booking the owner just made, waiting for its R100 deposit. The dashboard sets
// it, the confirm and payment pages read it, the thank-you page clears it. Only the id is kept: the
// booking itself lives in the local database, where the sync engine keeps it current.
//
// localStorage: a provider's checkout sends the owner back to addresses that name no booking
// (domain/deposit-checkout.ts), and the pages there, and the hotel's other open tabs, must still
// know whose deposit it is.
import { useSyncExternalStore } from 'react';

const KEY = 'pendingReservation';
const TERMS_KEY = 'termsConfirmed';

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Storage can be switched off; the pages then fall back to the booking in their address.
    return undefined;
  }
}

export function readPendingReservation(): string | null {
  return storage()?.getItem(KEY) ?? null;
}

export function rememberPendingReservation(bookingId: string): void {
  storage()?.setItem(KEY, bookingId);
  window.dispatchEvent(new Event(PENDING_RESERVATION_EVENT));
}

export function clearPendingReservation(): void {
  storage()?.removeItem(KEY);
  storage()?.removeItem(TERMS_KEY);
  window.dispatchEvent(new Event(PENDING_RESERVATION_EVENT));
}

/** Fired in this tab when the pending booking changes (the storage event tells the other tabs). */
export const PENDING_RESERVATION_EVENT = 'hotel:pending-reservation';

/** Spec point 4: the confirm page sets a flag that the owner confirmed the terms, for this booking. */
export function rememberTermsConfirmed(bookingId: string): void {
  storage()?.setItem(TERMS_KEY, bookingId);
}

export function termsConfirmedFor(bookingId: string): boolean {
  return storage()?.getItem(TERMS_KEY) === bookingId;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(PENDING_RESERVATION_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(PENDING_RESERVATION_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The pending booking's id, kept current across this tab and the others. */
export function usePendingReservation(): string | null {
  return useSyncExternalStore(subscribe, readPendingReservation, () => null);
}
