import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../domain/schemas/messages.ts';
import { type PendingBooking, readPendingBooking, writePendingBooking } from '../../components/pending-booking.ts';
import { readPendingReservation } from '../../components/pending-reservation.ts';
import { hotelData } from '../../db.ts';
import { stubOwner, TEST_OWNER } from '../../test/owner.ts';
import { emptyOwnerData, MOCHI, seedOwnerData } from '../../test/owner-data.ts';
import { renderApp } from '../../test/render.tsx';
import { resetDraftConversion } from './draft-banner.tsx';

// No network: the booking waits in the outbox, as it would offline.
vi.mock('../../../sync/engine.ts', () => ({
  startSync: vi.fn(() => ({ syncNow: vi.fn(), resume: vi.fn(), retry: vi.fn(), discard: vi.fn(), stop: vi.fn() })),
}));

const DRAFT: PendingBooking = {
  checkInDate: '2026-12-01',
  checkOutDate: '2026-12-08',
  numberOfCats: 1,
  selectedServices: [2],
  stayDetails: { nights: 7, rate: '220.00', stayType: 'short', baseAmount: '1540.00', servicesAmount: '105.00', totalAmount: '1645.00' },
};

beforeEach(async () => {
  await emptyOwnerData();
  window.sessionStorage.clear();
  window.localStorage.clear();
  resetDraftConversion();
  stubOwner(TEST_OWNER);
});

describe('the pending booking on the dashboard', () => {
  it('turns the draft into a reservation for the owner’s cat, clears it and shows My Reservations', async () => {
    await seedOwnerData({ bookings: [] });
    writePendingBooking(DRAFT);
    await renderApp('/dashboard?tab=cats');

    const notifications = await screen.findByRole('region', { name: 'Notifications' });
    expect((await within(notifications).findByRole('status', {}, { timeout: 5000 })).textContent).toContain('Reservation Ready');
    const [booking] = await hotelData.bookings.toArray();
    expect(booking).toMatchObject({ checkInDate: '2026-12-01', checkOutDate: '2026-12-08', catIds: [MOCHI.id], extraServiceIds: [2] });
    expect((await hotelData.outbox.toArray()).map((entry) => entry.change)).toEqual(['createBooking']);
    expect(readPendingBooking()).toBeNull();
    expect(readPendingReservation()).toBe(booking!.id);
    expect(await screen.findByRole('tab', { name: 'My Reservations', selected: true })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Confirm & Pay Deposit' }).getAttribute('href')).toBe('/reservation-confirm');
  });

  it('restores the draft and says Booking Failed when the booking cannot be made', async () => {
    await seedOwnerData({ bookings: [] });
    writePendingBooking({ ...DRAFT, checkOutDate: '2026-11-28' });
    await renderApp('/dashboard');

    expect(await screen.findByText('Booking Failed', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(MESSAGES.checkOutAfterCheckIn)).toBeTruthy();
    expect(readPendingBooking()).toMatchObject({ checkInDate: '2026-12-01', checkOutDate: '2026-11-28' });
    expect(await hotelData.bookings.count()).toBe(0);
    expect(await hotelData.outbox.count()).toBe(0);
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('asks who is coming when the owner’s cats do not match the count, and books the cats chosen', async () => {
    await seedOwnerData({ bookings: [] });
    writePendingBooking({ ...DRAFT, numberOfCats: 2 });
    await renderApp('/dashboard');

    const dialog = await screen.findByRole('dialog', { name: 'Who is coming to stay?' }, { timeout: 5000 });
    expect(screen.getByRole('checkbox', { name: 'Mochi' })).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Your cat's name"), 'Biscuit');
    await user.click(screen.getByRole('button', { name: 'Create Reservation' }));

    await waitFor(async () => expect(await hotelData.bookings.count()).toBe(1));
    const [booking] = await hotelData.bookings.toArray();
    const biscuit = (await hotelData.cats.toArray()).find((cat) => cat.name === 'Biscuit');
    expect(booking!.catIds).toEqual([MOCHI.id, biscuit!.id]);
    expect((await hotelData.outbox.orderBy('seq').toArray()).map((entry) => entry.change)).toEqual(['addCat', 'createBooking']);
    expect(readPendingBooking()).toBeNull();
    await waitFor(() => expect(dialog.isConnected).toBe(false));
  });
});
