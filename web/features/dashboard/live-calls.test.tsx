// Live Update calls on the stay's page (issue 34): the calls with their state and price, asking for
// one and cancelling one, both kept on the phone and shown waiting until the hotel has them.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, longDay, todayAtHotel } from '../../../domain/dates.ts';
import { LIVE_UPDATES_SERVICE_ID, type LiveCallView } from '../../../domain/live-updates.ts';
import { hotelData, type LocalBooking } from '../../db.ts';
import { stubOwner, TEST_OWNER } from '../../test/owner.ts';
import { CONFIRMED_STAY, emptyOwnerData, PENDING_STAY, seedOwnerData } from '../../test/owner-data.ts';
import { renderApp } from '../../test/render.tsx';
import { callTimes } from './live-calls.tsx';

// No network: what the owner does waits in the outbox, as it would with no signal.
vi.mock('../../../sync/engine.ts', () => ({
  startSync: vi.fn(() => ({ syncNow: vi.fn(), resume: vi.fn(), retry: vi.fn(), discard: vi.fn(), stop: vi.fn() })),
}));

const today = todayAtHotel();
/** Mochi in the house since yesterday, for four nights. */
const IN_HOUSE: LocalBooking = {
  ...CONFIRMED_STAY,
  id: '0190d6a4-0000-7000-8000-0000000000d7',
  checkInDate: addDays(today, -1),
  checkOutDate: addDays(today, 3),
  nights: 4,
  status: 'checked_in',
  extraServiceIds: [],
  requests: [],
  history: [],
  liveCalls: [],
};

function call(id: string, changes: Partial<LiveCallView>): LiveCallView {
  return { id, day: today, at: '10:00', note: null, state: 'asked', doneAt: null, chargedCents: null, ...changes };
}

const MADE = call('0190d6a4-0000-7000-8000-0000000000f1', { at: '09:00', state: 'done', doneAt: `${today}T07:05:00.000Z`, chargedCents: 0 });
const ASKED = call('0190d6a4-0000-7000-8000-0000000000f2', { at: '15:00', note: 'By the window' });
const DROPPED = call('0190d6a4-0000-7000-8000-0000000000f3', { at: '11:00', state: 'cancelled' });
const TOMORROW = call('0190d6a4-0000-7000-8000-0000000000f4', { day: addDays(today, 1), at: '10:00' });

beforeEach(async () => {
  await emptyOwnerData();
  stubOwner(TEST_OWNER);
});

async function openCalls(id: string) {
  await renderApp(`/stays/${id}`);
  return within(await screen.findByRole('region', { name: 'Live Update calls' }));
}

const lineOf = (day: string, at: string) => within(screen.getByRole('listitem', { name: `Call on ${longDay(day)} at ${at}` }));

