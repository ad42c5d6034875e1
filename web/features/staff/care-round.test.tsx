// The round (issue 33): each cat in the house with what its plan asks for today, a tap per
// outcome that shows at once and waits for the signal, and the care log on a booking's page.
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CareLogEntry, StayCareItem } from '../../../domain/care-log.ts';
import type { DeskStay } from '../../../domain/contracts/desk-stays.ts';
import { addDays, longDay, todayAtHotel } from '../../../domain/dates.ts';
import { renderApp } from '../../test/render.tsx';
import {
  type Call,
  deskCalls,
  detailOf,
  goOffline,
  MOCHI_ARRIVING,
  noNetwork,
  stubServer,
  TEST_STAFF,
  todayView,
  closeDesk,
  emptyDesk,
} from './desk.test-support.ts';
import { deskOutbox, OUTBOX_HELD, stopDeskSync } from './desk-outbox.ts';

// Read on the real clock, before any test sets its own: the desk's fixtures are of this day too.
const today = todayAtHotel();
const yesterday = addDays(today, -1);
const MOCHI = MOCHI_ARRIVING.cats[0]!;

/** An instant on the hotel's clock (Africa/Johannesburg, UTC+2) today. */
function atHotel(time: string, day = today): string {
  return new Date(`${day}T${time}:00+02:00`).toISOString();
}

/** The phone's clock at `time` today, hotel time; only Date is faked, so timers, Dexie and the engine run as usual. */
function clockAt(time: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(atHotel(time)));
}

const confirmed = { confirmedBy: 'Sipho Dlamini', confirmedAt: `${today}T07:00:00+02:00` };

const TABLET: StayCareItem = {
  id: '0190d6a4-0000-7000-8000-0000000000d1',
  catId: MOCHI.id,
  kind: 'medication',
  name: 'Thyroid tablet',
  amount: 'Half a tablet',
  times: ['08:00'],
  withFood: true,
  until: null,
  notes: null,
  ...confirmed,
};

const BISCUITS: StayCareItem = {
  id: '0190d6a4-0000-7000-8000-0000000000d2',
  catId: MOCHI.id,
  kind: 'feeding',
  name: 'Renal biscuits',
  amount: '30 g',
  times: ['08:00', '17:00'],
  withFood: null,
  until: null,
  notes: null,
  ...confirmed,
};

/** Mochi, checked in at 07:00 this morning, with a tablet at 08:00 and her biscuits at 08:00 and 17:00. */
const MOCHI_IN_HOUSE: DeskStay = {
  ...MOCHI_ARRIVING,
  status: 'checked_in',
  paymentStatus: 'paid',
  balanceAmount: '0.00',
  owedAmount: '0.00',
  actions: ['check-out'],
  carePlan: [TABLET, BISCUITS],
  inHouse: { checkedIn: { date: today, time: '07:00' }, checkedOut: null },
};

function entry(id: string, changes: Partial<CareLogEntry>): CareLogEntry {
  return {
    id,
    bookingId: MOCHI_IN_HOUSE.id,
    catId: MOCHI.id,
    careItemId: TABLET.id,
    day: today,
    slot: '08:00',
    kind: 'medication',
    outcome: 'given',
    note: null,
    loggedBy: 'Sipho Dlamini',
    loggedAt: atHotel('08:02'),
    ...changes,
  };
}

/** What the stand-in server answers a tap: a status and body, no answer at all, or nothing to say (404). */
type TapAnswer = { status: number; body: unknown } | 'no network' | undefined;

/**
 * The server for the round: Today with Mochi in the house and `careLog`, and each tap POSTed to
 * /api/staff/care-log (alone) or /api/staff/changes (a batch) answered by `tap`; a tap it takes
 * joins the care log Today answers next, as the server's does.
 */
function roundServer(careLog: CareLogEntry[] = [], tap: (call: Call) => TapAnswer = accept) {
  const log = [...careLog];
  return stubServer(TEST_STAFF, (call) => {
    if (call.path === '/api/staff/today') return { status: 200, body: { ...todayView({ arrivals: [MOCHI_IN_HOUSE] }), careLog: log } };
    if (call.method === 'POST' && (call.path === '/api/staff/care-log' || call.path === '/api/staff/changes')) {
      const answer = tap(call);
      if (answer !== 'no network' && answer !== undefined && answer.status < 300 && call.path === '/api/staff/care-log') {
        log.push(answer.body as CareLogEntry);
      }
      return answer;
    }
    return undefined;
  });
}

