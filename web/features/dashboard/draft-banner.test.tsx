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

// No network: the booking waits in the outbox, as it would offline, unless a test has the hotel answer.
const engine = vi.hoisted(() => ({ sendNow: vi.fn() }));
vi.mock('../../../sync/engine.ts', () => ({
  startSync: vi.fn(() => ({ syncNow: vi.fn(), resume: vi.fn(), retry: vi.fn(), discard: vi.fn(), stop: vi.fn(), sendNow: engine.sendNow })),
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
  engine.sendNow.mockReset().mockResolvedValue({ kind: 'waiting' });
});

describe('the pending booking on the dashboard', () => {
  it('turns the draft into a reservation for the owner’s cat once the hotel has it, clears it and shows My Reservations', async () => {
    await seedOwnerData({ bookings: [] });
    writePendingBooking(DRAFT);
    // The hotel takes it: the engine settles the entry, as it would.
    engine.sendNow.mockImplementation(async (entryId: string) => {
      await hotelData.outbox.delete(entryId);
      return { kind: 'sent' };
    });
    await renderApp('/dashboard?tab=cats');

    const notifications = await screen.findByRole('region', { name: 'Notifications' });
    expect((await within(notifications).findByRole('status', {}, { timeout: 5000 })).textContent).toContain('Reservation Ready');
    const [booking] = await hotelData.bookings.toArray();
    expect(booking).toMatchObject({ checkInDate: '2026-12-01', checkOutDate: '2026-12-08', catIds: [MOCHI.id], extraServiceIds: [2] });
    expect(engine.sendNow).toHaveBeenCalledTimes(1);
    expect(readPendingBooking()).toBeNull();
    expect(readPendingReservation()).toBe(booking!.id);
    expect((await screen.findByRole('tab', { name: 'My Reservations', selected: true })).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('link', { name: 'Confirm & Pay Deposit' }).getAttribute('href')).toBe('/reservation-confirm');
  });

  it('restores the draft and says Booking Failed when the booking cannot be made', async () => {
    await seedOwnerData({ bookings: [] });
    writePendingBooking({ ...DRAFT, checkOutDate: '2026-11-28' });
    await renderApp('/dashboard');

    expect((await screen.findByText('Booking Failed', undefined, { timeout: 5000 })).textContent).toBe('Booking Failed');
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

  it('says the booking waits to be sent, not that it is booked, when the hotel cannot answer', async () => {
    await seedOwnerData({ bookings: [] });
    writePendingBooking(DRAFT);
    await renderApp('/dashboard?tab=cats');

    const notifications = await screen.findByRole('region', { name: 'Notifications' });
    // The toast region shows one toast: the newest.
    await waitFor(() => expect(within(notifications).getByRole('status').textContent).toContain('Booking Waiting to Be Sent'), { timeout: 5000 });
    expect(within(notifications).getByRole('status').textContent).toContain('Places are only checked then, so it is not booked yet.');
    expect((await hotelData.outbox.toArray()).map((entry) => entry.change)).toEqual(['createBooking']);
    expect((await screen.findByRole('tab', { name: 'My Reservations', selected: true })).getAttribute('aria-selected')).toBe('true');
    expect((await screen.findByText('Waiting to be sent: places are checked then')).textContent).toBe('Waiting to be sent: places are checked then');
    expect(screen.queryByRole('link', { name: 'Confirm & Pay Deposit' })).toBeNull();
    expect(screen.queryByText(/Reservation Ready/)).toBeNull();
  });

  it('gives the draft back with the hotel’s words when the hotel refuses the booking at once', async () => {
    await seedOwnerData({ bookings: [] });
    writePendingBooking(DRAFT);
    const full = 'Sorry, we are full on Tue, 1 Dec 2026: no places left for 1 cat. Please choose other dates.';
    engine.sendNow.mockImplementation(async (entryId: string) => {
      await hotelData.transaction('rw', hotelData.outbox, hotelData.bookings, async () => {
        const entry = await hotelData.outbox.get(entryId);
        await hotelData.outbox.delete(entryId);
        await hotelData.bookings.delete(entry!.subject.id);
      });
      return { kind: 'refused', message: full, field: 'checkInDate' };
    });
    await renderApp('/dashboard');

    expect((await screen.findByText('Booking Failed', undefined, { timeout: 5000 })).textContent).toBe('Booking Failed');
    expect(screen.getAllByText(full).length).toBeGreaterThan(0);
    expect(readPendingBooking()).toMatchObject({ checkInDate: '2026-12-01', checkOutDate: '2026-12-08' });
    expect(screen.queryByText(/Reservation Ready/)).toBeNull();
    expect(await hotelData.outbox.count()).toBe(0);
  });
});
