import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BookingDetailView } from '../../../../domain/contracts/desk-stays.ts';
import { TRANSPORT_ADDRESS_MESSAGE, TRANSPORT_SERVICE_ID } from '../../../../domain/extra-services.ts';
import { renderApp } from '../../../test/render.tsx';
import { type Call, deskCalls, stubServer, TEST_STAFF } from '../desk.test-support.ts';
import { BOOKING, LUNA, THANDI, THANDI_RECORD } from '../records/records.test-support.ts';

const ok = (body: unknown, status = 200) => ({ status, body });
const changes = (calls: Call[]) => deskCalls(calls).filter((call) => call.method !== 'GET');
const bookingPath = `/api/staff/bookings/${BOOKING.id}`;
const typeDate = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('a new owner at the desk', () => {
  it('makes the record with the invitation, and opens it', async () => {
    const calls = stubServer(TEST_STAFF, (call) => {
      if (call.path === '/api/staff/owners' && call.method === 'POST') return ok({ ownerId: THANDI.id, invitationSentTo: 'thandi@example.com' }, 201);
      if (call.path === '/api/staff/owners') return ok({ owners: [], more: false });
      if (call.path === `/api/staff/owners/${THANDI.id}`) return ok(THANDI_RECORD);
      return undefined;
    });
    await renderApp('/staff/owners');
    await userEvent.click(await screen.findByRole('button', { name: 'New Owner' }));
    await userEvent.click(screen.getByRole('button', { name: 'Make the Record' }));
    // Checked before anything is sent: every field is required.
    expect(changes(calls)).toEqual([]);
    expect(screen.getByLabelText(/^Phone/).getAttribute('aria-invalid')).toBe('true');

    await userEvent.type(screen.getByLabelText(/^First name/), 'Thandi');
    await userEvent.type(screen.getByLabelText(/^Last name/), 'Mokoena');
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'Thandi@Example.com');
    await userEvent.type(screen.getByLabelText(/^Phone/), '082 555 0142');
    await userEvent.click(screen.getByRole('button', { name: 'Make the Record' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Thandi Mokoena' })).toBeTruthy();
    expect(changes(calls).map((call) => [call.method, call.path, call.body])).toEqual([
      ['POST', '/api/staff/owners', { firstName: 'Thandi', lastName: 'Mokoena', email: 'thandi@example.com', phone: '082 555 0142' }],
    ]);
    expect((await screen.findByText('An invitation to choose a password went to thandi@example.com.')).textContent).toBe(
      'An invitation to choose a password went to thandi@example.com.',
    );
  });

  it('shows the server’s refusal of an address already held under the e-mail field', async () => {
    stubServer(TEST_STAFF, (call) => {
      if (call.method === 'POST')
        return ok({ message: 'An account already uses this e-mail address: search the owners for it.', field: 'email' }, 409);
      return ok({ owners: [], more: false });
    });
    await renderApp('/staff/owners');
    await userEvent.click(await screen.findByRole('button', { name: 'New Owner' }));
    await userEvent.type(screen.getByLabelText(/^First name/), 'Thandi');
    await userEvent.type(screen.getByLabelText(/^Last name/), 'Mokoena');
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'thandi@example.com');
    await userEvent.type(screen.getByLabelText(/^Phone/), '0825550142');
    await userEvent.click(screen.getByRole('button', { name: 'Make the Record' }));
    const email = screen.getByLabelText(/^E-mail/);
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByRole('alert').textContent).toBe('An account already uses this e-mail address: search the owners for it.');
    expect(screen.getByRole('heading', { level: 1, name: 'Owners' })).toBeTruthy();
  });
});

