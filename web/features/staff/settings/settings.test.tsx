import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { NightSettingsView } from '../../../../domain/contracts/desk-nights.ts';
import type { NewInvitationView, TeamView } from '../../../../domain/contracts/desk-team.ts';
import type { HotelChangeView } from '../../../../domain/hotel-changes.ts';
import { MESSAGES } from '../../../../domain/schemas/messages.ts';
import { HOUSE_VACCINATION_RULES, type VaccinationRules } from '../../../../domain/vaccinations.ts';
import type { Owner } from '../../../components/current-owner.tsx';
import { renderApp } from '../../../test/render.tsx';
import { type Call, goOffline, stubServer, TEST_STAFF } from '../desk.test-support.ts';
import { DESK_NEEDS_CONNECTION } from '../staff-api.ts';

const MANAGER: Owner = {
  ...TEST_STAFF,
  id: '0190d6a4-0000-7000-8000-0000000000a9',
  email: 'nomsa@sunningdale.test',
  firstName: 'Nomsa',
  lastName: 'Khumalo',
  role: 'manager',
};
const SIPHO_ID = TEST_STAFF.id;

let nights: NightSettingsView;
let team: TeamView;
let hotelChanges: HotelChangeView[] = [];
let vaccinationRules: VaccinationRules;

beforeEach(() => {
  vaccinationRules = HOUSE_VACCINATION_RULES;
  nights = {
    defaultCapacity: 5,
    capacities: [
      { night: '2026-12-24', capacity: 3 },
      { night: '2026-12-25', capacity: 3 },
    ],
    closed: [],
  };
  team = {
    members: [
      {
        id: MANAGER.id,
        firstName: 'Nomsa',
        lastName: 'Khumalo',
        email: MANAGER.email,
        role: 'manager',
        createdAt: '2026-01-02T08:00:00.000Z',
        you: true,
      },
      {
        id: SIPHO_ID,
        firstName: 'Sipho',
        lastName: 'Dlamini',
        email: TEST_STAFF.email,
        role: 'staff',
        createdAt: '2026-01-03T08:00:00.000Z',
        you: false,
      },
    ],
    invitations: [
      {
        id: 'inv-used',
        email: 'sipho@sunningdale.test',
        role: 'staff',
        createdAt: '2026-01-02T09:00:00.000Z',
        expiresAt: '2026-01-09T09:00:00.000Z',
        state: 'used',
      },
    ],
  };
});

/** The manager's settings endpoints, over the `nights`, `team` and `vaccinationRules` above; `refuse` answers a change instead. */
function hotel(refuse?: (call: Call) => { status: number; body: unknown } | undefined) {
  return (call: Call) => {
    const refusal = call.method === 'GET' ? undefined : refuse?.(call);
    if (refusal !== undefined) return refusal;
    const route = `${call.method} ${call.path}`;
    if (route === 'GET /api/staff/settings/nights') return { status: 200, body: nights };
    if (route === 'GET /api/staff/team') return { status: 200, body: team };
    if (route === 'GET /api/staff/settings/changes') return { status: 200, body: { changes: hotelChanges } };
    if (route === 'GET /api/vaccination-rules') return { status: 200, body: vaccinationRules };
    if (route === 'PUT /api/staff/vaccination-rules') {
      vaccinationRules = call.body as VaccinationRules;
      return { status: 200, body: vaccinationRules };
    }
    if (route === 'POST /api/staff/settings/closed-nights') {
      const closure = call.body as { firstNight: string; lastNight: string; reason: string };
      nights = { ...nights, closed: [...nights.closed, { id: 'closure-1', ...closure }] };
      return { status: 201, body: { ...nights, overbooked: [] } };
    }
    if (route === 'PUT /api/staff/settings/capacity') {
      const setting = call.body as { firstNight: string; lastNight: string; capacity: number };
      nights = { ...nights, capacities: [...nights.capacities, { night: setting.firstNight, capacity: setting.capacity }] };
      return { status: 200, body: { ...nights, overbooked: [{ night: setting.firstNight, booked: 4, capacity: setting.capacity }] } };
    }
    if (route === 'POST /api/staff/team/invitations') {
      const input = call.body as { email: string; role: 'staff' | 'manager' };
      const invitation = {
        id: 'inv-new',
        ...input,
        createdAt: '2026-11-20T08:00:00.000Z',
        expiresAt: '2026-11-27T08:00:00.000Z',
        state: 'open' as const,
      };
      team = { ...team, invitations: [invitation, ...team.invitations] };
      const created: NewInvitationView = { invitation, address: 'https://sunningdale.example/staff/join#token=Zr4kT9' };
      return { status: 201, body: created };
    }
    if (route === `DELETE /api/staff/team/members/${SIPHO_ID}`) {
      team = { ...team, members: team.members.filter((member) => member.id !== SIPHO_ID) };
      return { status: 200, body: team };
    }
    return undefined;
  };
}

