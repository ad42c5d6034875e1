// The day's Live Update calls on the round (issue 34): each call to make with whom to call and
// "Done", a tap that shows at once, waits for the signal, and reaches the server through the
// desk's outbox; calls made show who made them and what they cost.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeskStay } from '../../../domain/contracts/desk-stays.ts';
import { addDays, todayAtHotel } from '../../../domain/dates.ts';
import type { DeskLiveCall } from '../../../domain/live-updates.ts';
import { renderApp } from '../../test/render.tsx';
import { type Call, deskCalls, MOCHI_ARRIVING, stubServer, TEST_STAFF, todayView, closeDesk, emptyDesk } from './desk.test-support.ts';
import { deskOutbox } from './desk-outbox.ts';

const today = todayAtHotel();

/** Mochi, checked in at 07:00 this morning. */
const MOCHI_IN_HOUSE: DeskStay = {
  ...MOCHI_ARRIVING,
  status: 'checked_in',
  paymentStatus: 'paid',
  actions: ['check-out'],
  inHouse: { checkedIn: { date: today, time: '07:00' }, checkedOut: null },
};

function call(id: string, changes: Partial<DeskLiveCall>): DeskLiveCall {
  return {
    id,
    bookingId: MOCHI_IN_HOUSE.id,
    day: today,
    at: '14:00',
    note: null,
    state: 'asked',
    doneAt: null,
    chargedCents: null,
    cats: ['Mochi'],
    doneBy: null,
    requestedAt: `${today}T06:00:00.000Z`,
    ...changes,
  };
}

const AFTERNOON = call('0190d6a4-0000-7000-8000-0000000000f1', { note: 'By the window, please' });
const MORNING = call('0190d6a4-0000-7000-8000-0000000000f2', {
  at: '09:00',
  state: 'done',
  doneAt: new Date(`${today}T09:05:00+02:00`).toISOString(),
  chargedCents: 0,
  doneBy: 'Lerato Khumalo',
});
const CANCELLED = call('0190d6a4-0000-7000-8000-0000000000f3', { at: '11:00', state: 'cancelled' });
const TOMORROW = call('0190d6a4-0000-7000-8000-0000000000f4', { day: addDays(today, 1), at: '10:00' });

/**
 * Today with Mochi in the house and `calls`; a call marked done (alone or in a batch) answered by
 * `done`, and shown done on Today's next reading when the server took it.
 */
function callServer(calls: DeskLiveCall[], done: (call: Call) => { status: number; body: unknown } | 'no network' = made) {
  const kept = [...calls];
  return stubServer(TEST_STAFF, (request) => {
    if (request.path === '/api/staff/today') return { status: 200, body: { ...todayView({ arrivals: [MOCHI_IN_HOUSE] }), liveCalls: kept } };
    if (request.method === 'POST' && (request.path.startsWith('/api/staff/live-calls/') || request.path === '/api/staff/changes')) {
      const answer = done(request);
      if (answer !== 'no network' && answer.status < 300) {
        const id = request.path.split('/')[4]!;
        const index = kept.findIndex((one) => one.id === id);
        if (index >= 0)
          kept[index] = {
            ...kept[index]!,
            state: 'done',
            doneBy: 'Sipho Dlamini',
            doneAt: (request.body as { doneAt: string }).doneAt,
            chargedCents: 1_500,
          };
      }
      return answer;
    }
    return undefined;
  });
}

/** The server takes the call alone and answers it made, for R15. */
function made(request: Call) {
  const id = request.path.split('/')[4]!;
  return { status: 200, body: call(id, { state: 'done', doneBy: 'Sipho Dlamini', chargedCents: 1_500 }) };
}

async function openCalls() {
  await renderApp('/staff');
  const region = await screen.findByRole('region', { name: 'Live Update calls' });
  await waitFor(async () => expect((await deskOutbox.profile.toArray()).map((member) => member.id)).toEqual([TEST_STAFF.id]));
  return within(region);
}

const row = (name: string) => within(screen.getByRole('group', { name }));

beforeEach(emptyDesk);