describe('booking a stay from an owner’s record', () => {
  it('sends the owner, dates, cats and services, and opens the booking the server made', async () => {
    const calls = stubServer(TEST_STAFF, (call) => {
      if (call.path === `/api/staff/owners/${THANDI.id}`) return ok(THANDI_RECORD);
      if (call.path === '/api/staff/bookings' && call.method === 'POST') return ok(BOOKING, 201);
      if (call.path === bookingPath) return ok(BOOKING);
      return undefined;
    });
    await renderApp(`/staff/owners/${THANDI.id}`);
    const form = within(await screen.findByRole('form', { name: 'Book a stay' }));
    typeDate('Check-in', '2026-12-01');
    typeDate('Check-out', '2026-12-08');
    await userEvent.click(form.getByRole('checkbox', { name: 'Mochi' }));
    await userEvent.click(form.getByRole('checkbox', { name: /^Medication Administration/ }));
    expect(form.getByText(/^About R[\d ]+ for 7 nights; the hotel’s server works out the price when you send it\.$/).textContent).toMatch(
      /^About R[\d ]+ for 7 nights; the hotel’s server works out the price when you send it\.$/,
    );
    await userEvent.click(form.getByRole('button', { name: 'Book the Stay' }));

    expect(await screen.findByRole('heading', { level: 1, name: '1 Dec 2026 – 8 Dec 2026' })).toBeTruthy();
    expect(changes(calls).map((call) => [call.method, call.path, call.body])).toEqual([
      [
        'POST',
        '/api/staff/bookings',
        {
          ownerId: THANDI.id,
          checkInDate: '2026-12-01',
          checkOutDate: '2026-12-08',
          catIds: [THANDI_RECORD.cats[0]!.id],
          extraServiceIds: [1],
          transportAddress: null,
          specialRequests: null,
        },
      ],
    ]);
  });

  it('asks for the pick-up and delivery address once Transport is ticked, and refuses Transport without it at the field', async () => {
    const calls = stubServer(TEST_STAFF, (call) => {
      if (call.path === `/api/staff/owners/${THANDI.id}`) return ok(THANDI_RECORD);
      if (call.path === '/api/staff/bookings' && call.method === 'POST') return ok(BOOKING, 201);
      if (call.path === bookingPath) return ok(BOOKING);
      return undefined;
    });
    await renderApp(`/staff/owners/${THANDI.id}`);
    const form = within(await screen.findByRole('form', { name: 'Book a stay' }));
    typeDate('Check-in', '2026-12-01');
    typeDate('Check-out', '2026-12-08');
    await userEvent.click(form.getByRole('checkbox', { name: 'Mochi' }));
    expect(form.queryByLabelText('Pick-up and delivery address')).toBeNull();
    await userEvent.click(form.getByRole('checkbox', { name: /^Transport/ }));
    const address = form.getByLabelText('Pick-up and delivery address');
    await userEvent.click(form.getByRole('button', { name: 'Book the Stay' }));
    expect(changes(calls)).toEqual([]);
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(form.getByText(TRANSPORT_ADDRESS_MESSAGE).textContent).toBe(TRANSPORT_ADDRESS_MESSAGE);

    await userEvent.type(address, '12 Jacaranda Street, Sunningdale');
    await userEvent.click(form.getByRole('button', { name: 'Book the Stay' }));
    await waitFor(() => expect(changes(calls)).toHaveLength(1));
    expect(changes(calls)[0]!.body).toMatchObject({ extraServiceIds: [TRANSPORT_SERVICE_ID], transportAddress: '12 Jacaranda Street, Sunningdale' });
  });

  it('edits a cat’s care notes, sending only the note changed', async () => {
    const calls = stubServer(TEST_STAFF, (call) => {
      if (call.path === `/api/staff/owners/${THANDI.id}`) return ok(THANDI_RECORD);
      if (call.path === `/api/staff/cats/${LUNA.id}/care`) return ok({ ...LUNA, dietaryRequirements: 'Wet food, half a pouch twice a day' });
      return undefined;
    });
    await renderApp(`/staff/owners/${THANDI.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Luna’s Care Notes' }));
    const form = within(screen.getByRole('form', { name: 'Luna’s care notes' }));
    const diet = form.getByLabelText('Diet and feeding');
    await userEvent.clear(diet);
    await userEvent.type(diet, 'Wet food, half a pouch twice a day');
    await userEvent.click(form.getByRole('button', { name: 'Save the Notes' }));
    await waitFor(() => expect(changes(calls)).toHaveLength(1));
    expect(changes(calls)[0]).toMatchObject({
      method: 'PATCH',
      path: `/api/staff/cats/${LUNA.id}/care`,
      body: { dietaryRequirements: 'Wet food, half a pouch twice a day' },
    });
    expect((await screen.findByText('Luna’s notes now name you as the last to change them.')).textContent).toBe(
      'Luna’s notes now name you as the last to change them.',
    );
  });
});

describe('changing a stay from its page', () => {
  const moved: BookingDetailView = { ...BOOKING, checkInDate: '2026-12-02', checkOutDate: '2026-12-09', version: BOOKING.version + 1 };

  it('asks for a reason, sends only what changed, and shows the stay as the server now has it', async () => {
    const calls = stubServer(TEST_STAFF, (call) => {
      if (call.path === bookingPath && call.method === 'PATCH') return ok(moved);
      if (call.path === bookingPath) return ok(BOOKING);
      if (call.path === `/api/staff/owners/${THANDI.id}`) return ok(THANDI_RECORD);
      return undefined;
    });
    await renderApp(`/staff/bookings/${BOOKING.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Change Dates, Cats or Services' }));
    typeDate('Check-in', '2026-12-02');
    typeDate('Check-out', '2026-12-09');
    await userEvent.click(screen.getByRole('button', { name: 'Save the Change' }));
    expect(changes(calls)).toEqual([]);
    expect(screen.getByLabelText('Reason').getAttribute('aria-invalid')).toBe('true');

    await userEvent.type(screen.getByLabelText('Reason'), 'The owner phoned: her flight moved');
    await userEvent.click(screen.getByRole('button', { name: 'Save the Change' }));
    expect(await screen.findByRole('heading', { level: 1, name: '2 Dec 2026 – 9 Dec 2026' })).toBeTruthy();
    expect(changes(calls)[0]).toMatchObject({
      method: 'PATCH',
      path: bookingPath,
      body: { version: BOOKING.version, reason: 'The owner phoned: her flight moved', checkInDate: '2026-12-02', checkOutDate: '2026-12-09' },
    });
    expect(Object.keys(changes(calls)[0]!.body as object).sort()).toEqual(['checkInDate', 'checkOutDate', 'reason', 'version']);
  });

  it('shows Transport’s address on the booking, prefills it in the change, and refuses the change without it at the field', async () => {
    const transport: BookingDetailView = {
      ...BOOKING,
      services: [{ id: TRANSPORT_SERVICE_ID, name: 'Transport', amount: '450.00' }],
      transportAddress: '12 Jacaranda Street, Sunningdale',
    };
    const calls = stubServer(TEST_STAFF, (call) => {
      if (call.path === bookingPath && call.method === 'PATCH')
        return ok({ ...transport, transportAddress: '3 Protea Lane', version: BOOKING.version + 1 });
      if (call.path === bookingPath) return ok(transport);
      if (call.path === `/api/staff/owners/${THANDI.id}`) return ok(THANDI_RECORD);
      return undefined;
    });
    await renderApp(`/staff/bookings/${BOOKING.id}`);
    expect((await screen.findByText('Transport pick-up and delivery')).nextElementSibling?.textContent).toBe('12 Jacaranda Street, Sunningdale');
    await userEvent.click(screen.getByRole('button', { name: 'Change Dates, Cats or Services' }));
    const address = screen.getByLabelText('Pick-up and delivery address') as HTMLTextAreaElement;
    expect(address.value).toBe('12 Jacaranda Street, Sunningdale');
    await userEvent.clear(address);
    await userEvent.type(screen.getByLabelText('Reason'), 'The owner moved house');
    await userEvent.click(screen.getByRole('button', { name: 'Save the Change' }));
    expect(changes(calls)).toEqual([]);
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(TRANSPORT_ADDRESS_MESSAGE).textContent).toBe(TRANSPORT_ADDRESS_MESSAGE);

    await userEvent.type(address, '3 Protea Lane');
    await userEvent.click(screen.getByRole('button', { name: 'Save the Change' }));
    await waitFor(() => expect(changes(calls)).toHaveLength(1));
    expect(changes(calls)[0]!.body).toEqual({ version: BOOKING.version, reason: 'The owner moved house', transportAddress: '3 Protea Lane' });
    await waitFor(() => expect(screen.getByText('Transport pick-up and delivery').nextElementSibling?.textContent).toBe('3 Protea Lane'));
  });

  function fullNights(role: 'staff' | 'manager') {
    return stubServer({ ...TEST_STAFF, role }, (call) => {
      const body = call.body as { overbook?: boolean } | undefined;
      if (call.path === bookingPath && call.method === 'PATCH' && body?.overbook !== true) {
        return ok({ message: 'Sorry, we are full on 3 Dec 2026: no places left for 2 cats. Please choose other dates.', field: 'checkInDate' }, 409);
      }
      if (call.path === bookingPath && call.method === 'PATCH') return ok(moved);
      if (call.path === bookingPath) return ok(BOOKING);
      if (call.path === `/api/staff/owners/${THANDI.id}`) return ok(THANDI_RECORD);
      return undefined;
    });
  }

  async function askForFullNights() {
    await renderApp(`/staff/bookings/${BOOKING.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Change Dates, Cats or Services' }));
    typeDate('Check-in', '2026-12-02');
    typeDate('Check-out', '2026-12-09');
    await userEvent.type(screen.getByLabelText('Reason'), 'The owner phoned');
    await userEvent.click(screen.getByRole('button', { name: 'Save the Change' }));
    expect((await screen.findByText('Sorry, we are full on 3 Dec 2026: no places left for 2 cats. Please choose other dates.')).textContent).toBe(
      'Sorry, we are full on 3 Dec 2026: no places left for 2 cats. Please choose other dates.',
    );
  }

  it('names the full night; a manager may then change it over the places, sent with overbook', async () => {
    const calls = fullNights('manager');
    await askForFullNights();
    await userEvent.click(screen.getByRole('button', { name: 'Change It Anyway, Over the Places' }));
    expect(await screen.findByRole('heading', { level: 1, name: '2 Dec 2026 – 9 Dec 2026' })).toBeTruthy();
    expect(changes(calls).map((call) => (call.body as { overbook?: boolean }).overbook)).toEqual([undefined, true]);
  });

  it('offers plain staff no way over the places', async () => {
    fullNights('staff');
    await askForFullNights();
    expect(screen.queryByRole('button', { name: 'Change It Anyway, Over the Places' })).toBeNull();
  });

  it('is not offered for a cancelled stay', async () => {
    stubServer(TEST_STAFF, (call) => (call.path === bookingPath ? ok({ ...BOOKING, status: 'cancelled', actions: [] }) : undefined));
    await renderApp(`/staff/bookings/${BOOKING.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: '1 Dec 2026 – 8 Dec 2026' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change Dates, Cats or Services' })).toBeNull();
  });
});
