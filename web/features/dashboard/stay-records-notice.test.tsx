import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { VaccinationJson } from '../../../domain/contracts/cat.ts';
import { addDays, todayAtHotel } from '../../../domain/dates.ts';
import { hotelData, type LocalBooking, saveVaccination } from '../../db.ts';
import { stubOwner, TEST_OWNER } from '../../test/owner.ts';
import { CONFIRMED_STAY, emptyOwnerData, MOCHI, PENDING_STAY, seedOwnerData } from '../../test/owner-data.ts';
import { renderApp } from '../../test/render.tsx';
import { stayDates } from './stay-form.tsx';

// No network in these tests: the notice reads only the phone's copy, as it would offline.
vi.mock('../../../sync/engine.ts', () => ({
  startSync: vi.fn(() => ({
    syncNow: vi.fn(),
    resume: vi.fn(),
    retry: vi.fn(),
    discard: vi.fn(),
    stop: vi.fn(),
    sendNow: vi.fn(async () => ({ kind: 'waiting' })),
  })),
}));

const TITLE = 'Before the stay: vaccination records';
const NO_RABIES = 'Mochi has no rabies vaccination on record';
const BRING_PAPERS = 'Bring the vaccination book and the spay or neuter proof at check-in.';

const today = todayAtHotel();
const checkIn = addDays(today, 10);

/** A booster from the cat's book, given `givenDaysAgo` days ago and valid for a year. */
function vaccination(vaccine: VaccinationJson['vaccine'], givenDaysAgo: number, id: string): VaccinationJson {
  const givenOn = addDays(today, -givenDaysAgo);
  return {
    id,
    vaccine,
    otherName: null,
    givenOn,
    validUntil: addDays(givenOn, 365),
    vet: 'Blouberg Vet',
    proof: null,
    checkedBy: null,
    checkedAt: null,
  };
}

/** Mochi with her FVRCP booster and her spay proof checked at the desk, but no rabies on record. */
const MOCHI_WITHOUT_RABIES = {
  ...MOCHI,
  vaccinations: [vaccination('fvrcp', 60, '0190d6a4-0000-7000-8000-0000000000f1')],
  spayNeuter: { proof: null, checkedBy: 'the hotel', checkedAt: '2026-01-06T08:00:00.000Z' },
};

/** A pending stay ten days ahead, a week long: a vaccination given this week is too recent for it. */
const COMING: LocalBooking = { ...PENDING_STAY, checkInDate: checkIn, checkOutDate: addDays(checkIn, 7) };

function stay(id: string, status: LocalBooking['status'], from: string): LocalBooking {
  return { ...CONFIRMED_STAY, id, status, checkInDate: from, checkOutDate: addDays(from, 7) };
}

beforeEach(async () => {
  await emptyOwnerData();
  stubOwner(TEST_OWNER);
});

async function openReservations() {
  await renderApp('/dashboard');
  await screen.findByRole('heading', { level: 1, name: 'Welcome, Thandi' });
}

/** The booking's card in My Reservations, once its cats are read. */
async function card(booking: LocalBooking) {
  const heading = await screen.findByRole('heading', { name: stayDates(booking) });
  await screen.findAllByText(/Mochi/);
  return within(heading.closest('li')!);
}