afterEach(async () => {
  await closeDesk();
  vi.unstubAllGlobals();
});

describe('Live Update calls on the round', () => {
  it('shows the day’s calls by time: one to make with the owner to call and Done, one made with who and its price', async () => {
    callServer([MORNING, CANCELLED, AFTERNOON, TOMORROW]);
    const region = await openCalls();
    expect(region.getAllByRole('group').map((group) => group.getAttribute('aria-label'))).toEqual([
      'Live Update call for Mochi at 09:00',
      'Live Update call for Mochi at 14:00',
    ]);
    expect(region.getByText('1 to make').textContent).toBe('1 to make');
    const afternoon = row('Live Update call for Mochi at 14:00');
    expect(afternoon.getByText('With Thandi Mokoena').textContent).toBe('With Thandi Mokoena');
    expect(afternoon.getByText('“By the window, please”').textContent).toBe('“By the window, please”');
    expect(afternoon.getByRole('link', { name: 'Chat with Thandi Mokoena on WhatsApp' }).getAttribute('href')).toBe('https://wa.me/27825550142');
    expect(afternoon.getByRole('button', { name: 'Done' }).textContent).toBe('Done');
    const morning = row('Live Update call for Mochi at 09:00');
    expect(morning.getByText('Made').closest('p')?.textContent).toBe('Made · Lerato Khumalo, 09:05 · Free');
    expect(morning.queryByRole('button')).toBeNull();
  });

  it('shows nothing on a day with no calls to show', async () => {
    callServer([CANCELLED, TOMORROW]);
    await renderApp('/staff');
    await screen.findByRole('region', { name: 'The round' });
    expect(screen.queryByRole('region', { name: 'Live Update calls' })).toBeNull();
  });

  it('marks a call done through the desk’s outbox, and shows it made once the server has it', async () => {
    const calls = callServer([AFTERNOON]);
    const user = userEvent.setup();
    await openCalls();
    await user.click(row('Live Update call for Mochi at 14:00').getByRole('button', { name: 'Done' }));

    await waitFor(() => expect(deskCalls(calls).filter((request) => request.method === 'POST')).toHaveLength(1));
    const [sent] = deskCalls(calls).filter((request) => request.method === 'POST');
    expect(sent!.path).toBe(`/api/staff/live-calls/${AFTERNOON.id}/done`);
    expect(sent!.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse((sent!.body as { doneAt: string }).doneAt)).not.toBeNaN();
    await waitFor(async () => expect(await deskOutbox.outbox.count()).toBe(0));
    await waitFor(() =>
      expect(row('Live Update call for Mochi at 14:00').getByText('Made').closest('p')?.textContent).toMatch(
        /^Made · Sipho Dlamini, \d\d:\d\d · R15$/,
      ),
    );
    expect(row('Live Update call for Mochi at 14:00').queryByText('Waiting for signal')).toBeNull();
  });

  it('with no signal, shows the call made and waiting for signal, kept in the desk’s outbox', async () => {
    const calls = callServer([AFTERNOON], () => 'no network');
    const user = userEvent.setup();
    const region = await openCalls();
    await user.click(row('Live Update call for Mochi at 14:00').getByRole('button', { name: 'Done' }));

    await waitFor(() => expect(row('Live Update call for Mochi at 14:00').getByText('Waiting for signal').textContent).toBe('Waiting for signal'));
    expect(row('Live Update call for Mochi at 14:00').getByText('Made').closest('p')?.textContent).toBe('MadeWaiting for signal');
    expect(row('Live Update call for Mochi at 14:00').queryByRole('button', { name: 'Done' })).toBeNull();
    expect(region.queryByText(/to make$/)).toBeNull();
    await waitFor(() => expect(deskCalls(calls).filter((request) => request.method === 'POST')).not.toEqual([]));
    expect((await deskOutbox.outbox.toArray()).map((entry) => [entry.change, entry.subject.id, entry.state, entry.summary])).toEqual([
      ['liveCallDone', AFTERNOON.id, 'waiting', 'Live Update call for Mochi at 14:00: made'],
    ]);
  });
});
