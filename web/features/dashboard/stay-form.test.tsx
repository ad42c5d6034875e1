import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, stayNights, todayAtHotel } from '../../../domain/dates.ts';
import { EXTRA_SERVICES } from '../../../domain/extra-services.ts';
import { centsToDecimal } from '../../../domain/money.ts';
import { monthOf, shiftMonth } from '../../../domain/stay-calendar.ts';
import { forgetHotelNights } from '../../components/hotel-nights.ts';
import { MOCHI } from '../../test/owner-data.ts';
import { renderWithRouter } from '../../test/render.tsx';
import { type CheckedStay, NO_STAY, StayForm } from './stay-form.tsx';

const NAMES = ['Mochi', 'Biscuit', 'Tigger', 'Luna', 'Simba', 'Oreo'];
const SIX_CATS = NAMES.map((name, index) => ({ ...MOCHI, id: `0190d6a4-0000-7000-8000-0000000000c${index + 1}`, name }));

// A night of next month, so the picker shows it after one "Next month" whatever today is.
const FULL_NIGHT = `${shiftMonth(monthOf(todayAtHotel()), 1)}-10`;

/** The server's nights: 5 places each, but only 1 free on FULL_NIGHT. */
function answerHotel() {
  const fetchMock = vi.fn(async (address: string) => {
    const url = new URL(address, 'http://hotel.test');
    const [from, to] = [url.searchParams.get('from') ?? '', url.searchParams.get('to') ?? ''];
    const nights = stayNights(from, to).map((date) => ({ date, free: date === FULL_NIGHT ? 1 : 5, held: 0, closed: null }));
    return Response.json({ from, to, capacity: 5, nights });
  });
  vi.stubGlobal('fetch', fetchMock);
}

const SERVICES = EXTRA_SERVICES.map((service) => ({ ...service, price: centsToDecimal(service.priceCents) }));

async function renderForm(onSubmit: (stay: CheckedStay) => Promise<void> = async () => undefined) {
  const user = userEvent.setup();
  await renderWithRouter(<StayForm initial={NO_STAY} cats={SIX_CATS} services={SERVICES} submitLabel="Create Reservation" onSubmit={onSubmit} />);
  return user;
}

const estimate = () => screen.getByText('Estimated total').parentElement!;

beforeEach(() => {
  forgetHotelNights();
  answerHotel();
});

describe('the New Booking form', () => {
  it('says stays are 3 to 90 nights for one night, instead of a total of R0', async () => {
    const user = await renderForm();
    const checkIn = addDays(todayAtHotel(), 20);
    await user.type(screen.getByLabelText(/Check-in date/), checkIn);
    await user.type(screen.getByLabelText(/Check-out date/), addDays(checkIn, 1));
    await user.click(screen.getByRole('checkbox', { name: /Mochi/ }));
    expect(estimate().textContent).toContain('Stays are 3 to 90 nights; these dates make 1 night.');
    expect(estimate().textContent).not.toContain('R0');
    expect(within(estimate()).queryByText('Total')).toBeNull();
  });

  it('takes at most 5 cats: the sixth waits, and no price is shown for more', async () => {
    const user = await renderForm();
    const checkIn = addDays(todayAtHotel(), 20);
    await user.type(screen.getByLabelText(/Check-in date/), checkIn);
    await user.type(screen.getByLabelText(/Check-out date/), addDays(checkIn, 4));
    for (const name of NAMES.slice(0, 5)) await user.click(screen.getByRole('checkbox', { name: new RegExp(name) }));
    // 4 nights x R220 x 5 cats.
    expect(within(estimate()).getAllByText('R4 400')).toHaveLength(2);
    const oreo = screen.getByRole('checkbox', { name: /Oreo/ }) as HTMLInputElement;
    expect(oreo.disabled).toBe(true);
    await user.click(oreo);
    expect(oreo.checked).toBe(false);
  });

  it('marks the full night in its picker for the cats chosen, names it for these dates, and offers the nearest that fit', async () => {
    const user = await renderForm();
    await user.click(screen.getByRole('checkbox', { name: /Mochi/ }));
    await user.click(screen.getByRole('checkbox', { name: /Biscuit/ }));
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    const full = await screen.findByRole('button', { name: /, full for 2 cats$/ });
    expect(full.getAttribute('data-date')).toBe(FULL_NIGHT);

    await user.click(screen.getByRole('button', { name: new RegExp(`^\\w+, ${Number(addDays(FULL_NIGHT, -1).slice(8))} `) }));
    await user.click(screen.getByRole('button', { name: new RegExp(`^\\w+, ${Number(addDays(FULL_NIGHT, 2).slice(8))} `) }));
    expect((screen.getByLabelText(/Check-in date/) as HTMLInputElement).value).toBe(addDays(FULL_NIGHT, -1));
    expect((screen.getByLabelText(/Check-out date/) as HTMLInputElement).value).toBe(addDays(FULL_NIGHT, 2));
    expect((await screen.findByRole('status')).textContent).toMatch(/^\w{3} 10 \w{3} is full\.$/);
    await user.click(screen.getByRole('button', { name: /^Later: / }));
    expect((screen.getByLabelText(/Check-in date/) as HTMLInputElement).value).toBe(addDays(FULL_NIGHT, 1));
    expect((screen.getByLabelText(/Check-out date/) as HTMLInputElement).value).toBe(addDays(FULL_NIGHT, 4));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('asks for the pick-up and delivery address when Transport is chosen, and sends it with the booking', async () => {
    const sent = vi.fn(async (_stay: CheckedStay) => undefined);
    const user = await renderForm(sent);
    const checkIn = addDays(todayAtHotel(), 20);
    await user.type(screen.getByLabelText(/Check-in date/), checkIn);
    await user.type(screen.getByLabelText(/Check-out date/), addDays(checkIn, 4));
    await user.click(screen.getByRole('checkbox', { name: /Mochi/ }));
    expect(screen.queryByLabelText('Pick-up and delivery address')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: /Transport/ }));
    await user.click(screen.getByRole('button', { name: 'Create Reservation' }));
    const address = screen.getByLabelText('Pick-up and delivery address');
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(address.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Please give the pick-up and delivery address for Transport',
    );
    expect(sent).not.toHaveBeenCalled();

    await user.type(address, '12 Marine Drive, Bloubergstrand');
    await user.click(screen.getByRole('button', { name: 'Create Reservation' }));
    expect(sent).toHaveBeenCalledWith(expect.objectContaining({ extraServiceIds: [4], transportAddress: '12 Marine Drive, Bloubergstrand' }));
  });
});
