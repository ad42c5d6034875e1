import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CANCELLATION_RULES } from '../../../domain/cancellation-policy.ts';
import { addDays, longDay, todayAtHotel } from '../../../domain/dates.ts';
import { holdLine } from '../../../domain/places-hold.ts';
import type { StayRequestView } from '../../../domain/stay-requests.ts';
import { hotelData, type LocalBooking } from '../../db.ts';
import { stubOwner, TEST_OWNER } from '../../test/owner.ts';
import { CONFIRMED_STAY, emptyOwnerData, MOCHI, PENDING_STAY, seedOwnerData } from '../../test/owner-data.ts';
import { renderApp } from '../../test/render.tsx';

// No network in these tests but what each stubs: the page reads the phone's copy.
vi.mock('../../../sync/engine.ts', () => ({
  startSync: vi.fn(() => ({ syncNow: vi.fn(), resume: vi.fn(), retry: vi.fn(), discard: vi.fn(), stop: vi.fn() })),
}));

const checkIn = addDays(todayAtHotel(), 30);
/** A paid stay a month ahead, with Mochi and medication, as the last pull brought it. */
const PAID: LocalBooking = {
  ...CONFIRMED_STAY,
  id: '0190d6a4-0000-7000-8000-0000000000d1',
  checkInDate: checkIn,
  checkOutDate: addDays(checkIn, 7),
  nights: 7,
  stayType: 'short',
  stayTypeName: 'Short Stay',
  rate: '220.00',
  baseAmount: '1540.00',
  servicesAmount: '140.00',
  totalAmount: '1680.00',
  balanceAmount: '1580.00',
  extraServiceIds: [1],
  requests: [],
  history: [
    { at: '2026-11-01T08:00:00.000Z', action: 'Booked', by: 'owner', reason: null },
    { at: '2026-11-01T08:05:00.000Z', action: 'Deposit paid online', by: 'payment service', reason: null },
  ],
};

const DECLINED: StayRequestView = {
  id: '0190d6a4-0000-7000-8000-0000000000e1',
  bookingId: PAID.id,
  kind: 'change',
  state: 'declined',
  wanted: { checkInDate: checkIn, checkOutDate: addDays(checkIn, 9), catIds: [MOCHI.id], extraServiceIds: [], totalAmount: '1980.00' },
  note: 'Two more nights, please',
  createdAt: '2026-11-02T08:00:00.000Z',
  answeredAt: '2026-11-02T10:00:00.000Z',
  answerReason: 'We are full that weekend',
};

beforeEach(async () => {
  await emptyOwnerData();
  stubOwner(TEST_OWNER);
});

async function openStay(id: string) {
  await renderApp(`/stays/${id}`);
  return screen.findByRole('heading', { level: 1 });
}

const section = (name: string) => within(screen.getByRole('region', { name }));
const row = (region: ReturnType<typeof section>, label: string) => region.getByText(label).parentElement!.textContent;

