import { noCatRecords } from '../../domain/contracts/cat.ts';
import { EXTRA_SERVICES } from '../../domain/extra-services.ts';
import { centsToDecimal } from '../../domain/money.ts';
import { MOCHI_PROFILE } from '../../domain/schemas/cat.test-support.ts';
import type { BookingRecord, CatRecord } from '../../sync/local-data.ts';
import { hotelData, stopSync } from '../db.ts';
import { TEST_OWNER } from './owner.ts';

/** Each test starts with an empty database and no engine running. */
export async function emptyOwnerData(): Promise<void> {
  await stopSync();
  await Promise.all(hotelData.everyTable.map((table) => table.clear()));
}

/** Mochi as kept on the phone, with only her medical note among the optional details. */
export const MOCHI: CatRecord = {
  id: '0190d6a4-0000-7000-8000-0000000000c1',
  ...MOCHI_PROFILE,
  ageMonths: null,
  ...noCatRecords(),
  specialNeeds: null,
  dietaryRequirements: null,
  vaccinationRecords: null,
  emergencyContact: null,
  createdAt: '2026-01-06T08:00:00.000Z',
  updatedAt: '2026-01-06T08:00:00.000Z',
};

export const PENDING_STAY: BookingRecord = {
  id: '0190d6a4-0000-7000-8000-0000000000b1',
  checkInDate: '2026-12-01',
  checkOutDate: '2026-12-08',
  nights: 7,
  numberOfCats: 1,
  stayType: 'short',
  stayTypeName: 'Short Stay',
  rate: '220.00',
  baseAmount: '1540.00',
  servicesAmount: '0.00',
  totalAmount: '1540.00',
  depositAmount: '100.00',
  balanceAmount: '1440.00',
  specialRequests: 'Mochi likes the sunny shelf',
  transportAddress: null,
  cancelledBy: null,
  cancelReason: null,
  status: 'pending',
  paymentStatus: 'pending',
  heldUntil: null,
  catIds: [MOCHI.id],
  extraServiceIds: [],
  contact: null,
  version: 1,
  createdAt: '2026-01-07T09:00:00.000Z',
  updatedAt: '2026-01-07T09:00:00.000Z',
};

export const CONFIRMED_STAY: BookingRecord = {
  ...PENDING_STAY,
  id: '0190d6a4-0000-7000-8000-0000000000b2',
  checkInDate: '2026-10-10',
  checkOutDate: '2026-10-31',
  nights: 21,
  stayType: 'longterm',
  stayTypeName: 'Long-Term Stay',
  totalAmount: '3675.00',
  specialRequests: null,
  status: 'confirmed',
  paymentStatus: 'deposit_paid',
  createdAt: '2026-01-02T09:00:00.000Z',
};

/** The signed-in owner's data as the last sync left it. */
export async function seedOwnerData({ cats = [MOCHI], bookings = [PENDING_STAY, CONFIRMED_STAY] } = {}): Promise<void> {
  await hotelData.profile.put(TEST_OWNER);
  await hotelData.cats.bulkPut(cats);
  await hotelData.bookings.bulkPut(bookings);
  await hotelData.extraServices.bulkPut(
    EXTRA_SERVICES.map((service) => ({
      id: service.id,
      name: service.name,
      description: service.description,
      price: centsToDecimal(service.priceCents),
      charge: service.charge,
      minNights: service.minNights,
    })),
  );
}