describe('the vaccination records a coming stay still needs', () => {
  it('names what is missing on the booking, and updates as the owner adds a vaccination, too recent and then in time', async () => {
    await seedOwnerData({ cats: [MOCHI_WITHOUT_RABIES], bookings: [COMING] });
    await openReservations();
    const coming = await card(COMING);
    expect(coming.getByText(TITLE).textContent).toBe(TITLE);
    expect(coming.getByRole('list', { name: 'What the records still need' }).textContent).toBe(NO_RABIES);

    // A booster given two days ago is on record but will not yet protect her on arrival.
    const booster = { vaccine: 'rabies', givenOn: addDays(today, -2), validUntil: addDays(today, 360), vet: 'Blouberg Vet' } as const;
    const saved = await saveVaccination(MOCHI.id, booster);
    const tooRecent = await coming.findByText(/^Mochi's rabies vaccination was given on .+, less than 14 days before her check-in on .+$/);
    expect(coming.queryByText(NO_RABIES)).toBeNull();
    expect(tooRecent.textContent).toContain('less than 14 days');

    // The book said otherwise: it was given a month ago, and lasts through her check-out.
    const vaccinationId = saved.vaccinations.find((record) => record.vaccine === 'rabies')!.id;
    await saveVaccination(MOCHI.id, { ...booster, givenOn: addDays(today, -30) }, { vaccinationId });
    await waitFor(() => expect(coming.queryByText(TITLE)).toBeNull());
    expect(coming.queryByRole('list', { name: 'What the records still need' })).toBeNull();
  });

  it('says nothing on a stay that is cancelled, under way or past, nor on one whose records are in order', async () => {
    const cancelled = stay('0190d6a4-0000-7000-8000-0000000000b3', 'cancelled', addDays(today, 40));
    const underWay = stay('0190d6a4-0000-7000-8000-0000000000b4', 'checked_in', addDays(today, -2));
    const past = stay('0190d6a4-0000-7000-8000-0000000000b5', 'confirmed', addDays(today, -30));
    const confirmed = stay('0190d6a4-0000-7000-8000-0000000000b6', 'confirmed', addDays(today, 60));
    await seedOwnerData({ cats: [MOCHI_WITHOUT_RABIES], bookings: [COMING, cancelled, underWay, past, confirmed] });
    await openReservations();
    expect((await card(COMING)).getByText(NO_RABIES).textContent).toBe(NO_RABIES);
    expect((await card(confirmed)).getByText(NO_RABIES).textContent).toBe(NO_RABIES);
    for (const quiet of [cancelled, underWay, past]) {
      expect((await card(quiet)).queryByText(TITLE)).toBeNull();
    }

    await hotelData.cats.update(MOCHI.id, {
      vaccinations: [...MOCHI_WITHOUT_RABIES.vaccinations, vaccination('rabies', 30, '0190d6a4-0000-7000-8000-0000000000f2')],
    });
    await waitFor(() => expect(screen.queryByText(TITLE)).toBeNull());
    // A list of stays keeps quiet about records in order.
    expect(screen.queryByText(/records in order/)).toBeNull();
  });

  it('takes the owner from the booking to My Cats', async () => {
    await seedOwnerData({ cats: [MOCHI_WITHOUT_RABIES], bookings: [COMING] });
    await openReservations();
    await userEvent.click((await card(COMING)).getByRole('button', { name: 'Add them in My Cats' }));
    expect(screen.getByRole('tab', { name: 'My Cats', selected: true }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByText(TITLE)).toBeNull();
  });
});

describe('the vaccination records on a stay’s page', () => {
  async function openStay(booking: LocalBooking) {
    const page = await renderApp(`/stays/${booking.id}`);
    await screen.findByRole('heading', { level: 1, name: stayDates(booking) });
    return page;
  }

  it('lists what is missing with the papers to bring, and opens My Cats', async () => {
    await seedOwnerData({ cats: [MOCHI_WITHOUT_RABIES], bookings: [COMING] });
    const page = await openStay(COMING);
    const needs = await screen.findByRole('list', { name: 'What the records still need' });
    expect(needs.textContent).toBe(NO_RABIES);
    expect(screen.getByText(BRING_PAPERS).textContent).toBe(BRING_PAPERS);

    await userEvent.click(screen.getByRole('button', { name: 'Add them in My Cats' }));
    expect((await screen.findByRole('tab', { name: 'My Cats', selected: true })).getAttribute('aria-selected')).toBe('true');
    expect(page.router.state.location.href).toBe('/dashboard?tab=cats');
  });

  it('says quietly that the records are in order, with the papers to bring', async () => {
    const inOrder = {
      ...MOCHI_WITHOUT_RABIES,
      vaccinations: [...MOCHI_WITHOUT_RABIES.vaccinations, vaccination('rabies', 30, '0190d6a4-0000-7000-8000-0000000000f2')],
    };
    await seedOwnerData({ cats: [inOrder], bookings: [COMING] });
    await openStay(COMING);
    const line = `Vaccination records in order for this stay. ${BRING_PAPERS}`;
    expect((await screen.findByText(line)).textContent).toBe(line);
    expect(screen.queryByText(TITLE)).toBeNull();
  });

  it('does not call in order the records of a cat this phone does not have', async () => {
    await seedOwnerData({ cats: [], bookings: [COMING] });
    await openStay(COMING);
    await within(await screen.findByRole('region', { name: 'Your Stay' })).findByText('A cat no longer in your profile');
    expect(screen.queryByText(/records in order/)).toBeNull();
  });

  it('says nothing of records on a cancelled stay', async () => {
    const cancelled = { ...COMING, status: 'cancelled' as const };
    await seedOwnerData({ cats: [MOCHI_WITHOUT_RABIES], bookings: [cancelled] });
    await openStay(cancelled);
    // Her records are read by now: the page names her.
    await within(await screen.findByRole('region', { name: 'Your Stay' })).findByText('Mochi');
    expect(screen.queryByText(TITLE)).toBeNull();
    expect(screen.queryByText(/Bring the vaccination book/)).toBeNull();
  });
});
