// An owner's booking as the server sends it and the phone stores it (decision record 0007): the
// server's serializer (api/bookings/records.ts) is declared to return it, so the two cannot drift
// apart unseen. Amounts are decimal text (D7), dates calendar dates at the hotel (D8), times ISO instants.
import type { BookingStatus, PaymentStatus } from '../booking-status.ts';
import type { StayTypeKey } from '../stay.ts';
import type { StayPage } from '../stay-requests.ts';

/** Who cancelled a stay: the owner from the app, or the hotel (with its reason, which the owner sees). */
export type CancelledBy = 'owner' | 'hotel';

export interface BookingJson {
  id: string;
  checkInDate: string;
  checkOutDate: string;
  nights: number;
  numberOfCats: number;
  stayType: StayTypeKey;
  stayTypeName: string;
  rate: string;
  baseAmount: string;
  servicesAmount: string;
  totalAmount: string;
  depositAmount: string;
  balanceAmount: string;
  specialRequests: string | null;
  transportAddress: string | null;
  status: BookingStatus;
  paymentStatus: PaymentStatus;
  /** `hotel` when the hotel cancelled the stay; the owner sees its reason. */
  cancelledBy: CancelledBy | null;
  cancelReason: string | null;
  /** Until when an unpaid booking holds its places; past, they count as free for others (issue 15). */
  heldUntil: string | null;
  catIds: string[];
  extraServiceIds: number[];
  /** The contact typed on the reservation form; null for bookings made from the dashboard. */
  contact: { firstName: string | null; lastName: string | null; email: string; phone: string | null } | null;
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** A booking as its owner gets it: with its requests and history, for the stay page (issue 31). */
export type OwnBookingJson = BookingJson & StayPage;
