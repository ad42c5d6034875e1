// The JSON the hotel's side of the API answers with (issue 14): one contract for the server that
// builds it and the staff screens that read it (`import type` from web/). Amounts are decimal text
// (D7), dates calendar dates at the hotel (D8), times ISO instants.
import type { BookingStatus, PaymentStatus } from '../../domain/booking-status.ts';
import type { ChangeActor } from '../../domain/hotel-changes.ts';
import type { DeskAction } from '../../domain/stay-life.ts';
import type { deskCatJson } from './desk-cats.ts';

/** A cat with who at the desk last changed its care notes, and when (issue 31). */
export type DeskCat = ReturnType<typeof deskCatJson>;

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
  cancelledBy: 'owner' | 'hotel' | null;
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
}

/** One night of GET /api/staff/calendar. */
export interface CalendarNight {
  date: string;
  booked: number;
  capacity: number;
  closed: string | null;
}

/** GET /api/staff/calendar?month= (that month's nights), or ?from=&nights= (default: today, 42 nights). */
export interface CalendarView {
  from: string;
  /** The month asked for ("2027-04"), or null when nights from a date were. */
  month: string | null;
  asOf: string;
  defaultCapacity: number;
  nights: CalendarNight[];
}

/** GET /api/staff/night?date=: who stays that night. */
export interface NightView extends CalendarNight {
  asOf: string;
  stays: DeskStay[];
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
}

/** GET /api/staff/owners?q=: at most 50. */
export interface OwnerSearchView {
  owners: (DeskOwner & { cats: number; stays: number })[];
  more: boolean;
}

/** GET /api/staff/owners/:id: read-only. */
export interface OwnerRecordView {
  owner: DeskOwner & { address: string | null; createdAt: string };
  cats: DeskCat[];
  stays: DeskStay[];
}

/** GET /api/staff/settings/nights (manager): the coming nights' places and closures. */
export interface NightSettingsView {
  defaultCapacity: number;
  /** Nights from today on where the manager set a figure other than the default. */
  capacities: { night: string; capacity: number }[];
  /** Closures that have not ended yet. */
  closed: { id: string; firstNight: string; lastNight: string; reason: string }[];
  /**
   * Only in the answer to a new figure or closure: the nights it covers that already hold more cats
   * than they now have places. Those stays stay booked (the hotel speaks to their owners); new
   * bookings and edits onto these nights are refused.
   */
  overbooked?: { night: string; booked: number; capacity: number }[];
}

/** GET /api/staff/team (manager). */
export interface TeamView {
  members: {
    id: string;
    firstName: string | null;
    lastName: string | null;
    email: string;
    role: 'staff' | 'manager';
    createdAt: string;
    you: boolean;
  }[];
  invitations: {
    id: string;
    email: string | null;
    role: 'staff' | 'manager';
    createdAt: string;
    expiresAt: string | null;
    state: 'open' | 'used' | 'expired' | 'revoked';
  }[];
}

/** POST /api/staff/team/invitations: the address exists only in this answer (only its hash is kept). */
export interface NewInvitationView {
  invitation: TeamView['invitations'][number];
  address: string;
}

/** GET /api/staff/pass?token=: what a setup or invitation address opens. */
export interface StaffPassView {
  kind: 'setup' | 'invitation';
  role: 'staff' | 'manager';
  email: string | null;
}

/** POST /api/staff/owners/:id/password-reset (staff): where the reset link went; never the link. */
export interface PasswordResetSentView {
  sentTo: string;
}