/** The server takes a tap alone and answers the entry, named for the member. */
function accept(call: Call): TapAnswer {
  return call.path === '/api/staff/care-log' ? { status: 201, body: { ...(call.body as CareLogEntry), loggedBy: 'Sipho Dlamini' } } : undefined;
}

async function openRound() {
  await renderApp('/staff');
  const round = await screen.findByRole('region', { name: 'The round' });
  // The desk's outbox is the member's once the screen has opened it: a tap before would be refused.
  await waitFor(async () => expect((await deskOutbox.profile.toArray()).map((member) => member.id)).toEqual([TEST_STAFF.id]));
  return within(round);
}

function slot(name: string) {
  return within(screen.getByRole('group', { name: `Mochi: ${name}` }));
}

/** The state badge of a slot, if any: 'Due now', 'Overdue' or 'Given twice…'. */
function badgeOf(name: string): string | null {
  const badges = slot(name).queryAllByText(/^(Due now|Overdue|Given twice: check before giving more)$/);
  expect(badges.length).toBeLessThanOrEqual(1);
  return badges[0]?.textContent ?? null;
}

beforeEach(emptyDesk);

afterEach(async () => {
  await closeDesk();
  vi.useRealTimers();
});

describe('The round on Today', () => {
  it('at 09:30 shows the tablet and the breakfast overdue, counted at the top, and the dinner with no state', async () => {
    clockAt('09:30');
    roundServer();
    const round = await openRound();

    expect(round.getByRole('heading', { level: 3, name: 'Mochi' }).textContent).toBe('Mochi');
    expect(round.getByText(/to see to$/).textContent).toBe('2 to see to');
    expect(badgeOf('Thyroid tablet at 08:00')).toBe('Overdue');
    expect(badgeOf('Renal biscuits at 08:00')).toBe('Overdue');
    expect(badgeOf('Renal biscuits at 17:00')).toBeNull();
    expect(slot('Thyroid tablet at 08:00').getByText('08:00 · Thyroid tablet').textContent).toBe('08:00 · Thyroid tablet');
    expect(slot('Thyroid tablet at 08:00').getByText(/^Medicine:/).textContent).toBe('Medicine: Half a tablet at 08:00, with food');
    expect(slot('Renal biscuits at 17:00').getByText(/^Meal:/).textContent).toBe('Meal: 30 g at 17:00');
    // The slots in the order of the clock (at the same time, by kind: the meal, then the medicine).
    expect(round.getAllByRole('group').map((group) => group.getAttribute('aria-label'))).toEqual([
      'Mochi: Renal biscuits at 08:00',
      'Mochi: Thyroid tablet at 08:00',
      'Mochi: Renal biscuits at 17:00',
    ]);
    expect(
      slot('Thyroid tablet at 08:00')
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Given', 'Refused']);
    expect(
      slot('Renal biscuits at 17:00')
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Ate all', 'Ate half', 'Ate none']);
  });

  it('at 08:30 shows both slots of 08:00 due now, and nothing to see to yet', async () => {
    clockAt('08:30');
    roundServer();
    const round = await openRound();

    expect(badgeOf('Thyroid tablet at 08:00')).toBe('Due now');
    expect(badgeOf('Renal biscuits at 08:00')).toBe('Due now');
    expect(badgeOf('Renal biscuits at 17:00')).toBeNull();
    expect(round.queryByText(/to see to$/)).toBeNull();
  });

  it('shows a dose as given at once, with who and when, and sends it to the server', async () => {
    clockAt('09:30');
    const calls = roundServer();
    const user = userEvent.setup();
    const round = await openRound();

    await user.click(slot('Thyroid tablet at 08:00').getByRole('button', { name: 'Given' }));

    await waitFor(() => expect(slot('Thyroid tablet at 08:00').getByText('Given').closest('p')?.textContent).toBe('Given · Sipho Dlamini, 09:30'));
    expect(slot('Thyroid tablet at 08:00').queryAllByRole('button')).toEqual([]);
    expect(badgeOf('Thyroid tablet at 08:00')).toBeNull();
    expect(round.getByText(/to see to$/).textContent).toBe('1 to see to');

    const sent = deskCalls(calls).filter((call) => call.method === 'POST');
    expect(sent.map((call) => call.path)).toEqual(['/api/staff/care-log']);
    expect(sent[0]!.body).toMatchObject({
      bookingId: MOCHI_IN_HOUSE.id,
      catId: MOCHI.id,
      careItemId: TABLET.id,
      day: today,
      slot: '08:00',
      kind: 'medication',
      outcome: 'given',
      loggedAt: atHotel('09:30'),
    });
    // Once the server has it, nothing waits.
    await waitFor(async () => expect(await deskOutbox.outbox.count()).toBe(0));
    expect(slot('Thyroid tablet at 08:00').queryByText('Waiting for signal')).toBeNull();
    await waitFor(() => expect(screen.queryByText(/waiting to sync|not saved/)).toBeNull());
  });

  it('with no signal, shows the tap waiting for it, and counts it under the tabs', async () => {
    clockAt('09:30');
    const calls = roundServer([], () => 'no network');
    const user = userEvent.setup();
    await openRound();

    await user.click(slot('Thyroid tablet at 08:00').getByRole('button', { name: 'Given' }));

    await waitFor(() =>
      expect(slot('Thyroid tablet at 08:00').getByText('Given').closest('p')?.textContent).toBe('Given · Sipho Dlamini, 09:30Waiting for signal'),
    );
    expect(slot('Thyroid tablet at 08:00').getByText('Waiting for signal').textContent).toBe('Waiting for signal');
    expect(slot('Thyroid tablet at 08:00').queryAllByRole('button')).toEqual([]);
    // It was tried, and waits. The status says "Sending…" while the engine tries and "Kept on this
    // phone" between tries, so it is read inside waitFor, at one moment, not found then read later
    // (a clean clone's run once read the line as it changed to "Sending…" between the two).
    await waitFor(() => expect(deskCalls(calls).filter((call) => call.method === 'POST')).not.toEqual([]));
    await waitFor(() => expect(screen.getByText('1 change waiting to sync').textContent).toBe('1 change waiting to sync'));
    await waitFor(() =>
      expect(screen.getByText('Kept on this phone; sent as soon as there is a signal.').textContent).toBe(
        'Kept on this phone; sent as soon as there is a signal.',
      ),
    );
    expect((await deskOutbox.outbox.toArray()).map((change) => change.state)).toEqual(['waiting']);
  });

  it('logs litter, mood and a note in a tap each, the last of each saying how it was', async () => {
    clockAt('09:30');
    const calls = roundServer();
    const user = userEvent.setup();
    const round = await openRound();
    const card = within(round.getByRole('article', { name: 'Mochi’s round' }));

    await user.click(card.getByRole('button', { name: 'Loose' }));
    await waitFor(() => expect(card.getByText('Loose', { selector: 'span' }).closest('p')?.textContent).toBe('Loose · Sipho Dlamini, 09:30'));
    await user.click(card.getByRole('button', { name: 'Content' }));
    await waitFor(() => expect(card.getByText('Content', { selector: 'span' }).closest('p')?.textContent).toBe('Content · Sipho Dlamini, 09:30'));

    const addNote = card.getByRole('button', { name: 'Add note' });
    expect(addNote.hasAttribute('disabled')).toBe(true);
    await user.type(card.getByLabelText('Note'), 'Played with the feather toy');
    await user.click(addNote);
    await waitFor(() =>
      expect(card.getByText('Note', { selector: 'p > span' }).closest('p')?.textContent).toBe(
        'Note: Played with the feather toy · Sipho Dlamini, 09:30',
      ),
    );
    expect((card.getByLabelText('Note') as HTMLTextAreaElement).value).toBe('');

    await waitFor(() =>
      expect(
        deskCalls(calls)
          .filter((call) => call.method === 'POST')
          .map((call) => {
            const { kind, outcome, note, careItemId, slot: time } = call.body as CareLogEntry;
            return { kind, outcome, note, careItemId, slot: time };
          }),
      ).toEqual([
        { kind: 'litter', outcome: 'loose', note: null, careItemId: null, slot: null },
        { kind: 'mood', outcome: 'content', note: null, careItemId: null, slot: null },
        { kind: 'note', outcome: null, note: 'Played with the feather toy', careItemId: null, slot: null },
      ]),
    );
  });

  it('shows a dose two phones both logged as given, with both names, in red for everyone', async () => {
    clockAt('09:30');
    roundServer([
      entry('0190d6a4-0000-7000-8000-0000000000e1', { loggedBy: 'Sipho Dlamini', loggedAt: atHotel('08:02') }),
      entry('0190d6a4-0000-7000-8000-0000000000e2', { loggedBy: 'Lerato Khumalo', loggedAt: atHotel('08:05') }),
    ]);
    const round = await openRound();

    expect(badgeOf('Thyroid tablet at 08:00')).toBe('Given twice: check before giving more');
    expect(
      slot('Thyroid tablet at 08:00')
        .getAllByText('Given')
        .map((word) => word.closest('p')?.textContent),
    ).toEqual(['Given · Sipho Dlamini, 08:02', 'Given · Lerato Khumalo, 08:05']);
    expect(slot('Thyroid tablet at 08:00').queryAllByRole('button')).toEqual([]);
    // The doubled dose and the overdue breakfast.
    expect(round.getByText(/to see to$/).textContent).toBe('2 to see to');
  });

  it('says a tap the server refused under the tabs, with its reason, to send again or drop', async () => {
    clockAt('09:30');
    const message = 'This day is not a day of the stay in the house';
    const calls = roundServer([], () => ({ status: 400, body: { message, field: 'day' } }));
    const user = userEvent.setup();
    await openRound();

    await user.click(slot('Thyroid tablet at 08:00').getByRole('button', { name: 'Given' }));

    const refused = await screen.findByText(/^Not saved: Mochi/);
    expect(refused.textContent).toBe(`Not saved: Mochi: Thyroid tablet at 08:00: Given. ${message}`);
    expect(screen.getByText('1 change not saved').textContent).toBe('1 change not saved');
    const change = within(refused.closest('li')!);
    expect(change.getAllByRole('button').map((button) => button.textContent)).toEqual(['Send again', 'Drop it']);
    // The server does not have it, so the slot asks again.
    await waitFor(() =>
      expect(
        slot('Thyroid tablet at 08:00')
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['Given', 'Refused']),
    );
    expect(badgeOf('Thyroid tablet at 08:00')).toBe('Overdue');

    await user.click(change.getByRole('button', { name: 'Drop it' }));
    await waitFor(() => expect(screen.queryByText(/^Not saved:/)).toBeNull());
    expect(screen.queryByText('1 change not saved')).toBeNull();
    expect(await deskOutbox.outbox.count()).toBe(0);
    expect(deskCalls(calls).filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('sends a refused tap again under a new key when asked', async () => {
    clockAt('09:30');
    let refuse = true;
    const calls = roundServer([], (call) => (refuse ? { status: 400, body: { message: 'The server was not ready', field: 'day' } } : accept(call)));
    const user = userEvent.setup();
    await openRound();

    await user.click(slot('Thyroid tablet at 08:00').getByRole('button', { name: 'Given' }));
    const refused = await screen.findByText(/^Not saved: Mochi/);
    refuse = false;
    await user.click(within(refused.closest('li')!).getByRole('button', { name: 'Send again' }));

    await waitFor(() => expect(slot('Thyroid tablet at 08:00').getByText('Given').closest('p')?.textContent).toBe('Given · Sipho Dlamini, 09:30'));
    await waitFor(() => expect(screen.queryByText(/^Not saved:/)).toBeNull());
    const sent = deskCalls(calls).filter((call) => call.method === 'POST');
    // Shown as given only once the server took it: by then it had been sent twice.
    expect(sent).toHaveLength(2);
    expect(sent[1]!.headers.get('Idempotency-Key')).not.toBe(sent[0]!.headers.get('Idempotency-Key'));
    expect((sent[1]!.body as CareLogEntry).id).toBe((sent[0]!.body as CareLogEntry).id);
  });
});

describe('The round as the day goes on', () => {
  it('turns a dose due now red an hour after its time on an open page, with no signal and no reload', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date(atHotel('08:59')));
    roundServer();
    const round = await openRound();
    expect(badgeOf('Thyroid tablet at 08:00')).toBe('Due now');
    expect(round.queryByText(/to see to$/)).toBeNull();

    goOffline();
    // The phone's clock ticks every half minute.
    await act(async () => void vi.advanceTimersByTime(60_000));

    expect(badgeOf('Thyroid tablet at 08:00')).toBe('Overdue');
    expect(badgeOf('Renal biscuits at 08:00')).toBe('Overdue');
    expect(round.getByText(/to see to$/).textContent).toBe('2 to see to');
  });

  it('leaves out the times of the plan before the cat came in', async () => {
    clockAt('13:00');
    const lateArrival = { ...MOCHI_IN_HOUSE, inHouse: { checkedIn: { date: today, time: '12:00' }, checkedOut: null } };
    stubServer(TEST_STAFF, (call) => (call.path === '/api/staff/today' ? { status: 200, body: todayView({ arrivals: [lateArrival] }) } : undefined));
    const round = await openRound();
    expect(round.getAllByRole('group').map((group) => group.getAttribute('aria-label'))).toEqual(['Mochi: Renal biscuits at 17:00']);
    expect(round.queryByText(/to see to$/)).toBeNull();
  });

  it('shows no round for a stay that has not come in or has left', async () => {
    clockAt('13:00');
    const left = { ...MOCHI_IN_HOUSE, inHouse: { checkedIn: { date: yesterday, time: '07:00' }, checkedOut: { date: today, time: '10:00' } } };
    stubServer(TEST_STAFF, (call) =>
      call.path === '/api/staff/today' ? { status: 200, body: todayView({ arrivals: [MOCHI_ARRIVING], staying: [left] }) } : undefined,
    );
    const round = await openRound();
    expect(round.getByText(/^No cats in the house/).textContent).toBe('No cats in the house: the round starts at the first check-in.');
    expect(round.queryAllByRole('group')).toEqual([]);
  });
});

describe('The round with no signal', () => {
  it('opens from this phone’s copy, keeps a tap, and sends it when the signal comes back', async () => {
    clockAt('09:30');
    roundServer();
    await openRound();
    cleanup();

    const offline = stubServer(TEST_STAFF, noNetwork);
    goOffline();
    const user = userEvent.setup();
    await renderApp('/staff');
    expect((await screen.findByText('Offline: as of 14:05')).textContent).toBe('Offline: as of 14:05');
    await user.click(slot('Thyroid tablet at 08:00').getByRole('button', { name: 'Given' }));

    await waitFor(() =>
      expect(slot('Thyroid tablet at 08:00').getByText('Given').closest('p')?.textContent).toBe('Given · Sipho Dlamini, 09:30Waiting for signal'),
    );
    expect((await screen.findByText('1 change waiting to sync')).textContent).toBe('1 change waiting to sync');
    expect(offline.filter((call) => call.path === '/api/staff/care-log' && call.method === 'POST').length).toBeLessThanOrEqual(1);

    const online = roundServer();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    await act(async () => void window.dispatchEvent(new Event('online')));

    await waitFor(() => expect(screen.queryByText('1 change waiting to sync')).toBeNull());
    expect(slot('Thyroid tablet at 08:00').getByText('Given').closest('p')?.textContent).toBe('Given · Sipho Dlamini, 09:30');
    expect(
      deskCalls(online)
        .filter((call) => call.method === 'POST')
        .map((call) => call.path),
    ).toEqual(['/api/staff/care-log']);
  });

  it('keeps a member’s unsent tap for them when another member signs in on the phone', async () => {
    clockAt('09:30');
    roundServer([], () => 'no network');
    const user = userEvent.setup();
    await openRound();
    await user.click(slot('Thyroid tablet at 08:00').getByRole('button', { name: 'Given' }));
    expect((await screen.findByText('1 change waiting to sync')).textContent).toBe('1 change waiting to sync');
    cleanup();
    await stopDeskSync();

    const lerato = {
      ...TEST_STAFF,
      id: '0190d6a4-0000-7000-8000-0000000000a2',
      email: 'lerato@sunningdale.test',
      firstName: 'Lerato',
      lastName: 'Khumalo',
    };
    const calls = stubServer(lerato, (call) =>
      call.path === '/api/staff/today' ? { status: 200, body: todayView({ arrivals: [MOCHI_IN_HOUSE] }) } : undefined,
    );
    await renderApp('/staff');
    await screen.findByRole('region', { name: 'The round' });

    expect((await screen.findByText(/round has not reached the server$/)).textContent).toBe('Sipho Dlamini’s round has not reached the server');
    // Sipho's dose shows, waiting, so no one gives it again.
    await waitFor(() =>
      expect(slot('Thyroid tablet at 08:00').getByText('Given').closest('p')?.textContent).toBe('Given · Sipho Dlamini, 09:30Waiting for signal'),
    );
    await user.click(slot('Renal biscuits at 08:00').getByRole('button', { name: 'Ate all' }));
    expect((await screen.findByText(OUTBOX_HELD)).textContent).toBe(OUTBOX_HELD);
    expect(
      slot('Renal biscuits at 08:00')
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Ate all', 'Ate half', 'Ate none']);
    // Nothing is sent under Lerato's session.
    expect(deskCalls(calls).filter((call) => call.method === 'POST')).toEqual([]);
    expect((await deskOutbox.profile.toArray()).map((member) => member.id)).toEqual([TEST_STAFF.id]);
  });
});

describe('The care log on a booking’s page', () => {
  it('shows each day of the stay, newest first, with who gave what and what was missed', async () => {
    clockAt('09:30');
    const booking = {
      ...detailOf(MOCHI_IN_HOUSE, {
        checkInDate: yesterday,
        inHouse: { checkedIn: { date: yesterday, time: '07:00' }, checkedOut: null },
      }),
      careLog: [
        entry('0190d6a4-0000-7000-8000-0000000000e3', { loggedBy: 'Lerato Khumalo', loggedAt: atHotel('08:04') }),
        entry('0190d6a4-0000-7000-8000-0000000000e4', {
          careItemId: null,
          slot: null,
          kind: 'note',
          outcome: null,
          note: 'Played with the feather toy',
          loggedAt: atHotel('08:10'),
        }),
      ],
    };
    stubServer(TEST_STAFF, (call) => (call.path === `/api/staff/bookings/${booking.id}` ? { status: 200, body: booking } : undefined));
    await renderApp(`/staff/bookings/${booking.id}`);

    const log = within(await screen.findByRole('region', { name: 'Care log' }));
    expect(log.getByRole('heading', { level: 2 }).textContent).toBe('Care log');
    expect(log.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([longDay(today), longDay(yesterday)]);

    const before = within(log.getByRole('region', { name: longDay(yesterday) }));
    for (const line of ['08:00 · Thyroid tablet', '08:00 · Renal biscuits', '17:00 · Renal biscuits']) {
      expect(before.getByText(line, { exact: false }).textContent).toBe(`${line}Missed`);
    }
    expect(before.queryByText('Overdue')).toBeNull();

    const now = within(log.getByRole('region', { name: longDay(today) }));
    expect(now.getByText('08:00 · Thyroid tablet').textContent).toBe('08:00 · Thyroid tablet');
    expect(now.getByText('Given').closest('p')?.textContent).toBe('Given · Lerato Khumalo, 08:04');
    expect(now.getByText('08:00 · Renal biscuits', { exact: false }).textContent).toBe('08:00 · Renal biscuits' + 'Overdue');
    expect(now.getByText('17:00 · Renal biscuits').textContent).toBe('17:00 · Renal biscuits');
    expect(now.getByText('Note').closest('p')?.textContent).toBe('Note: Played with the feather toy · Sipho Dlamini, 08:10');
    expect(now.queryByText('Missed')).toBeNull();
  });

  it('shows no care log before check-in', async () => {
    const booking = detailOf(MOCHI_ARRIVING);
    stubServer(TEST_STAFF, (call) => (call.path === `/api/staff/bookings/${booking.id}` ? { status: 200, body: booking } : undefined));
    await renderApp(`/staff/bookings/${booking.id}`);
    await screen.findByText(/^Booked /);
    expect(screen.queryByRole('region', { name: 'Care log' })).toBeNull();
  });
});