describe('a stay’s page', () => {
  it('shows a paid stay: its dates, cat, services, the server’s bill, what is owed and when, requests and history', async () => {
    await seedOwnerData({ bookings: [{ ...PAID, requests: [DECLINED] }] });
    const heading = await openStay(PAID.id);
    expect(heading.textContent).toMatch(/^\d+ \w+ \d{4} – \d+ \w+ \d{4}$/);
    expect(screen.getByText('Confirmed: your deposit is paid and your cat’s places are kept.').textContent).toBe(
      'Confirmed: your deposit is paid and your cat’s places are kept.',
    );
    const stay = section('Your Stay');
    expect(row(stay, 'Cat')).toBe('CatMochi');
    expect(row(stay, 'Extra services')).toBe('Extra servicesMedication Administration');
    expect(row(stay, 'Nights')).toBe('Nights7 · Short Stay');
    const bill = section('Your Bill');
    expect(row(bill, 'Stay: 7 nights × R220 × 1 cat')).toBe('Stay: 7 nights × R220 × 1 catR1 540');
    expect(row(bill, 'Total')).toBe('TotalR1 680');
    expect(row(bill, 'Deposit')).toBe('DepositR100 paid');
    expect(row(bill, 'Still owed')).toMatch(/^Still owedR1 580 at check-in on .+, 11:00 AM, by cash or card$/);
    expect(bill.queryByText(/estimate/)).toBeNull();

    const request = within(screen.getByRole('list', { name: 'Your requests' }));
    expect(request.getByText('Change request').textContent).toBe('Change request');
    expect(request.getByText('Declined').textContent).toBe('Declined');
    expect(request.getByText('We are full that weekend').textContent).toBe('We are full that weekend');
    expect(request.getByText(/: R1 980 in all\.$/).textContent).toContain('Mochi');
    const history = section('History');
    expect(history.getAllByRole('listitem').map((item) => item.firstChild!.textContent)).toEqual(['Booked', 'Deposit paid online']);
    expect(history.getByText(/by the payment service$/).textContent).toMatch(/by the payment service$/);
    expect(screen.getByText(/^This stay was not yet brought up to date with the hotel on this device\.$/).textContent).toMatch(
      /^This stay was not yet brought up to date with the hotel on this device\.$/,
    );
  });

  it('shows the stay’s diary in the owner’s words, newest day first, each with the time and who (issue 34)', async () => {
    const day = addDays(todayAtHotel(), -1);
    const entry = { catId: MOCHI.id, note: null, day };
    const diary: NonNullable<LocalBooking['diary']> = [
      {
        ...entry,
        id: 'd3',
        day: todayAtHotel(),
        kind: 'note',
        outcome: null,
        note: 'Played with the feather toy',
        item: null,
        by: 'Thandi',
        at: `${todayAtHotel()}T07:15:00.000Z`,
      },
      { ...entry, id: 'd2', kind: 'feeding', outcome: 'ate-half', item: 'Renal biscuits', by: 'Sipho', at: `${day}T15:02:00.000Z` },
      { ...entry, id: 'd1', kind: 'medication', outcome: 'given', item: 'Thyroid tablet', by: 'Sipho', at: `${day}T06:10:00.000Z` },
    ];
    await seedOwnerData({ bookings: [{ ...PAID, status: 'checked_in', diary }] });
    await openStay(PAID.id);
    const shown = section('Diary');
    expect(shown.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([longDay(todayAtHotel()), longDay(day)]);
    expect(shown.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Played with the feather toy09:15, by Thandi',
      'Renal biscuits: ate half of it17:02, by Sipho',
      'Thyroid tablet given08:10, by Sipho',
    ]);
  });

  it('shows the photos, the weights and, once the cats are home, the report card, for one cat or all (issue 34)', async () => {
    const day = addDays(todayAtHotel(), -2);
    const home = addDays(todayAtHotel(), -1);
    const tiger = { ...MOCHI, id: '0190d6a4-0000-7000-8000-0000000000c2', name: 'Tiger' };
    const photo = {
      id: '0190d6a4-0000-7000-8000-0000000000f1',
      catId: MOCHI.id,
      day,
      caption: 'In the sun',
      by: 'Lerato',
      at: `${day}T10:00:00.000Z`,
      width: 1280,
      height: 960,
    };
    await seedOwnerData({
      cats: [MOCHI, tiger],
      bookings: [
        {
          ...PAID,
          status: 'completed',
          catIds: [MOCHI.id, tiger.id],
          numberOfCats: 2,
          nights: 3,
          diary: [
            {
              id: 'd1',
              catId: tiger.id,
              day,
              kind: 'medication',
              outcome: 'refused',
              note: null,
              item: 'Thyroid tablet',
              by: 'Sipho',
              at: `${day}T06:10:00.000Z`,
            },
          ],
          photos: [photo],
          weights: [
            { catId: MOCHI.id, when: 'in', grams: 4200, at: `${day}T07:00:00.000Z` },
            { catId: MOCHI.id, when: 'out', grams: 4100, at: `${home}T12:00:00.000Z` },
          ],
          parting: { note: 'Both were a joy.', by: 'Sipho' },
        },
      ],
    });
    await openStay(PAID.id);
    const shown = section('Diary');
    const card = within(shown.getByRole('region', { name: 'Report card' }));
    expect(card.getByText('3 nights with us.').textContent).toBe('3 nights with us.');
    expect(card.getByText('Weight: 4.2 kg in, 4.1 kg out (0.1 kg less)').textContent).toBe('Weight: 4.2 kg in, 4.1 kg out (0.1 kg less)');
    expect(card.getByText(/^Thyroid tablet: refused once/).textContent).toMatch(/^Thyroid tablet: refused once \(\d+ \w+, 08:10\)$/);
    expect(card.getByText('Both were a joy.').textContent).toBe('From Sipho: Both were a joy.');
    // The photo is read through the owner's own address, in WebP with a JPEG to fall back on.
    const image = card.getByRole('img', { name: 'Photo of Mochi: In the sun' });
    expect(image.getAttribute('src')).toBe(`/api/photos/${photo.id}/small.jpg`);
    expect(image.parentElement?.querySelector('source[type="image/webp"]')?.getAttribute('srcset')).toBe(
      `/api/photos/${photo.id}/small.webp 480w, /api/photos/${photo.id}/large.webp 1280w`,
    );
    const entries = () => shown.getAllByRole('listitem').map((item) => item.textContent);
    expect(entries()).toEqual([
      'Mochi: Weighed out at 4.1 kg14:00',
      'MochiIn the sun12:00, by Lerato',
      'Mochi: Weighed in at 4.2 kg09:00',
      'Tiger: Thyroid tablet refused08:10, by Sipho',
    ]);
    await userEvent.click(shown.getByRole('button', { name: 'Tiger' }));
    expect(entries()).toEqual(['Thyroid tablet refused08:10, by Sipho']);
    expect(shown.getByRole('button', { name: 'Tiger' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('shows no diary before the hotel has logged anything', async () => {
    await seedOwnerData({ bookings: [{ ...PAID, diary: [] }] });
    await openStay(PAID.id);
    expect(screen.queryByRole('region', { name: 'Diary' })).toBeNull();
  });

  it('shows an unpaid stay’s deposit still to pay, its hold and the way to pay, and no request buttons', async () => {
    const heldUntil = new Date(Date.now() + 60 * 60_000).toISOString();
    await seedOwnerData({ bookings: [{ ...PENDING_STAY, heldUntil }] });
    await openStay(PENDING_STAY.id);
    const held = holdLine(heldUntil, new Date());
    expect(screen.getByText(held).textContent).toBe(held);
    expect(screen.getByRole('link', { name: 'Pay R100 Deposit' }).getAttribute('href')).toBe(`/payment/${PENDING_STAY.id}`);
    const bill = section('Your Bill');
    expect(row(bill, 'Deposit')).toBe('DepositR100 still to pay, to confirm the stay');
    expect(row(bill, 'Still owed')).toBe('Still owedR1 440 at check-in on Tuesday, 1 December 2026, 11:00 AM, by cash or card');
    expect(screen.queryByRole('button', { name: 'Ask to Cancel' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel Reservation' }).textContent).toBe('Cancel Reservation');
  });

  it('asks to cancel under the terms that apply, and says sent only once the hotel has the request', async () => {
    await seedOwnerData({ bookings: [PAID] });
    const asked: StayRequestView = {
      ...DECLINED,
      id: '0190d6a4-0000-7000-8000-0000000000e2',
      kind: 'cancel',
      state: 'open',
      wanted: null,
      note: 'Moving to Durban',
      answeredAt: null,
      answerReason: null,
    };
    let answer: (response: Response) => void = () => undefined;
    const fetchStub = stubOwner(TEST_OWNER);
    const ownerAnswer = fetchStub.getMockImplementation()!;
    const sent: { path: string; init: RequestInit | undefined }[] = [];
    fetchStub.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      if (!path.endsWith('/requests')) return ownerAnswer(input);
      sent.push({ path, init });
      return new Promise<Response>((resolve) => (answer = resolve));
    });
    const user = userEvent.setup();
    await openStay(PAID.id);
    await user.click(await screen.findByRole('button', { name: 'Ask to Cancel' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    // A month ahead: the early rule applies, and it is marked.
    expect(dialog.getAllByRole('listitem').find((item) => item.getAttribute('aria-current') === 'true')!.textContent).toBe(
      `Applies to this stay${CANCELLATION_RULES[0]!.text}`,
    );
    expect(dialog.getByText(/^If the hotel accepts, the stay of .+ will be cancelled\. Our cancellation policy:$/).textContent).toMatch(
      /^If the hotel accepts, the stay of .+ will be cancelled\. Our cancellation policy:$/,
    );
    await user.type(dialog.getByLabelText(/Note for the hotel/), 'Moving to Durban');
    await user.click(dialog.getByRole('button', { name: 'Send Request' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.path).toBe(`/api/bookings/${PAID.id}/requests`);
    expect(JSON.parse(String(sent[0]!.init!.body))).toEqual({ kind: 'cancel', note: 'Moving to Durban' });
    expect((sent[0]!.init!.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.queryByText('Cancellation request sent')).toBeNull();

    answer(new Response(JSON.stringify({ ...PAID, requests: [asked] }), { status: 201, headers: { 'content-type': 'application/json' } }));
    expect((await screen.findByText('Cancellation request sent')).textContent).toBe('Cancellation request sent');
    expect((await screen.findByText('Waiting for the hotel')).textContent).toBe('Waiting for the hotel');
    expect(screen.getByText('The hotel is looking at your request. You can send another once it has answered.').textContent).toBe(
      'The hotel is looking at your request. You can send another once it has answered.',
    );
    expect(screen.queryByRole('button', { name: 'Ask to Cancel' })).toBeNull();
    expect((await hotelData.bookings.get(PAID.id))?.requests?.map((request) => request.state)).toEqual(['open']);
  });

  it('keeps the dialog and the note when the hotel refuses, with its words', async () => {
    await seedOwnerData({ bookings: [PAID] });
    const fetchStub = stubOwner(TEST_OWNER);
    const ownerAnswer = fetchStub.getMockImplementation()!;
    fetchStub.mockImplementation(async (input: RequestInfo | URL) =>
      String(input).endsWith('/requests')
        ? new Response(JSON.stringify({ message: 'You already have a request open for this stay; the hotel will answer it first' }), { status: 409 })
        : ownerAnswer(input),
    );
    const user = userEvent.setup();
    await openStay(PAID.id);
    await user.click(screen.getByRole('button', { name: 'Ask to Cancel' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await user.type(dialog.getByLabelText(/Note for the hotel/), 'Please');
    await user.click(dialog.getByRole('button', { name: 'Send Request' }));
    expect((await screen.findByText('You already have a request open for this stay; the hotel will answer it first')).textContent).toBe(
      'You already have a request open for this stay; the hotel will answer it first',
    );
    expect((dialog.getByLabelText(/Note for the hotel/) as HTMLTextAreaElement).value).toBe('Please');
    expect((await hotelData.bookings.get(PAID.id))?.requests).toEqual([]);
  });
});
