// An owner's requests to the hotel about a stay they can no longer change themselves (issue 31): a
// paid (confirmed) stay is the hotel's to change, so the owner asks, and the desk accepts or
// declines with a reason. What the server sends of them is here, so the owner's stay page and the
// desk's section read the same shapes the server writes.
import type { BookingStatus } from './booking-status.ts';
import type { StayDiaryParts } from './diary.ts';
import type { LiveCallView } from './live-updates.ts';

export const STAY_REQUEST_KINDS = ['change', 'cancel'] as const;
export type StayRequestKind = (typeof STAY_REQUEST_KINDS)[number];

export const STAY_REQUEST_STATES = ['open', 'accepted', 'declined'] as const;
export type StayRequestState = (typeof STAY_REQUEST_STATES)[number];

/** The stay the owner asks for instead: every part of it, as the change form sends it. */
export interface WantedStay {
  checkInDate: string;
  checkOutDate: string;
  catIds: string[];
  extraServiceIds: number[];
  /** The server's price of the wanted stay when it was asked for (domain/pricing.ts). */
  totalAmount: string;
}

/** One request as the owner's stay page and the desk read it. */
export interface StayRequestView {
  id: string;
  bookingId: string;
  kind: StayRequestKind;
  state: StayRequestState;
  /** A change's wanted stay; null for a cancellation. */
  wanted: WantedStay | null;
  note: string | null;
  createdAt: string;
  answeredAt: string | null;
  /** The hotel's words with its answer: why it declined, or what it will do. */
  answerReason: string | null;
  /** Who at the hotel answered: the desk sees the name; the owner reads "the hotel". */
  answeredBy?: string | null;
}

/** One step of a stay's history as the owner reads it: what happened, who did it, and the hotel's words. */
export interface StayStepView {
  at: string;
  action: string;
  by: 'owner' | 'hotel' | 'payment service';
  reason: string | null;
}

/**
 * What the owner's stay page shows beyond the booking itself: requests, history, and the diary's
 * parts (domain/diary.ts); every owner answer about a booking carries it.
 */
export interface StayPage extends StayDiaryParts {
  /** Newest first. */
  requests: StayRequestView[];
  /** Oldest first. */
  history: StayStepView[];
  /** The Live Update calls the owner asked for (issue 34), by day and time. */
  liveCalls: LiveCallView[];
}

/**
 * A pending stay the owner changes or cancels themselves (My Reservations); once the deposit has
 * confirmed it, the hotel plans around it, so the owner asks instead. A stay under way or over has
 * nothing left to ask about.
 */
export function mayAskHotel(status: BookingStatus | string): boolean {
  return status === 'confirmed';
}

export const STAY_REQUEST_STATE_LABELS: Record<StayRequestState, string> = {
  open: 'Waiting for the hotel',
  accepted: 'Accepted',
  declined: 'Declined',
};

export const STAY_REQUEST_TITLES: Record<StayRequestKind, string> = {
  change: 'Change request',
  cancel: 'Cancellation request',
};

export const ONE_OPEN_REQUEST = 'You already have a request open for this stay; the hotel will answer it first';
export const NOT_ASKABLE =
  'Only a confirmed stay is changed through a request: a pending stay you change or cancel yourself, and a stay under way or over cannot be changed';
export const NOTHING_ASKED = 'Change the dates, cats or services, or tell the hotel in a note what you would like';
export const REQUEST_ANSWERED = 'This request has already been answered';

/** What the desk is told once the server accepted a change: it made it, through the desk's change. */
export const CHANGE_ACCEPTED = 'The stay is now as the owner asked, priced again; the owner is told by e-mail.';
