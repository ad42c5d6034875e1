import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HOLD_LAPSED_LINE, holdLine } from '../../../domain/places-hold.ts';
import { hotelData } from '../../db.ts';
import { stubOwner, TEST_OWNER } from '../../test/owner.ts';
import { CONFIRMED_STAY, emptyOwnerData, MOCHI, PENDING_STAY, seedOwnerData } from '../../test/owner-data.ts';
import { renderApp } from '../../test/render.tsx';

// No network in these tests: every change stays in the outbox, as it would offline.
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

beforeEach(async () => {
  await emptyOwnerData();
  stubOwner(TEST_OWNER);
});

async function openDashboard(tab?: string) {
  const page = await renderApp(tab === undefined ? '/dashboard' : `/dashboard?tab=${tab}`);
  await screen.findByRole('heading', { level: 1, name: 'Welcome, Thandi' });
  return page;
}

function card(heading: string) {
  return within(screen.getByRole('heading', { name: heading }).closest('li')!);
}

describe('My Reservations', () => {
  it('lists the bookings with their status, payment, requests, created date and Edit', async () => {
    await seedOwnerData();
    await openDashboard();
    expect(screen.getByRole('tab', { name: 'My Reservations', selected: true }).getAttribute('aria-selected')).toBe('true');

    const pending = card(await screen.findByText('1 Dec 2026 – 8 Dec 2026').then((node) => node.textContent!));
    expect(pending.getByText('Pending').textContent).toBe('Pending');
    expect(pending.getByRole('link', { name: 'Pay R100 Deposit' }).getAttribute('href')).toBe(`/payment/${PENDING_STAY.id}`);
    expect(pending.getByText('Mochi likes the sunny shelf').textContent).toBe('Mochi likes the sunny shelf');
    expect(pending.getByText('Booked 7 Jan 2026').textContent).toBe('Booked 7 Jan 2026');
    expect(pending.getByText('R1 540').textContent).toBe('R1 540');
    expect(pending.getByText(/7 nights · Short Stay · Mochi/).textContent).toMatch(/7 nights · Short Stay · Mochi/);
    expect(pending.getByRole('button', { name: /Edit/ })).toBeTruthy();

    const confirmed = card('10 Oct 2026 – 31 Oct 2026');
    expect(confirmed.getByText('Confirmed').textContent).toBe('Confirmed');
    expect(confirmed.getByText('Deposit Paid').textContent).toBe('Deposit Paid');
    expect(confirmed.queryByRole('button', { name: /Edit/ })).toBeNull();
    expect(confirmed.getByText('R3 675').textContent).toBe('R3 675');

    expect(screen.getByText('All changes saved').textContent).toBe('All changes saved');
  });

  it('says until when an unpaid booking holds its places, and when it no longer does', async () => {
    const heldUntil = new Date(Date.now() + 2 * 60 * 60_000).toISOString();
    const lapsed = {
      ...PENDING_STAY,
      id: '0190d6a4-0000-7000-8000-0000000000b9',
      checkInDate: '2026-12-20',
      checkOutDate: '2026-12-24',
      heldUntil: new Date(Date.now() - 60_000).toISOString(),
    };
    await seedOwnerData({ bookings: [{ ...PENDING_STAY, heldUntil }, lapsed, CONFIRMED_STAY] });
    await openDashboard();
    const held = card(await screen.findByText('1 Dec 2026 – 8 Dec 2026').then((node) => node.textContent!));
    expect(held.getByText(holdLine(heldUntil, new Date()))).toBeTruthy();
    expect(held.queryByText(HOLD_LAPSED_LINE)).toBeNull();
    expect(card('20 Dec 2026 – 24 Dec 2026').getByText(HOLD_LAPSED_LINE)).toBeTruthy();
    // A confirmed stay holds its places by being paid: no line.
    expect(card('10 Oct 2026 – 31 Oct 2026').queryByText(/held/i)).toBeNull();
  });

  it('lists upcoming stays soonest first, then past ones most recent first', async () => {
    const later = {
      ...PENDING_STAY,
      id: '0190d6a4-0000-7000-8000-0000000000b5',
      checkInDate: '2027-01-10',
      checkOutDate: '2027-01-14',
      createdAt: '2026-01-01T09:00:00.000Z',
    };
    const older = {
      ...CONFIRMED_STAY,
      id: '0190d6a4-0000-7000-8000-0000000000b6',
      checkInDate: '2026-03-01',
      checkOutDate: '2026-03-05',
      status: 'completed' as const,
      createdAt: '2026-02-01T09:00:00.000Z',
    };
    await seedOwnerData({ bookings: [older, PENDING_STAY, later, CONFIRMED_STAY] });
    await openDashboard();
    await screen.findByText('1 Dec 2026 – 8 Dec 2026');
    const headings = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['1 Dec 2026 – 8 Dec 2026', '10 Jan 2027 – 14 Jan 2027', '10 Oct 2026 – 31 Oct 2026', '1 Mar 2026 – 5 Mar 2026']);
  });

  it('shows a cancelled unpaid stay no payment to make, and Cancel beside Edit on a pending one', async () => {
    const cancelled = {
      ...PENDING_STAY,
      id: '0190d6a4-0000-7000-8000-0000000000b7',
      checkInDate: '2026-12-20',
      checkOutDate: '2026-12-24',
      status: 'cancelled' as const,
    };
    await seedOwnerData({ bookings: [PENDING_STAY, cancelled] });
    const user = userEvent.setup();
    await openDashboard();
    const gone = card(await screen.findByText('20 Dec 2026 – 24 Dec 2026').then((node) => node.textContent!));
    expect(gone.getByText('Cancelled').textContent).toBe('Cancelled');
    expect(gone.queryByText('Pending Payment')).toBeNull();
    expect(gone.queryByRole('link', { name: /Pay/ })).toBeNull();
    expect(gone.getByText('No payment taken').textContent).toBe('No payment taken');
    expect(gone.queryByRole('button', { name: /Cancel/ })).toBeNull();
    expect(gone.getByRole('link', { name: 'View the stay of 20 Dec 2026 – 24 Dec 2026' }).getAttribute('href')).toBe(`/stays/${cancelled.id}`);

    // Cancel is its own action on the card; an unpaid stay is not warned of a deposit it never paid.
    const pending = card('1 Dec 2026 – 8 Dec 2026');
    await user.click(pending.getByRole('button', { name: 'Cancel the stay of 1 Dec 2026 – 8 Dec 2026' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('No deposit has been paid for this stay, so cancelling it costs you nothing.');
    expect(dialog.textContent).not.toContain('forfeited');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Reservation' }));
    await waitFor(async () => expect((await hotelData.bookings.get(PENDING_STAY.id))?.status).toBe('cancelled'));
    expect((await hotelData.outbox.toArray()).map((entry) => entry.change)).toEqual(['cancelBooking']);
  });

  it('says so when there are no bookings yet', async () => {
    await seedOwnerData({ bookings: [] });
    await openDashboard();
    expect((await screen.findByText('No reservations yet')).textContent).toBe('No reservations yet');
  });
});

describe('New Booking', () => {
  it('asks for a cat first when the owner has none', async () => {
    await seedOwnerData({ cats: [], bookings: [] });
    await openDashboard('new-booking');
    expect((await screen.findByText('Add a cat first')).textContent).toBe('Add a cat first');
    expect(screen.queryByLabelText(/Check-in date/)).toBeNull();
  });

  it('offers the owner’s cats and the extra services, and refuses a booking without dates or cats', async () => {
    await seedOwnerData({ bookings: [] });
    const user = userEvent.setup();
    await openDashboard('new-booking');
    expect(await screen.findByRole('checkbox', { name: /Mochi/ })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /Medication Administration/ })).toBeTruthy();
    expect(screen.getByText('Choose your check-in and check-out dates to see the price.').textContent).toBe(
      'Choose your check-in and check-out dates to see the price.',
    );

    await user.click(screen.getByRole('button', { name: 'Create Reservation' }));
    expect((await screen.findByText('Check-in date is required')).textContent).toBe('Check-in date is required');
    expect(screen.getByText('Check-out date is required').textContent).toBe('Check-out date is required');
    expect(screen.getByText('Please select at least one cat').textContent).toBe('Please select at least one cat');
    expect(await hotelData.outbox.count()).toBe(0);
  });
});

