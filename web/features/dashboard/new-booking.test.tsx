// Issue 31: a new booking tells the truth at once. The engine is a stand-in whose sendNow answers
// as a test says: the hotel took it, refused it, or no answer came (the default, as offline).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { catAlreadyStayingMessage } from '../../../domain/cat-stays.ts';
import { TOO_MANY_UNPAID_HOLDS } from '../../../domain/places-hold.ts';
import { hotelData, type OutboxEntry } from '../../db.ts';
import { stubOwner, TEST_OWNER } from '../../test/owner.ts';
import { CONFIRMED_STAY, emptyOwnerData, MOCHI, PENDING_STAY, seedOwnerData } from '../../test/owner-data.ts';
import { renderApp } from '../../test/render.tsx';

const engine = vi.hoisted(() => ({ sendNow: vi.fn(), discard: vi.fn(), retry: vi.fn() }));
vi.mock('../../../sync/engine.ts', () => ({
  startSync: vi.fn(() => ({ syncNow: vi.fn(), resume: vi.fn(), stop: vi.fn(), ...engine })),
}));

const FULL = 'Sorry, we are full on Tue, 1 Dec 2026: no places left for 1 cat. Please choose other dates.';

/** What the engine does with a change the hotel answered: it leaves the outbox (and a refused new booking the phone). */
async function settled(entryId: string, refused: boolean) {
  await hotelData.transaction('rw', hotelData.outbox, hotelData.bookings, async () => {
    const entry = await hotelData.outbox.get(entryId);
    await hotelData.outbox.delete(entryId);
    if (refused) await hotelData.bookings.delete(entry!.subject.id);
  });
}

beforeEach(async () => {
  await emptyOwnerData();
  stubOwner(TEST_OWNER);
  engine.sendNow.mockReset().mockResolvedValue({ kind: 'waiting' });
  engine.discard.mockReset().mockImplementation((entryId: string) => hotelData.outbox.delete(entryId));
});

async function openNewBooking() {
  const page = await renderApp('/dashboard?tab=new-booking');
  await screen.findByRole('heading', { level: 1, name: 'Welcome, Thandi' });
  return page;
}

async function fillStay(checkIn = '2026-12-01', checkOut = '2026-12-08') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/Check-in date/), checkIn);
  await user.type(screen.getByLabelText(/Check-out date/), checkOut);
  await user.click(screen.getByRole('checkbox', { name: /Mochi/ }));
  return user;
}

