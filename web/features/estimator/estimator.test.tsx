import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stayNights } from '../../../domain/dates.ts';
import type { NightAvailability } from '../../../domain/night-availability.ts';
import { forgetHotelNights } from '../../components/hotel-nights.ts';
import { renderWithRouter } from '../../test/render.tsx';
import { Estimator } from './estimator.tsx';
import type * as SaveDraft from './save-draft.ts';

const goTo = vi.hoisted(() => vi.fn());
vi.mock('./save-draft.ts', async (importOriginal) => ({ ...(await importOriginal<typeof SaveDraft>()), goTo }));

const TODAY = '2026-06-10';

/**
 * The hotel as the server answers it: every night 5 places free but the ones told, for the nights of
 * any range (the night picker) and for a stay's check (the confirm step).
 */
type NightChanges = Record<string, Partial<NightAvailability>>;

function answerHotel(changes: NightChanges = {}, changesBeforeTheCheck: NightChanges = changes) {
  const nightsOf = (from: string, to: string, told = changes) =>
    stayNights(from, to).map((date) => ({ date, free: 5, held: 0, closed: null, ...told[date] }));
  const fetchMock = vi.fn(async (address: string) => {
    const url = new URL(address, 'http://hotel.test');
    const query = (name: string) => url.searchParams.get(name) ?? '';
    if (url.pathname === '/api/availability/nights') {
      return Response.json({ from: query('from'), to: query('to'), capacity: 5, nights: nightsOf(query('from'), query('to')) });
    }
    const nights = nightsOf(query('checkIn'), query('checkOut'), changesBeforeTheCheck);
    const available = nights.every((night) => night.closed === null && night.free >= Number(query('cats')));
    return Response.json({ available, nights });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function renderEstimator() {
  const user = userEvent.setup();
  await renderWithRouter(<Estimator today={TODAY} />);
  return user;
}

const day = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });
const figure = (label: string) => screen.getByText(label, { selector: 'dt, dt *' }).closest('div')?.querySelector('dd')?.textContent;

beforeEach(() => {
  window.sessionStorage.clear();
  forgetHotelNights();
  answerHotel();
});

afterEach(() => {
  goTo.mockReset();
});

describe('the estimator', () => {
  it('goes from dates to confirm to services to /register, with the draft saved', async () => {
    const fetchMock = answerHotel();
    const user = await renderEstimator();
    expect(screen.getByRole('heading', { name: 'Choose your dates' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'These Dates Are Perfect' })).toBeNull();

    await user.click(day('Friday, 12 June 2026'));
    expect(figure('Check-in')).toBe('12 Jun 2026');
    expect(figure('Check-out')).toBe('—');
    await user.click(day('Monday, 22 June 2026'));
    await user.selectOptions(screen.getByLabelText('Number of cats'), '2');
    expect(figure('Duration')).toBe('10 nights');
    expect(figure('Stay type')).toBe('Extended Stay');
    expect(figure('Rate per night')).toBe('R200 per cat');
    expect(screen.getByTestId('estimated-total').textContent).toContain('R4 000');

    await user.click(screen.getByRole('button', { name: 'These Dates Are Perfect' }));
    const confirmHeading = await screen.findByRole('heading', { name: 'Great News! We Have Availability' });
    expect(document.activeElement).toBe(confirmHeading);
    expect(fetchMock).toHaveBeenCalledWith('/api/availability?checkIn=2026-06-12&checkOut=2026-06-22&cats=2', expect.anything());
    expect((screen.getByRole('button', { name: 'Continue Without Services' }) as HTMLButtonElement).disabled).toBe(false);

    await user.click(screen.getByRole('button', { name: 'View Additional Services' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Additional Services' }));
    const care = screen.getByRole('button', { name: /Special Attention Care/ });
    expect(care.getAttribute('aria-disabled')).toBe('true');
    expect(within(care).getByText('Available for stays of 20+ nights only')).toBeTruthy();
    await user.click(care);
    expect(care.getAttribute('aria-pressed')).toBe('false');

    const medication = screen.getByRole('button', { name: /Medication Administration/ });
    await user.click(medication);
    expect(medication.getAttribute('aria-pressed')).toBe('true');
    expect(figure('Services cost')).toBe('R200');
    expect(figure('Total')).toBe('R4 200');
    expect(screen.getByText(/R100 non-refundable deposit is required/).textContent).toMatch(/R100 non-refundable deposit is required/);

    await user.click(screen.getByRole('button', { name: 'Continue to Registration' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/register'));
    expect(JSON.parse(window.sessionStorage.getItem('pendingBooking') ?? 'null')).toMatchObject({
      checkInDate: '2026-06-12',
      numberOfCats: 2,
      selectedServices: [1],
      stayDetails: { totalAmount: '4200.00' },
    });
  });

  it('restarts from a click on or before check-in, and ignores past days', async () => {
    const user = await renderEstimator();
    const past = day('Tuesday, 9 June 2026');
    expect(past.getAttribute('aria-disabled')).toBe('true');
    await user.click(past);
    expect(figure('Check-in')).toBe('—');
    await user.click(day('Monday, 15 June 2026'));
    await user.click(day('Saturday, 13 June 2026'));
    expect(figure('Check-in')).toBe('13 Jun 2026');
    expect(figure('Check-out')).toBe('—');
    expect(day('Saturday, 13 June 2026')?.getAttribute('aria-label')).toBe('Saturday, 13 June 2026, check-in');
  });

  it('says why 1-2 nights and over 90 have no rate, and offers the nearest stay the hotel takes (issue 18)', async () => {
    const user = await renderEstimator();
    await user.click(day('Friday, 12 June 2026'));
    await user.click(day('Sunday, 14 June 2026'));
    expect(figure('Duration')).toBe('2 nights');
    expect(figure('Rate per night')).toBe('—');
    expect(figure('Stay type')).toBe('—');
    expect(screen.getByRole('status').textContent).toBe('Stays are 3 to 90 nights: pick a later check-out date');
    expect(screen.queryByRole('button', { name: 'These Dates Are Perfect' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Check out on 15 Jun 2026 (3 nights)' }));
    expect(figure('Check-in')).toBe('12 Jun 2026');
    expect(figure('Check-out')).toBe('15 Jun 2026');
    expect(figure('Stay type')).toBe('Short Stay');
    expect(screen.queryByRole('status')).toBeNull();
    // 3 nights x R220 x 1 cat, and the way on is open.
    expect(screen.getByTestId('estimated-total').textContent).toBe('R660');
    expect((screen.getByRole('button', { name: 'These Dates Are Perfect' }) as HTMLButtonElement).disabled).toBe(false);

    // The calendar still takes every click: a new check-in, then a check-out 92 nights on.
    await user.click(day('Saturday, 20 June 2026'));
    for (let month = 0; month < 3; month += 1) await user.click(screen.getByRole('button', { name: 'Next month' }));
    await user.click(day('Sunday, 20 September 2026'));
    expect(figure('Duration')).toBe('92 nights');
    expect(screen.getByRole('status').textContent).toBe('Stays are 3 to 90 nights: pick an earlier check-out date');
    await user.click(screen.getByRole('button', { name: 'Check out on 18 Sep 2026 (90 nights)' }));
    expect(figure('Duration')).toBe('90 nights');
    expect(figure('Stay type')).toBe('Long-Term Stay');
    // 90 nights x R175 x 1 cat.
    expect(screen.getByTestId('estimated-total').textContent).toBe('R15 750');
    expect((screen.getByRole('button', { name: 'These Dates Are Perfect' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('is operated from the keyboard: arrows move, Enter and Space pick, PageDown turns the month', async () => {
    const user = await renderEstimator();
    const grid = screen.getByRole('grid', { name: 'June 2026' });
    // One day of the grid is in the tab order: today.
    expect(
      within(grid)
        .getAllByRole('button')
        .filter((button) => button.tabIndex === 0),
    ).toEqual([day('Wednesday, 10 June 2026')]);
    day('Wednesday, 10 June 2026').focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    expect(figure('Check-in')).toBe('12 Jun 2026');
    await user.keyboard('{ArrowDown}{ArrowLeft}[Space]');
    expect(figure('Check-out')).toBe('18 Jun 2026');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Thursday, 18 June 2026, check-out');
    await user.keyboard('{PageDown}');
    expect(screen.getByRole('grid', { name: 'July 2026' })).toBeTruthy();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Saturday, 18 July 2026');
    await user.keyboard('{Home}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Sunday, 12 July 2026');
    // Nothing before today's month: the grid stops at its first day.
    await user.keyboard('{PageUp}{PageUp}{PageUp}');
    expect(screen.getByRole('grid', { name: 'June 2026' })).toBeTruthy();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Monday, 1 June 2026');
    expect(document.activeElement?.getAttribute('aria-disabled')).toBe('true');
  });

  it('marks the nights full for the cats chosen and the closed ones with their reason, before any is picked', async () => {
    answerHotel({ '2026-06-20': { free: 1 }, '2026-06-24': { free: 0, closed: 'Staff training' } });
    const user = await renderEstimator();
    const saturday = await screen.findByRole('button', { name: 'Saturday, 20 June 2026' });
    const closed = screen.getByRole('button', { name: 'Wednesday, 24 June 2026, closed: Staff training' });
    expect(closed.getAttribute('data-night')).toBe('closed');
    expect(saturday.getAttribute('data-night')).toBeNull();
    expect(screen.getByText('Full for 1 cat').textContent).toBe('Full for 1 cat');

    await user.selectOptions(screen.getByLabelText('Number of cats'), '2');
    expect(saturday.getAttribute('aria-label')).toBe('Saturday, 20 June 2026, full for 2 cats');
    expect(saturday.getAttribute('data-night')).toBe('full');
    // The pointer on a night says in words why it cannot be had.
    await user.hover(closed);
    expect(screen.getByTestId('night-note').textContent).toBe('Wed 24 Jun is closed: Staff training');
    await user.hover(day('Friday, 19 June 2026'));
    expect(screen.getByTestId('night-note').textContent).toBe('');
  });

  it('names the full night of the dates chosen and offers the nearest dates of the same length that fit', async () => {
    answerHotel({ '2026-06-20': { free: 1 } });
    const user = await renderEstimator();
    await user.selectOptions(screen.getByLabelText('Number of cats'), '2');
    await user.click(day('Friday, 19 June 2026'));
    await user.click(day('Monday, 22 June 2026'));
    expect((await screen.findByRole('status')).textContent).toBe('Sat 20 Jun is full.');
    expect(screen.queryByRole('button', { name: 'These Dates Are Perfect' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Earlier: 17 Jun 2026 – 20 Jun 2026' }).textContent).toBe('Earlier: 17 Jun 2026 – 20 Jun 2026');
    await user.click(screen.getByRole('button', { name: 'Later: 21 Jun 2026 – 24 Jun 2026' }));
    expect(figure('Check-in')).toBe('21 Jun 2026');
    expect(figure('Check-out')).toBe('24 Jun 2026');
    expect(screen.queryByRole('status')).toBeNull();
    expect((screen.getByRole('button', { name: 'These Dates Are Perfect' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('names the night when the server finds the dates full after all, and offers no way on', async () => {
    // Free when the calendar asked; paid for by someone else by the time the stay is checked.
    answerHotel({}, { '2026-06-13': { free: 0 } });
    const user = await renderEstimator();
    await user.click(day('Friday, 12 June 2026'));
    await user.click(day('Monday, 22 June 2026'));
    await user.click(screen.getByRole('button', { name: 'These Dates Are Perfect' }));
    expect(await screen.findByRole('heading', { name: 'Sorry, Those Dates Are Full' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Sat 13 Jun is full: we do not have room for 1 cat. Please choose other dates.');
    expect(screen.queryByText('Great News! We Have Availability')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Continue Without Services' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'View Additional Services' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Choose Other Dates' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Choose your dates' }));
  });

  it('says the hotel is closed on a night of the stay, with the reason, and asks for other dates', async () => {
    answerHotel({}, { '2026-06-13': { free: 0, closed: 'Staff training' }, '2026-06-14': { free: 0, closed: 'Staff training' } });
    const user = await renderEstimator();
    await user.click(day('Friday, 12 June 2026'));
    await user.click(day('Tuesday, 16 June 2026'));
    await user.click(screen.getByRole('button', { name: 'These Dates Are Perfect' }));
    expect(await screen.findByRole('heading', { name: 'Sorry, We Are Closed on Those Dates' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'Sat 13 Jun is closed: Staff training; Sun 14 Jun is closed: Staff training. Please choose other dates.',
    );
    expect(screen.queryByRole('button', { name: 'Continue Without Services' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Choose Other Dates' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Choose your dates' }));
  });

  it('offline, asks nothing and says availability is confirmed when the booking is sent', async () => {
    const fetchMock = answerHotel();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const user = await renderEstimator();
    // The calendar still picks dates; it says it could not check the nights, and marks none as free or full.
    expect(screen.getByRole('status').textContent).toBe(
      'You are offline, so we cannot show which nights are full. Availability is confirmed when your booking is sent.',
    );
    expect(document.querySelectorAll('[data-night]')).toHaveLength(0);
    await user.click(day('Friday, 12 June 2026'));
    await user.click(day('Monday, 22 June 2026'));
    await user.click(screen.getByRole('button', { name: 'These Dates Are Perfect' }));
    expect((await screen.findByText(/You are offline.*Availability is confirmed when your booking is sent\./)).textContent).toMatch(
      /You are offline.*Availability is confirmed when your booking is sent\./,
    );
    expect(screen.queryByText('Great News! We Have Availability')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Continue Without Services' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/register'));
    expect(JSON.parse(window.sessionStorage.getItem('pendingBooking') ?? 'null')).toMatchObject({ selectedServices: [] });
  });

  it('without an answer from the server, does not claim availability', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('down', { status: 503 })),
    );
    const user = await renderEstimator();
    await user.click(day('Friday, 12 June 2026'));
    await user.click(day('Monday, 22 June 2026'));
    await user.click(screen.getByRole('button', { name: 'These Dates Are Perfect' }));
    expect(
      (await screen.findByText('We could not check availability just now. Availability is confirmed when your booking is sent.')).textContent,
    ).toBe('We could not check availability just now. Availability is confirmed when your booking is sent.');
    expect(screen.queryByText('Great News! We Have Availability')).toBeNull();
  });
});
