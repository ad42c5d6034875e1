import { ChakraProvider } from '@chakra-ui/react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stayNights } from '../../domain/dates.ts';
import { NO_DATES, pickDay } from '../../domain/stay-calendar.ts';
import { system } from '../theme.ts';
import { forgetHotelNights } from './hotel-nights.ts';
import { NightPicker } from './night-picker.tsx';

const TODAY = '2026-12-01';

function Picker({ cats = 1 }: { cats?: number }) {
  const [dates, setDates] = useState(NO_DATES);
  return (
    <ChakraProvider value={system}>
      <NightPicker titleId="month" today={TODAY} dates={dates} cats={cats} onPick={(date) => setDates((current) => pickDay(current, date, TODAY))} />
    </ChakraProvider>
  );
}

/** The server: 5 places every night, Christmas Eve and Day closed, 2 places on 2 January. */
function answerNights() {
  const fetchMock = vi.fn(async (address: string) => {
    const url = new URL(address, 'http://hotel.test');
    const [from, to] = [url.searchParams.get('from') ?? '', url.searchParams.get('to') ?? ''];
    const nights = stayNights(from, to).map((date) => ({
      date,
      free: date === '2027-01-02' ? 2 : date === '2026-12-24' || date === '2026-12-25' ? 0 : 5,
      held: 0,
      closed: date === '2026-12-24' || date === '2026-12-25' ? 'Christmas with our families' : null,
    }));
    return Response.json({ from, to, capacity: 5, nights });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => forgetHotelNights());

describe('NightPicker', () => {
  it('says a closed night’s reason to screen readers, on the pointer and on the keyboard’s focus', async () => {
    answerNights();
    const user = userEvent.setup();
    render(<Picker />);
    const eve = await screen.findByRole('button', { name: 'Thursday, 24 December 2026, closed: Christmas with our families' });
    expect(eve.getAttribute('title')).toBe('Thu 24 Dec is closed: Christmas with our families');
    expect(screen.getByTestId('night-note').textContent).toBe('');
    // From today, the 1st, three weeks down lands on the 22nd; two days on, Christmas Eve.
    act(() => screen.getByRole('button', { name: 'Tuesday, 1 December 2026' }).focus());
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(eve);
    expect(screen.getByTestId('night-note').textContent).toBe('Thu 24 Dec is closed: Christmas with our families');
  });

  it('asks for the nights of each month shown, and marks a night full only for more cats than it has places', async () => {
    const fetchMock = answerNights();
    const user = userEvent.setup();
    render(<Picker cats={3} />);
    await screen.findByRole('button', { name: /^Thursday, 24 December 2026, closed/ });
    expect(fetchMock).toHaveBeenCalledWith('/api/availability/nights?from=2026-12-01&to=2027-01-01', expect.anything());
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    const second = await screen.findByRole('button', { name: 'Saturday, 2 January 2027, full for 3 cats' });
    expect(second.getAttribute('data-night')).toBe('full');
    expect(fetchMock).toHaveBeenCalledWith('/api/availability/nights?from=2027-01-01&to=2027-02-01', expect.anything());
    expect(screen.getByRole('button', { name: 'Sunday, 3 January 2027' }).getAttribute('data-night')).toBeNull();
  });

  it('without an answer, says the nights could not be checked, marks none, and still picks dates', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('down', { status: 503 })),
    );
    const user = userEvent.setup();
    render(<Picker />);
    expect((await screen.findByRole('status')).textContent).toBe(
      'We could not check which nights are full just now. Availability is confirmed when your booking is sent.',
    );
    expect(document.querySelectorAll('[data-night]')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Thursday, 24 December 2026' }));
    expect(screen.getByRole('button', { name: /^Thursday, 24 December 2026/ }).getAttribute('aria-label')).toBe(
      'Thursday, 24 December 2026, check-in',
    );
  });
});