const changes = (calls: Call[]) => calls.filter((call) => call.method !== 'GET');

async function openSettings() {
  await renderApp('/staff/settings');
  await screen.findByRole('heading', { level: 1, name: 'Settings' });
}

function section(name: string) {
  return within(screen.getByRole('region', { name }));
}

describe('Settings', () => {
  it('lists the hotel’s changes: what, who, when, before and after', async () => {
    hotelChanges = [
      {
        id: 'change-2',
        at: '2026-11-20T08:00:00.000Z',
        action: 'places-set',
        actor: { id: MANAGER.id, name: 'Nomsa Khumalo', role: 'manager' },
        before: { firstNight: '2026-12-24', lastNight: '2026-12-25', places: '5' },
        after: { firstNight: '2026-12-24', lastNight: '2026-12-25', places: '3' },
      },
      {
        id: 'change-1',
        at: '2026-11-19T08:00:00.000Z',
        action: 'nights-reopened',
        actor: { id: MANAGER.id, name: 'Nomsa Khumalo', role: 'manager' },
        // As PostgreSQL's jsonb gives the keys back: shortest first.
        before: { reason: 'New Year', lastNight: '2026-12-31', firstNight: '2026-12-31' },
        after: null,
      },
    ];
    stubServer(MANAGER, hotel());
    await openSettings();
    const lines = section('Changes')
      .getAllByRole('listitem')
      .map((line) => line.textContent);
    hotelChanges = [];
    expect(lines).toEqual([
      '20 Nov 2026, 10:00Places per night changed by Nomsa Khumalo (manager)Before: First night: 24 Dec 2026 · Last night: 25 Dec 2026 · Places: 5After: First night: 24 Dec 2026 · Last night: 25 Dec 2026 · Places: 3',
      '19 Nov 2026, 10:00Nights reopened by Nomsa Khumalo (manager)Before: First night: 31 Dec 2026 · Last night: 31 Dec 2026 · Reason: New Year',
    ]);
  });

  it('shows the usual places and the nights set otherwise, the team with roles and the invitations', async () => {
    stubServer(MANAGER, hotel());
    await openSettings();

    const places = section('Places per night');
    expect(places.getByText(/Usually 5 cats a night/).textContent).toMatch(/Usually 5 cats a night/);
    expect(places.getByText('24 Dec 2026 – 25 Dec 2026').textContent).toBe('24 Dec 2026 – 25 Dec 2026');
    expect(places.getByText('3 places a night').textContent).toBe('3 places a night');
    expect(places.getByRole('button', { name: 'Back to 5 places for 24 Dec 2026 – 25 Dec 2026' })).toBeTruthy();
    expect(section('Closed nights').getByText('No coming night is closed.')).toBeTruthy();

    const accounts = section('Staff accounts');
    expect(accounts.getByText('Nomsa Khumalo').textContent).toBe('Nomsa Khumalo');
    expect(accounts.getByText('You').textContent).toBe('You');
    expect(accounts.queryByRole('button', { name: 'Remove Nomsa Khumalo' })).toBeNull();
    expect(accounts.getByRole('button', { name: 'Remove Sipho Dlamini' })).toBeTruthy();
    expect(section('Invitations').getByText('Used')).toBeTruthy();
  });

  it('closes nights with a reason, sent once under its own key, and lists them', async () => {
    const calls = stubServer(MANAGER, hotel());
    const user = userEvent.setup();
    await openSettings();
    const closed = section('Closed nights');

    await user.type(closed.getByLabelText(/First night/), '2026-12-25');
    await user.type(closed.getByLabelText(/Last night/), '2026-12-25');
    await user.type(closed.getByLabelText(/Reason/), 'Closed 25 Dec');
    await user.click(closed.getByRole('button', { name: 'Close these nights' }));

    expect((await closed.findByText('Closed 25 Dec')).textContent).toBe('Closed 25 Dec');
    expect(closed.getByText('25 Dec 2026').textContent).toBe('25 Dec 2026');
    expect(closed.getByRole('button', { name: 'Reopen 25 Dec 2026' })).toBeTruthy();
    await waitFor(() => expect((closed.getByLabelText(/Reason/) as HTMLInputElement).value).toBe(''));
    const [close] = changes(calls);
    expect(close?.body).toEqual({ firstNight: '2026-12-25', lastNight: '2026-12-25', reason: 'Closed 25 Dec' });
    expect(close?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows the server’s refusal and keeps what was typed; offline it says so and sends nothing', async () => {
    const refusal = 'Nights before today cannot be changed; choose from tonight on';
    const calls = stubServer(
      MANAGER,
      hotel(() => ({ status: 400, body: { message: refusal, field: 'firstNight' } })),
    );
    const user = userEvent.setup();
    await openSettings();
    const closed = section('Closed nights');

    await user.type(closed.getByLabelText(/First night/), '2026-01-01');
    await user.type(closed.getByLabelText(/Last night/), '2026-01-01');
    await user.type(closed.getByLabelText(/Reason/), 'Closed for New Year');
    await user.click(closed.getByRole('button', { name: 'Close these nights' }));

    expect(await closed.findByText(refusal)).toBeTruthy();
    expect((closed.getByLabelText(/Reason/) as HTMLInputElement).value).toBe('Closed for New Year');
    expect((closed.getByLabelText(/First night/) as HTMLInputElement).value).toBe('2026-01-01');

    goOffline();
    await user.click(closed.getByRole('button', { name: 'Close these nights' }));
    expect((await closed.findByText(DESK_NEEDS_CONNECTION)).textContent).toBe(DESK_NEEDS_CONNECTION);
    expect((closed.getByLabelText(/Reason/) as HTMLInputElement).value).toBe('Closed for New Year');
    expect(changes(calls)).toHaveLength(1);
  });

  it('refuses a reason too short with the schema’s message before asking the server', async () => {
    const calls = stubServer(MANAGER, hotel());
    const user = userEvent.setup();
    await openSettings();
    const closed = section('Closed nights');

    await user.type(closed.getByLabelText(/First night/), '2026-12-25');
    await user.type(closed.getByLabelText(/Last night/), '2026-12-24');
    await user.type(closed.getByLabelText(/Reason/), 'X');
    await user.click(closed.getByRole('button', { name: 'Close these nights' }));

    expect((await closed.findByText('The last night cannot be before the first night')).textContent).toBe(
      'The last night cannot be before the first night',
    );
    expect(closed.getByText(/Please give a reason of at least 2 characters/).textContent).toMatch(/Please give a reason of at least 2 characters/);
    expect(changes(calls)).toHaveLength(0);
  });

  it('sets places for a range and warns of nights already booked beyond them', async () => {
    const calls = stubServer(MANAGER, hotel());
    const user = userEvent.setup();
    await openSettings();
    const places = section('Places per night');

    await user.type(places.getByLabelText(/First night/), '2026-12-31');
    await user.type(places.getByLabelText(/Last night/), '2026-12-31');
    await user.type(places.getByLabelText(/Places a night/), '2');
    await user.click(places.getByRole('button', { name: 'Set places' }));

    expect((await places.findByText('Already booked beyond the places on these nights')).textContent).toBe(
      'Already booked beyond the places on these nights',
    );
    // Each night opens its page, where the stays over the places and their owners are (issue 31).
    expect(places.getByRole('link', { name: '31 Dec 2026: 4 cats booked, 2 places' }).getAttribute('href')).toBe('/staff/nights/2026-12-31');
    expect((await places.findByText('31 Dec 2026')).textContent).toBe('31 Dec 2026');
    expect(changes(calls)[0]?.body).toEqual({ firstNight: '2026-12-31', lastNight: '2026-12-31', capacity: 2 });
  });

  it('invites by e-mail and role, and shows the address to copy', async () => {
    const calls = stubServer(MANAGER, hotel());
    const user = userEvent.setup();
    await openSettings();
    const invitations = section('Invitations');

    await user.type(invitations.getByLabelText(/E-mail/), 'lerato@sunningdale.test');
    await user.selectOptions(invitations.getByLabelText('Role'), 'Manager');
    await user.click(invitations.getByRole('button', { name: 'Invite' }));

    const address = (await invitations.findByLabelText('Invitation address')) as HTMLInputElement;
    expect(address.value).toBe('https://sunningdale.example/staff/join#token=Zr4kT9');
    await user.click(invitations.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe('https://sunningdale.example/staff/join#token=Zr4kT9');
    expect(invitations.getByRole('button', { name: 'Copied' })).toBeTruthy();

    expect(await invitations.findByRole('button', { name: 'Revoke the invitation for lerato@sunningdale.test' })).toBeTruthy();
    expect(invitations.getByText('Open').textContent).toBe('Open');
    expect(changes(calls)[0]?.body).toEqual({ email: 'lerato@sunningdale.test', role: 'manager' });
  });

  it('asks before removing a staff account, and removes it only when confirmed', async () => {
    const calls = stubServer(MANAGER, hotel());
    const user = userEvent.setup();
    await openSettings();

    await user.click(section('Staff accounts').getByRole('button', { name: 'Remove Sipho Dlamini' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Remove Sipho Dlamini?' }));
    expect(dialog.getByText(/signed out on every phone at once/).textContent).toMatch(/signed out on every phone at once/);
    await user.click(dialog.getByRole('button', { name: 'Keep' }));
    expect(changes(calls)).toHaveLength(0);

    await user.click(section('Staff accounts').getByRole('button', { name: 'Remove Sipho Dlamini' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove account' }));

    await waitFor(() => expect(section('Staff accounts').queryByText('Sipho Dlamini')).toBeNull());
    expect(changes(calls).map((call) => `${call.method} ${call.path}`)).toEqual([`DELETE /api/staff/team/members/${SIPHO_ID}`]);
  });

  it('asks for the password again when the hotel wants a fresh proof, then sends the change once more (issue 30)', async () => {
    let proved = false;
    const calls = stubServer(
      MANAGER,
      hotel((call) => {
        if (call.path === '/api/staff/proof') {
          const { password } = call.body as { password: string };
          if (password !== 'whiskers1')
            return { status: 400, body: { message: 'That password or code is not right. Check it and try again.', field: 'password' } };
          proved = true;
          return { status: 200, body: { confirmedAt: '2026-11-29T08:00:00.000Z' } };
        }
        return proved
          ? undefined
          : { status: 403, body: { message: 'Please confirm it is you: enter your password or a code from your app again.', field: 'proof' } };
      }),
    );
    const user = userEvent.setup();
    await openSettings();

    await user.click(section('Staff accounts').getByRole('button', { name: 'Remove Sipho Dlamini' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove account' }));
    const proof = within(await screen.findByRole('alertdialog', { name: 'Confirm it is you' }));
    await user.type(proof.getByLabelText(/^Your password/), 'not-mine');
    await user.click(proof.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(proof.getByLabelText(/^Your password/).getAttribute('aria-invalid')).toBe('true'));
    expect(document.body.textContent).toContain('That password or code is not right. Check it and try again.');
    await user.clear(proof.getByLabelText(/^Your password/));
    await user.type(proof.getByLabelText(/^Your password/), 'whiskers1');
    await user.click(proof.getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(section('Staff accounts').queryByText('Sipho Dlamini')).toBeNull());
    expect(screen.queryByRole('alertdialog', { name: 'Confirm it is you' })).toBeNull();
    expect(changes(calls).map((call) => `${call.method} ${call.path}`)).toEqual([
      `DELETE /api/staff/team/members/${SIPHO_ID}`,
      'POST /api/staff/proof',
      'POST /api/staff/proof',
      `DELETE /api/staff/team/members/${SIPHO_ID}`,
    ]);
  });

  it('turns the staff’s code app rule on, and shows the manager’s own app', async () => {
    const calls = stubServer(
      MANAGER,
      hotel((call) => (call.path === '/api/staff/code/rule' ? { status: 200, body: { staffNeedCodeApp: true } } : undefined)),
    );
    const user = userEvent.setup();
    await openSettings();
    const signingIn = section('Signing in');
    expect(signingIn.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Staff need a code app tooOff: staff sign in with a password alone.Turn On',
      'Your code appOn. 10 of 10 recovery codes left.',
    ]);
    await user.click(signingIn.getByRole('button', { name: 'Turn On' }));
    await waitFor(() =>
      expect(changes(calls).map((call) => [call.method, call.path, call.body])).toEqual([
        ['PUT', '/api/staff/code/rule', { staffNeedCodeApp: true }],
      ]),
    );
  });

  it('tells staff who open it that settings are for managers, and shows them the vaccination rules without a form', async () => {
    // The router reports the loader's refusal on the console before the page's answer takes over.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubServer(TEST_STAFF, (call) =>
      call.path === '/api/vaccination-rules'
        ? { status: 200, body: vaccinationRules }
        : { status: 403, body: { message: 'Only a manager can do this' } },
    );
    await renderApp('/staff/settings');

    expect((await screen.findByText('Settings are for managers')).textContent).toBe('Settings are for managers');
    expect(screen.queryByRole('region', { name: 'Staff accounts' })).toBeNull();
    const rules = section('Vaccination rules');
    expect((await rules.findByText(HOUSE_RULES_IN_WORDS)).textContent).toBe(HOUSE_RULES_IN_WORDS);
    expect(rules.queryByRole('form')).toBeNull();
    expect(rules.queryByRole('checkbox')).toBeNull();
    expect(rules.queryByRole('button', { name: 'Save rules' })).toBeNull();
  });
});

const HOUSE_RULES_IN_WORDS =
  'FVRCP (tricat) and rabies, valid through check-out, given at least 14 days before arrival; spay or neuter proof required';

describe('the vaccination rules in Settings (issue 33)', () => {
  async function openRules() {
    await openSettings();
    const rules = section('Vaccination rules');
    await rules.findByText(HOUSE_RULES_IN_WORDS);
    return rules;
  }

  it('shows the house’s rules in words, and the manager’s form filled with them', async () => {
    stubServer(MANAGER, hotel());
    const rules = await openRules();

    expect((rules.getByLabelText('FVRCP (tricat)') as HTMLInputElement).checked).toBe(true);
    expect((rules.getByLabelText('Rabies') as HTMLInputElement).checked).toBe(true);
    expect((rules.getByLabelText('FeLV') as HTMLInputElement).checked).toBe(false);
    expect((rules.getByLabelText(/Days before arrival/) as HTMLInputElement).value).toBe('14');
    expect((rules.getByLabelText(/spayed or neutered/) as HTMLInputElement).checked).toBe(true);
  });

  it('sends a manager’s change once, under its own key, and shows it once the hotel has answered', async () => {
    const calls = stubServer(MANAGER, hotel());
    const user = userEvent.setup();
    const rules = await openRules();

    await user.click(rules.getByLabelText('FeLV'));
    await user.click(rules.getByLabelText(/spayed or neutered/));
    await user.clear(rules.getByLabelText(/Days before arrival/));
    await user.type(rules.getByLabelText(/Days before arrival/), '21');
    await user.click(rules.getByRole('button', { name: 'Save rules' }));

    const changed =
      'FVRCP (tricat), rabies and FeLV, valid through check-out, given at least 21 days before arrival; spay or neuter proof not required';
    expect((await rules.findByText(changed)).textContent).toBe(changed);
    expect(rules.queryByText(HOUSE_RULES_IN_WORDS)).toBeNull();
    expect((await screen.findByText('Vaccination rules saved')).textContent).toBe('Vaccination rules saved');
    const [save] = changes(calls);
    expect([save?.method, save?.path, save?.body]).toEqual([
      'PUT',
      '/api/staff/vaccination-rules',
      { required: ['fvrcp', 'rabies', 'felv'], daysBeforeArrival: 21, spayNeuterProof: false },
    ]);
    expect(save?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(changes(calls)).toHaveLength(1);
    // The list of the hotel's changes is read again, to show this one.
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/staff/settings/changes').length).toBeGreaterThan(1));
  });

  it('shows the hotel’s refusal at the field it names, and the rules as they were; nothing said saved', async () => {
    const calls = stubServer(
      MANAGER,
      hotel((call) =>
        call.path === '/api/staff/vaccination-rules'
          ? { status: 400, body: { message: MESSAGES.daysBeforeArrival, field: 'daysBeforeArrival' } }
          : undefined,
      ),
    );
    const user = userEvent.setup();
    const rules = await openRules();

    await user.clear(rules.getByLabelText(/Days before arrival/));
    await user.type(rules.getByLabelText(/Days before arrival/), '7');
    await user.click(rules.getByRole('button', { name: 'Save rules' }));

    const days = rules.getByLabelText(/Days before arrival/) as HTMLInputElement;
    await waitFor(() => expect(days.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(days.getAttribute('aria-describedby')!)?.textContent).toBe(MESSAGES.daysBeforeArrival);
    expect(days.value).toBe('7');
    expect(rules.getByText(HOUSE_RULES_IN_WORDS).textContent).toBe(HOUSE_RULES_IN_WORDS);
    // Neither the section nor a toast says the refused rule is in force.
    expect(screen.queryByText(/at least 7 days/)).toBeNull();
    expect(changes(calls)).toHaveLength(1);
  });

  it('refuses days beyond six weeks with the schema’s message before asking the server; offline it says so and sends nothing', async () => {
    const calls = stubServer(MANAGER, hotel());
    const user = userEvent.setup();
    const rules = await openRules();

    await user.clear(rules.getByLabelText(/Days before arrival/));
    await user.type(rules.getByLabelText(/Days before arrival/), '43');
    await user.click(rules.getByRole('button', { name: 'Save rules' }));
    expect((await rules.findByText(MESSAGES.daysBeforeArrival)).textContent).toBe(MESSAGES.daysBeforeArrival);

    await user.clear(rules.getByLabelText(/Days before arrival/));
    await user.type(rules.getByLabelText(/Days before arrival/), '10');
    goOffline();
    await user.click(rules.getByRole('button', { name: 'Save rules' }));
    expect((await rules.findByText(DESK_NEEDS_CONNECTION)).textContent).toBe(DESK_NEEDS_CONNECTION);
    expect(rules.queryByText(MESSAGES.daysBeforeArrival)).toBeNull();
    expect(rules.getByText(HOUSE_RULES_IN_WORDS).textContent).toBe(HOUSE_RULES_IN_WORDS);
    expect(changes(calls)).toHaveLength(0);
  });
});