const describedText = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('New Booking tells the truth at once (issue 31)', () => {
  it('shows a full-night refusal beside the check-in date, once, with the form as the owner filled it', async () => {
    await seedOwnerData({ bookings: [] });
    engine.sendNow.mockImplementation(async (entryId: string) => {
      await settled(entryId, true);
      return { kind: 'refused', message: FULL, field: 'checkInDate' };
    });
    const page = await openNewBooking();
    const user = await fillStay();
    await user.click(screen.getByRole('button', { name: 'Create Reservation' }));

    const checkIn = screen.getByLabelText(/Check-in date/) as HTMLInputElement;
    await waitFor(() => expect(checkIn.getAttribute('aria-invalid')).toBe('true'));
    expect(describedText(checkIn)).toContain(FULL);
    expect(screen.getAllByText(FULL)).toHaveLength(1);
    expect(checkIn.value).toBe('2026-12-01');
    expect((screen.getByLabelText(/Check-out date/) as HTMLInputElement).value).toBe('2026-12-08');
    expect((screen.getByRole('checkbox', { name: /Mochi/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByText('Reservation Created!')).toBeNull();
    expect(page.router.state.location.pathname).toBe('/dashboard');
    // Nothing refused left behind to say "Not saved" a second time.
    expect(screen.queryByText(/Not saved/)).toBeNull();
    // The sync status reads the outbox through a live query, which answers a moment later on a busy machine.
    await waitFor(() => expect(screen.queryByText('All changes saved')).not.toBeNull());
  });

  it('shows a refusal that names no field beside the button', async () => {
    await seedOwnerData({ bookings: [] });
    engine.sendNow.mockImplementation(async (entryId: string) => {
      await settled(entryId, true);
      return { kind: 'refused', message: TOO_MANY_UNPAID_HOLDS };
    });
    await openNewBooking();
    const user = await fillStay();
    await user.click(screen.getByRole('button', { name: 'Create Reservation' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(`The hotel could not accept this booking${TOO_MANY_UNPAID_HOLDS}`);
    expect(screen.queryByText('Reservation Created!')).toBeNull();
  });

  it('says the booking waits to be sent when no answer comes, and My Reservations marks it so', async () => {
    await seedOwnerData({ bookings: [] });
    const page = await openNewBooking();
    const user = await fillStay();
    await user.click(screen.getByRole('button', { name: 'Create Reservation' }));

    expect((await screen.findByText('Booking Waiting to Be Sent', undefined, { timeout: 5000 })).textContent).toBe('Booking Waiting to Be Sent');
    expect(screen.getByText(/Places are only checked then, so it is not booked yet\./).textContent).toMatch(
      /Places are only checked then, so it is not booked yet\.$/,
    );
    expect(screen.queryByText('Reservation Created!')).toBeNull();
    expect(await screen.findByRole('tab', { name: 'My Reservations', selected: true }, { timeout: 5000 })).toBeTruthy();
    expect(page.router.state.location.pathname).toBe('/dashboard');
    // The list and the sync status read the phone's database through live queries: on a busy machine they answer a moment later.
    const heading = await screen.findByRole('heading', { name: '1 Dec 2026 – 8 Dec 2026' }, { timeout: 5000 });
    const mark = await within(heading.closest('li')!).findByText(/^Waiting to be sent/, undefined, { timeout: 5000 });
    expect(mark.textContent).toBe('Waiting to be sent: places are checked then');
    await waitFor(() => expect(screen.queryByText('1 change waiting to sync')).not.toBeNull());
  });

  it('refuses a cat already staying on those nights before sending, in the server’s words', async () => {
    const staying = { ...CONFIRMED_STAY, checkInDate: '2026-12-10', checkOutDate: '2026-12-15' };
    await seedOwnerData({ bookings: [staying] });
    await openNewBooking();
    const user = await fillStay('2026-12-12', '2026-12-16');
    await user.click(screen.getByRole('button', { name: 'Create Reservation' }));
    expect(await screen.findByText(catAlreadyStayingMessage('Mochi', staying))).toBeTruthy();
    expect(engine.sendNow).not.toHaveBeenCalled();
    expect(await hotelData.outbox.count()).toBe(0);
  });

  it('keeps a half-filled form through a reload, and lets it go once the booking is asked for', async () => {
    await seedOwnerData({ bookings: [] });
    const page = await openNewBooking();
    const user = await fillStay();
    await user.type(screen.getByLabelText(/Special requests/), 'Top shelf');
    await waitFor(async () => expect((await hotelData.drafts.get('new-booking'))?.specialRequests).toBe('Top shelf'));
    page.unmount();

    const again = await openNewBooking();
    expect(((await screen.findByLabelText(/Check-in date/)) as HTMLInputElement).value).toBe('2026-12-01');
    expect((screen.getByLabelText(/Check-out date/) as HTMLInputElement).value).toBe('2026-12-08');
    expect((screen.getByRole('checkbox', { name: /Mochi/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText(/Special requests/) as HTMLTextAreaElement).value).toBe('Top shelf');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Create Reservation' }));
    expect((await screen.findByRole('tab', { name: 'My Reservations', selected: true })).getAttribute('aria-selected')).toBe('true');
    await waitFor(async () => expect(await hotelData.drafts.get('new-booking')).toBeUndefined());
    again.unmount();
  });

  // Last: the toast it leaves stays on screen (one toast at a time, the newest), and would stand in the way of the tests above.
  it('says "Reservation Created!" only once the hotel has the booking, then goes on to confirm it', async () => {
    await seedOwnerData({ bookings: [] });
    engine.sendNow.mockImplementation(async (entryId: string) => {
      await settled(entryId, false);
      return { kind: 'sent' };
    });
    const page = await openNewBooking();
    const user = await fillStay();
    await user.click(screen.getByRole('button', { name: 'Create Reservation' }));
    expect((await screen.findByText('Reservation Created!')).textContent).toBe('Reservation Created!');
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/reservation-confirm'));
    expect(engine.sendNow).toHaveBeenCalledTimes(1);
  });
});

describe('a booking the hotel refused after it waited', () => {
  const refusedBooking = (fields: Partial<OutboxEntry> = {}) =>
    ({
      id: '0190d6a4-0000-7000-8000-0000000000e2',
      seq: 1,
      change: 'createBooking',
      subject: { kind: 'booking', id: '0190d6a4-0000-7000-8000-0000000000b7' },
      method: 'POST',
      path: '/api/bookings',
      body: {
        booking: { id: '0190d6a4-0000-7000-8000-0000000000b7', checkInDate: '2026-12-20', checkOutDate: '2026-12-24', specialRequests: 'Top shelf' },
        catIds: [MOCHI.id],
        extraServiceIds: [2],
      },
      createdAt: '2026-11-20T09:00:00.000Z',
      attempts: 1,
      state: 'rejected',
      summary: 'New booking 20-24 Dec',
      error: FULL,
      field: 'checkInDate',
      ...fields,
    }) as OutboxEntry;

  it('is shown with its reason and the ways forward that can work: other dates, or discard; never "All changes saved"', async () => {
    await seedOwnerData({ bookings: [PENDING_STAY] });
    await hotelData.outbox.add(refusedBooking());
    const user = userEvent.setup();
    await renderApp('/dashboard');
    const title = await screen.findByText('Not saved: New booking 20-24 Dec');
    const alert = within(title.closest('.chakra-alert__root')! as HTMLElement);
    expect(alert.getByText(FULL).textContent).toBe(FULL);
    expect(alert.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(alert.getByRole('button', { name: 'Discard' })).toBeTruthy();
    expect(screen.getByText('1 change not saved').textContent).toBe('1 change not saved');
    expect(screen.queryByText('All changes saved')).toBeNull();

    await user.click(alert.getByRole('button', { name: 'Choose Other Dates' }));
    expect((await screen.findByRole('tab', { name: 'New Booking', selected: true })).getAttribute('aria-selected')).toBe('true');
    expect(((await screen.findByLabelText(/Check-in date/)) as HTMLInputElement).value).toBe('2026-12-20');
    expect((screen.getByLabelText(/Check-out date/) as HTMLInputElement).value).toBe('2026-12-24');
    expect((screen.getByRole('checkbox', { name: /Mochi/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText(/Special requests/) as HTMLTextAreaElement).value).toBe('Top shelf');
    expect(engine.discard).toHaveBeenCalledWith('0190d6a4-0000-7000-8000-0000000000e2');
    await waitFor(() => expect(screen.queryByText(/Not saved/)).toBeNull());
  });

  it('offers Retry for an edit the hotel overtook, which sent again builds on the hotel’s version', async () => {
    await seedOwnerData({ bookings: [PENDING_STAY] });
    await hotelData.outbox.add(
      refusedBooking({
        change: 'updateBooking',
        subject: { kind: 'booking', id: PENDING_STAY.id },
        method: 'PATCH',
        path: `/api/bookings/${PENDING_STAY.id}`,
        body: { specialRequests: 'A sunny pen', version: 1 },
        summary: 'Update booking 1-8 Dec',
        error: 'This booking was changed by the hotel since you last saw it; reload it and try again',
        field: 'version',
      } as Partial<OutboxEntry>),
    );
    await renderApp('/dashboard');
    const title = await screen.findByText('Not saved: Update booking 1-8 Dec');
    const alert = within(title.closest('.chakra-alert__root')! as HTMLElement);
    expect(alert.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(alert.queryByRole('button', { name: 'Choose Other Dates' })).toBeNull();
  });
});
