// The desk's calls to book and change stays for owners (issue 31). Each is sent now or not at all,
// under a key of its own (staff-api.ts), and the screens show the server's answer, never a guess.
import type { BookingDetailView, DeskCat } from '../../../../domain/contracts/desk-stays.ts';
import type { CatCareChanges, DeskNewBooking, DeskNewOwner, DeskStayChange, NewOwnerRecordView } from '../../../../domain/schemas/desk-bookings.ts';
import type { NewCat } from '../../../../domain/schemas/cat.ts';
import { staffChange } from '../staff-api.ts';

export function makeOwnerRecord(owner: DeskNewOwner): Promise<NewOwnerRecordView> {
  return staffChange<NewOwnerRecordView>('POST', '/api/staff/owners', owner);
}

export function addOwnersCat(ownerId: string, cat: NewCat): Promise<DeskCat> {
  return staffChange<DeskCat>('POST', `/api/staff/owners/${encodeURIComponent(ownerId)}/cats`, cat);
}

export function changeCareNotes(catId: string, notes: CatCareChanges): Promise<DeskCat> {
  return staffChange<DeskCat>('PATCH', `/api/staff/cats/${encodeURIComponent(catId)}/care`, notes);
}

export function bookForOwner(stay: DeskNewBooking): Promise<BookingDetailView> {
  return staffChange<BookingDetailView>('POST', '/api/staff/bookings', stay);
}

export function changeStay(bookingId: string, change: DeskStayChange): Promise<BookingDetailView> {
  return staffChange<BookingDetailView>('PATCH', `/api/staff/bookings/${encodeURIComponent(bookingId)}`, change);
}
