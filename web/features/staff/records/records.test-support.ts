// Thandi's December booking for Mochi and Luna as the staff API answers it, built on the desk's
// stay (web/features/staff/desk.test-support.ts): the search row, the booking's page with its
// payments and history, and her owner record.
import type { OwnerRecordView } from '../../../../domain/contracts/desk-owners.ts';
import type { BookingDetailView, DeskStay } from '../../../../domain/contracts/desk-stays.ts';
import { detailOf, MOCHI_ARRIVING, TEST_STAFF } from '../desk.test-support.ts';

const [MOCHI] = MOCHI_ARRIVING.cats as [DeskStay['cats'][number]];

export const LUNA: DeskStay['cats'][number] = {
  ...MOCHI,
  id: '0190d6a4-0000-7000-8000-0000000000c2',
  name: 'Luna',
  medicalInfo: null,
  dietaryRequirements: 'Grain-free only',
};

export const THANDI = MOCHI_ARRIVING.owner;

export const STAY: DeskStay = {
  ...MOCHI_ARRIVING,
  checkInDate: '2026-12-01',
  checkOutDate: '2026-12-08',
  numberOfCats: 2,
  cats: [MOCHI, LUNA],
  totalAmount: '3430.00',
  balanceAmount: '3330.00',
  owedAmount: '3330.00',
  actions: ['cancel'],
};

export const BOOKING: BookingDetailView = {
  ...detailOf(STAY),
  createdAt: '2026-01-07T08:15:00.000Z',
  price: {
    nights: 7,
    cats: 2,
    rate: '220.00',
    baseAmount: '3080.00',
    servicesAmount: '350.00',
    totalAmount: '3430.00',
    depositAmount: '100.00',
  },
  payments: [
    {
      id: '0190d6a4-0000-7000-8000-0000000000d1',
      kind: 'deposit',
      method: 'cash',
      provider: 'desk',
      amount: '100.00',
      currency: 'ZAR',
      status: 'captured',
      at: '2026-01-08T07:30:00.000Z',
      recordedBy: 'Sipho Dlamini',
    },
  ],
  history: [
    {
      id: '0190d6a4-0000-7000-8000-0000000000e1',
      at: '2026-01-07T08:15:00.000Z',
      action: 'created',
      actor: { id: THANDI.id, name: 'Thandi Mokoena', role: 'owner' },
      fromStatus: null,
      toStatus: 'pending',
      reason: null,
      details: null,
    },
    {
      id: '0190d6a4-0000-7000-8000-0000000000e2',
      at: '2026-01-08T07:30:00.000Z',
      action: 'deposit-desk',
      actor: { id: TEST_STAFF.id, name: 'Sipho Dlamini', role: 'staff' },
      fromStatus: 'pending',
      toStatus: 'confirmed',
      reason: null,
      details: { method: 'cash', amount: '100.00' },
    },
  ],
};

export const THANDI_RECORD: OwnerRecordView = {
  owner: { ...THANDI, address: '12 Marine Drive, Bloubergstrand', createdAt: '2026-01-05T08:00:00.000Z' },
  cats: [MOCHI, LUNA],
  stays: [STAY],
};