describe('My Cats', () => {
  it('shows each cat as a card', async () => {
    await seedOwnerData();
    await openDashboard('cats');
    const mochi = card(await screen.findByText('Mochi').then((node) => node.textContent!));
    expect(mochi.getByText('Ragdoll').textContent).toBe('Ragdoll');
    expect(mochi.getByText('4 years').textContent).toBe('4 years');
    expect(mochi.getByText('Mild asthma').textContent).toBe('Mild asthma');
    expect(mochi.getByRole('button', { name: 'Edit Mochi' })).toBeTruthy();
    expect(mochi.getByRole('button', { name: 'Delete Mochi' })).toBeTruthy();
  });

  it('refuses a one-letter name and an age over 30 with the spec’s messages, keeping what was typed', async () => {
    await seedOwnerData();
    const user = userEvent.setup();
    await openDashboard('cats');
    await user.click(await screen.findByRole('button', { name: 'Add a Cat' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a Cat' }));

    await user.type(dialog.getByLabelText(/^Name/), 'Z');
    await user.type(dialog.getByLabelText(/Age/), '31');
    await user.type(dialog.getByLabelText('Breed'), 'Siamese');
    await user.click(dialog.getByRole('button', { name: 'Add Cat' }));

    expect((await dialog.findByText('Cat name must be at least 2 characters')).textContent).toBe('Cat name must be at least 2 characters');
    expect(dialog.getByText('Age must be a whole number from 0 to 30').textContent).toBe('Age must be a whole number from 0 to 30');
    expect((dialog.getByLabelText('Breed') as HTMLInputElement).value).toBe('Siamese');
    expect((dialog.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Z');
    expect(await hotelData.outbox.count()).toBe(0);
  });

  it('adds a cat offline: "Cat Added", and the card says it is waiting to sync', async () => {
    await seedOwnerData();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const user = userEvent.setup();
    await openDashboard('cats');
    await user.click(await screen.findByRole('button', { name: 'Add a Cat' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a Cat' }));
    await user.type(dialog.getByLabelText(/^Name/), 'Biscuit');
    await user.selectOptions(dialog.getByLabelText('Gender'), 'male');
    await user.click(dialog.getByRole('button', { name: 'Add Cat' }));

    expect((await screen.findByText('Cat Added')).textContent).toBe('Cat Added');
    // "Saved" alone would suggest the hotel has it already.
    expect(screen.getByText('Biscuit is in your cats. It will reach the hotel when you are back online.').textContent).toBe(
      'Biscuit is in your cats. It will reach the hotel when you are back online.',
    );
    const biscuit = card(await screen.findByText('Biscuit').then((node) => node.textContent!));
    expect((await biscuit.findByText('Waiting to sync')).textContent).toBe('Waiting to sync');
    expect(biscuit.getByText('Male').textContent).toBe('Male');
    expect(card('Mochi').queryByText('Waiting to sync')).toBeNull();
    expect(screen.getByText('1 change waiting to sync').textContent).toBe('1 change waiting to sync');
    const [entry] = await hotelData.outbox.toArray();
    expect(entry).toMatchObject({ change: 'addCat', summary: 'Add Biscuit', state: 'waiting' });
  });

  it('takes a kitten’s age in months, and the card says "6 months", not "0 years"', async () => {
    await seedOwnerData();
    const user = userEvent.setup();
    await openDashboard('cats');
    await user.click(await screen.findByRole('button', { name: 'Add a Cat' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a Cat' }));
    await user.type(dialog.getByLabelText(/^Name/), 'Pip');
    await user.type(dialog.getByLabelText('Age (years)'), '0');
    await user.type(dialog.getByLabelText('Months'), '6');
    await user.click(dialog.getByRole('button', { name: 'Add Cat' }));

    const pip = card(await screen.findByText('Pip').then((node) => node.textContent!));
    expect(pip.getByText('6 months').textContent).toBe('6 months');
    expect(pip.queryByText('0 years')).toBeNull();
    const [entry] = await hotelData.outbox.toArray();
    expect(entry).toMatchObject({ change: 'addCat', body: { name: 'Pip', age: 0, ageMonths: 6 } });
  });

  it('refuses months outside 0 to 11 at the field, keeping what was typed', async () => {
    await seedOwnerData();
    const user = userEvent.setup();
    await openDashboard('cats');
    await user.click(await screen.findByRole('button', { name: 'Add a Cat' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a Cat' }));
    await user.type(dialog.getByLabelText(/^Name/), 'Pip');
    await user.type(dialog.getByLabelText('Months'), '14');
    await user.click(dialog.getByRole('button', { name: 'Add Cat' }));
    expect((await dialog.findByText('Months must be a whole number from 0 to 11')).textContent).toBe('Months must be a whole number from 0 to 11');
    expect((dialog.getByLabelText('Months') as HTMLInputElement).value).toBe('14');
    expect(await hotelData.outbox.count()).toBe(0);
  });

  it('removes a cat only after the owner confirms', async () => {
    await seedOwnerData({ bookings: [] });
    const user = userEvent.setup();
    await openDashboard('cats');
    await user.click(await screen.findByRole('button', { name: 'Delete Mochi' }));
    const question = within(await screen.findByRole('alertdialog', { name: 'Delete Mochi?' }));
    await user.click(question.getByRole('button', { name: 'Delete' }));

    expect((await screen.findByText('Cat Removed')).textContent).toBe('Cat Removed');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Mochi' })).toBeNull());
    expect((await screen.findByText('No cats yet')).textContent).toBe('No cats yet');
  });
});

describe('Profile', () => {
  it('shows the owner’s details to edit and the e-mail read-only', async () => {
    await seedOwnerData();
    const user = userEvent.setup();
    await openDashboard('profile');
    const form = within(await screen.findByRole('form', { name: 'Profile' }));
    expect((form.getByLabelText(/First name/) as HTMLInputElement).value).toBe('Thandi');
    const email = form.getByLabelText(/Email/) as HTMLInputElement;
    expect(email.value).toBe(TEST_OWNER.email);
    expect(email.readOnly).toBe(true);

    await user.type(form.getByLabelText(/Phone/), '082 555 0199');
    await user.click(form.getByRole('button', { name: 'Save Profile' }));
    expect((await screen.findByText('Profile Updated')).textContent).toBe('Profile Updated');
    expect((await screen.findByText('Waiting to sync')).textContent).toBe('Waiting to sync');
    expect((await hotelData.profile.get(TEST_OWNER.id))?.phone).toBe('082 555 0199');
  });

  it('refuses a one-letter last name with the spec’s message', async () => {
    await seedOwnerData();
    const user = userEvent.setup();
    await openDashboard('profile');
    const form = within(await screen.findByRole('form', { name: 'Profile' }));
    await user.clear(form.getByLabelText(/Last name/));
    await user.type(form.getByLabelText(/Last name/), 'M');
    await user.click(form.getByRole('button', { name: 'Save Profile' }));
    expect((await form.findByText('Last name must be at least 2 characters')).textContent).toBe('Last name must be at least 2 characters');
    expect((form.getByLabelText(/Last name/) as HTMLInputElement).value).toBe('M');
  });
});

describe('the sync status', () => {
  it('names a refused change and the server’s message, with Discard and no Retry that cannot succeed', async () => {
    await seedOwnerData();
    await hotelData.outbox.add({
      id: '0190d6a4-0000-7000-8000-0000000000e1',
      seq: 1,
      change: 'removeCat',
      subject: { kind: 'cat', id: MOCHI.id },
      method: 'DELETE',
      path: `/api/cats/${MOCHI.id}`,
      createdAt: '2026-01-08T09:00:00.000Z',
      attempts: 1,
      state: 'rejected',
      summary: 'Remove Mochi',
      error: 'Mochi is booked for a stay from 2026-12-01; cancel or change that booking first',
    });
    await openDashboard();
    expect((await screen.findByText('Not saved: Remove Mochi')).textContent).toBe('Not saved: Remove Mochi');
    expect(screen.getByText(/Mochi is booked for a stay from 2026-12-01/).textContent).toMatch(/Mochi is booked for a stay from 2026-12-01/);
    // Sent again it would be refused again: the way forward is to let it go.
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Discard' })).toBeTruthy();
    expect(screen.getByText('1 change not saved').textContent).toBe('1 change not saved');
    expect(screen.queryByText('All changes saved')).toBeNull();
    expect(CONFIRMED_STAY.status).toBe('confirmed');
  });
});
