// A stay as the hotel's side of the API sends it (issue 14): Today, the night list, the search, a
// booking's page and every desk action's answer. The server's builders (api/staff/) are declared to
// return these, and the staff screens read them. Amounts are decimal text (D7), dates calendar
// dates at the hotel (D8), times ISO instants.
import type { StayPhotoView } from '../stay-photos.ts';
import type { BookingStatus, PaymentStatus } from '../booking-status.ts';
import type { CareLogEntry, StayCareItem, StayInHouse } from '../care-log.ts';
import type { ChangeActor } from '../hotel-changes.ts';
import type { DeskLiveCall } from '../live-updates.ts';
import type { DeskAction } from '../stay-life.ts';
import type { CancelledBy } from './booking.ts';
import type { CatJson } from './cat.ts';

/** A cat with who at the desk last changed its care notes, and when (issue 31). */
export interface DeskCat extends CatJson {
  /** The member of staff as the desk names them; null while no one at the desk has changed the notes. */
  careChangedBy: string | null;
  careChangedAt: string | null;
}

/** The owner as the desk needs them: whom to call or message about the cat. */
export interface DeskOwner {
  id: string;
  firstName: string | null;
  lastName: string | null;
  /** Null for an account the owner deleted: its kept stays show without a person. */
  email: string | null;
  phone: string | null;
}

/** One stay as the desk sees it on Today, the night list, the search and an owner's page. */
export interface DeskStay {
  id: string;
  checkInDate: string;
  checkOutDate: string;
  nights: number;
  numberOfCats: number;
  stayTypeName: string;
  status: BookingStatus;
  paymentStatus: PaymentStatus;
  cancelledBy: CancelledBy | null;
  cancelReason: string | null;
  /** The hotel day the cat left, when checked out (early departures leave before checkOutDate). */
  checkedOutOn: string | null;
  /** Until when an unpaid stay holds its places; once past, its nights count as free (issue 15). */
  heldUntil: string | null;
  owner: DeskOwner;
  /** The contact typed on the reservation form, when the stay was booked that way. */
  contact: { firstName: string | null; lastName: string | null; email: string | null; phone: string | null } | null;
  /** The cats named for the stay, with everything the owner told us; may be fewer than numberOfCats. */
  cats: DeskCat[];
  /** Each named cat on the desk's scale at check-in and check-out, in grams (issue 33); null until weighed. */
  weights: { catId: string; inGrams: number | null; outGrams: number | null }[];
  /** Extra services booked: medication, live updates, special attention. */
  services: { id: number; name: string; amount: string }[];
  /** Where Transport collects the cat and brings it home, when it is booked: the driver reads it here. */
  transportAddress: string | null;
  specialRequests: string | null;
  totalAmount: string;
  depositAmount: string;
  /** Total less the deposit: what check-in collects once the deposit is paid (spec §9). */
  balanceAmount: string;
  /** What is still to pay now (domain/stay-life.ts owedCents): the whole total before a deposit, the balance until check-in, then only what was added since. */
  owedAmount: string;
  /** Raised on every change; every desk action sends the version it was shown (409 otherwise). */
  version: number;
  /** What the desk may do to it today (domain/stay-life.ts `deskActions`). */
  actions: DeskAction[];
  /**
   * What keeps the stay's cats from the house's vaccination rules, in words (issue 33): check-in is
   * refused while there is any, unless a manager gives a reason. Empty once the stay has begun or
   * will not happen.
   */
  recordProblems: string[];
  /** The stay's own care plan (issue 33), copied from each cat's at check-in: empty before. */
  carePlan: StayCareItem[];
  /** When the cats came in and left, on the hotel's clock: null until check-in. */
  inHouse: StayInHouse | null;
}

/** GET /api/staff/today?date= (default: today at the hotel). */
export interface TodayView {
  date: string;
  /** When the server answered: the screen shows "as of HH:MM" from its last pull when offline. */
  asOf: string;
  /** Cats in the house tonight against tonight's places. */
  tonight: { booked: number; capacity: number; closed: string | null };
  /** Stays whose check-in is today (pending, confirmed or already checked in). */
  arrivals: DeskStay[];
  /** Stays whose check-out is today (checked in, or already checked out today). */
  departures: DeskStay[];
  /** Every stay with a cat in the house tonight (checked in, or due and not yet arrived). */
  staying: DeskStay[];
  /** The care log's entries of `date` for these stays (issue 33): the round is read from them and each stay's plan. */
  careLog: CareLogEntry[];
  /** The photos posted to these stays' diaries on `date` (issue 34), newest first. */
  photos: StayPhotoView[];
  /** The Live Update calls owners asked for on `date` for the stays in the house (issue 34), by time. */
  liveCalls: DeskLiveCall[];
}

/** GET /api/staff/bookings?q=&status=&from=&to=: newest check-in first, at most 50. */
export interface BookingSearchView {
  bookings: DeskStay[];
  /** More matched than were sent: narrow the search. */
  more: boolean;
}

export interface DeskPayment {
  id: string;
  /** `extras`: what was added to the stay after its balance was taken at check-in, taken at check-out. */
  kind: 'deposit' | 'balance' | 'extras';
  method: 'online' | 'cash' | 'card';
  provider: 'test' | 'paypal' | 'payfast' | 'desk';
  amount: string;
  currency: string;
  status: 'created' | 'captured' | 'declined' | 'refunded' | 'reversed' | 'paid_twice';
  at: string;
  /** Who took it at the desk. */
  recordedBy: string | null;
}

export interface BookingEventView {
  id: string;
  at: string;
  action: string;
  /** Who did it ("Sipho Dlamini (staff)"), or null when the system did. */
  actor: ChangeActor | null;
  fromStatus: string | null;
  toStatus: string | null;
  reason: string | null;
  details: Record<string, string | number | null> | null;
}

/** GET /api/staff/bookings/:id, and the answer of every desk action. */
export interface BookingDetailView extends DeskStay {
  createdAt: string;
  /** The price breakdown from domain/pricing as the booking stored it. */
  price: {
    nights: number;
    cats: number;
    rate: string;
    baseAmount: string;
    servicesAmount: string;
    totalAmount: string;
    depositAmount: string;
  };
  payments: DeskPayment[];
  history: BookingEventView[];
  /** Every entry of the stay's care log, oldest first: what a manager reads back, day by day. */
  careLog: CareLogEntry[];
  /** Every Live Update call asked for on this stay (issue 34), by day and time. */
  liveCalls: DeskLiveCall[];
}