describe('Live Update calls on a stay’s page', () => {
  it('lists each call with its state and what it costs: the day’s first free, the next R15 if made, a cancelled one nothing', async () => {
    await seedOwnerData({ bookings: [{ ...IN_HOUSE, liveCalls: [MADE, DROPPED, ASKED, TOMORROW] }] });
    const section = await openCalls(IN_HOUSE.id);
    expect(section.getByText(/^A video call with/).textContent).toBe(
      'A video call with Mochi at a time you choose, between 08:00 and 18:00. One call a day is free; each further call that day is R15, added to your bill once it is made.',
    );
    expect(
      within(section.getByRole('list', { name: 'Your calls' }))
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual([MADE, DROPPED, ASKED, TOMORROW].map((one) => `Call on ${longDay(one.day)} at ${one.at}`));
    expect(lineOf(today, '09:00').getByText('Made').textContent).toBe('Made');
    expect(lineOf(today, '09:00').getByText('Free').textContent).toBe('Free');
    expect(lineOf(today, '09:00').queryByRole('button')).toBeNull();
    expect(lineOf(today, '15:00').getByText('R15 if made').textContent).toBe('R15 if made');
    expect(lineOf(today, '15:00').getByText('Your note: By the window').textContent).toBe('Your note: By the window');
    expect(lineOf(today, '11:00').getByText('Cancelled').textContent).toBe('Cancelled');
    expect(lineOf(today, '11:00').queryByText(/Free|R15/)).toBeNull();
    expect(lineOf(addDays(today, 1), '10:00').getByText('Free').textContent).toBe('Free');
    expect(lineOf(addDays(today, 1), '10:00').getByRole('button').textContent).toBe('Cancel this call');
  });

  it('says two calls a day are free for a stay with the Live Updates service', async () => {
    await seedOwnerData({ bookings: [{ ...IN_HOUSE, extraServiceIds: [LIVE_UPDATES_SERVICE_ID], liveCalls: [MADE, ASKED] }] });
    const section = await openCalls(IN_HOUSE.id);
    expect(section.getByText(/^A video call with/).textContent).toContain('2 calls a day are free with Live Updates');
    expect(lineOf(today, '15:00').getByText('Free').textContent).toBe('Free');
  });

  it('asks for a call on a day still to come of the stay, within the hours for calls, and shows it waiting to be sent', async () => {
    await seedOwnerData({ bookings: [IN_HOUSE] });
    const user = userEvent.setup();
    const section = await openCalls(IN_HOUSE.id);
    const form = within(section.getByRole('form', { name: 'Ask for a Live Update call' }));
    // Yesterday has passed: from today to the check-out day.
    expect(
      form
        .getAllByRole('option')
        .filter((option) => /day,/.test(option.textContent ?? ''))
        .map((option) => option.getAttribute('value')),
    ).toEqual([0, 1, 2, 3].map((days) => addDays(today, days)));
    expect(callTimes().at(0)).toBe('08:00');
    expect(callTimes().at(-1)).toBe('18:00');
    await user.selectOptions(form.getByLabelText('Day'), addDays(today, 2));
    await user.selectOptions(form.getByLabelText(/^Time/), '16:30');
    await user.type(form.getByLabelText('Note (optional)'), 'Show me her new toy');
    await user.click(form.getByRole('button', { name: 'Ask for a Call' }));

    await waitFor(() => expect(screen.getByRole('listitem', { name: `Call on ${longDay(addDays(today, 2))} at 16:30` })).toBeDefined());
    const line = lineOf(addDays(today, 2), '16:30');
    expect(line.getByText('Asked for').textContent).toBe('Asked for');
    expect(line.getByText('Waiting to be sent').textContent).toBe('Waiting to be sent');
    expect(line.getByText('Free').textContent).toBe('Free');
    const [waiting] = await hotelData.outbox.toArray();
    expect(waiting).toMatchObject({
      change: 'askLiveCall',
      method: 'POST',
      path: `/api/bookings/${IN_HOUSE.id}/live-calls`,
      body: { day: addDays(today, 2), at: '16:30', note: 'Show me her new toy' },
      state: 'waiting',
    });
  });

  it('cancels a call not made yet, shown cancelled and waiting to be sent', async () => {
    await seedOwnerData({ bookings: [{ ...IN_HOUSE, liveCalls: [ASKED] }] });
    const user = userEvent.setup();
    await openCalls(IN_HOUSE.id);
    await user.click(lineOf(today, '15:00').getByRole('button', { name: 'Cancel this call' }));
    await waitFor(() => expect(lineOf(today, '15:00').getByText('Cancelled').textContent).toBe('Cancelled'));
    expect(lineOf(today, '15:00').getByText('Waiting to be sent').textContent).toBe('Waiting to be sent');
    expect(lineOf(today, '15:00').queryByRole('button')).toBeNull();
    expect((await hotelData.outbox.toArray()).map((entry) => [entry.method, entry.path])).toEqual([['DELETE', `/api/live-calls/${ASKED.id}`]]);
  });

  it('is not shown for a stay not yet paid', async () => {
    await seedOwnerData({ bookings: [{ ...PENDING_STAY, requests: [], history: [] }] });
    await renderApp(`/stays/${PENDING_STAY.id}`);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Live Update calls' })).toBeNull();
  });

  it('keeps a finished stay’s calls to read, with nothing left to ask', async () => {
    await seedOwnerData({ bookings: [{ ...IN_HOUSE, status: 'completed', liveCalls: [MADE] }] });
    const section = await openCalls(IN_HOUSE.id);
    expect(lineOf(today, '09:00').getByText('Made').textContent).toBe('Made');
    expect(section.queryByRole('form')).toBeNull();
  });
});
