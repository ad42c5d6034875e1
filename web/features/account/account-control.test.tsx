import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hotelData } from '../../db.ts';
import { stubOwner, TEST_OWNER } from '../../test/owner.ts';
import { emptyOwnerData, seedOwnerData } from '../../test/owner-data.ts';
import { renderApp } from '../../test/render.tsx';
import { ACCOUNT_DELETED } from '../../content/account-deleted.ts';

vi.mock('../../../sync/engine.ts', () => ({
  startSync: vi.fn(() => ({ syncNow: vi.fn(), resume: vi.fn(), retry: vi.fn(), discard: vi.fn(), stop: vi.fn() })),
}));

const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** The signed-in owner, with `/api/account/…` answered by `answer`; the stub records every call. */
function stubAccountApi(answer: (path: string, body: unknown) => Response) {
  const ownerStub = stubOwner(TEST_OWNER);
  const calls: { path: string; body: unknown }[] = [];
  const stub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost').pathname;
    if (!path.startsWith('/api/account/')) return ownerStub(input);
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ path, body });
    return answer(path, body);
  });
  vi.stubGlobal('fetch', stub);
  return calls;
}

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

async function openProfile() {
  await seedOwnerData();
  const page = await renderApp('/dashboard?tab=profile');
  await screen.findByRole('form', { name: 'Profile' });
  return page;
}

beforeEach(async () => {
  await emptyOwnerData();
  setOnline(true);
});
afterEach(() => vi.restoreAllMocks());

describe('Change password', () => {
  it('sends the current and new password, and says other devices were signed out', async () => {
    const calls = stubAccountApi(() => json({ message: 'ok' }, 200));
    await openProfile();
    const form = within(screen.getByRole('form', { name: 'Change password' }));
    const user = userEvent.setup();
    await user.type(form.getByLabelText(/Current password/), 'whiskers1');
    await user.type(form.getByLabelText(/New password/), 'purring22');
    await user.click(form.getByRole('button', { name: 'Change Password' }));
    expect((await screen.findByText('Password changed')).textContent).toBe('Password changed');
    expect(calls).toEqual([{ path: '/api/account/password', body: { currentPassword: 'whiskers1', newPassword: 'purring22' } }]);
    expect((form.getByLabelText(/Current password/) as HTMLInputElement).value).toBe('');
  });

  it('shows the server’s refusal of a wrong current password', async () => {
    stubAccountApi(() => json({ message: 'That is not your current password. Check it and try again.', field: 'currentPassword' }, 400));
    await openProfile();
    const form = within(screen.getByRole('form', { name: 'Change password' }));
    const user = userEvent.setup();
    await user.type(form.getByLabelText(/Current password/), 'wrong-one');
    await user.type(form.getByLabelText(/New password/), 'purring22');
    await user.click(form.getByRole('button', { name: 'Change Password' }));
    expect((await screen.findByText('That is not your current password. Check it and try again.')).textContent).toBe(
      'That is not your current password. Check it and try again.',
    );
  });
});

describe('Change e-mail', () => {
  it('shows the address waiting for its link after asking', async () => {
    const calls = stubAccountApi(() => json({ pendingEmail: 'new@example.com', message: 'sent' }, 202));
    await openProfile();
    const form = within(screen.getByRole('form', { name: 'Change e-mail' }));
    const user = userEvent.setup();
    await user.type(form.getByLabelText(/New e-mail/), 'New@Example.com');
    await user.type(form.getByLabelText(/^Password/), 'whiskers1');
    await user.click(form.getByRole('button', { name: 'Send Confirmation Link' }));
    expect((await form.findByText('Waiting for you to confirm new@example.com')).textContent).toBe('Waiting for you to confirm new@example.com');
    expect(calls).toEqual([{ path: '/api/account/email', body: { newEmail: 'new@example.com', password: 'whiskers1' } }]);
  });
});

describe('Your data', () => {
  it('downloads the file under the name the hotel gave it', async () => {
    const name = 'sunningdale-cat-hotel-my-data-2026-11-26.json';
    stubAccountApi(() => json({ profile: {} }, 200, { 'content-disposition': `attachment; filename="${name}"` }));
    const made = vi.fn((_file: Blob) => 'blob:my-data');
    Object.assign(URL, { createObjectURL: made, revokeObjectURL: vi.fn() });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe(name);
      expect(this.href).toBe('blob:my-data');
    });
    await openProfile();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download My Data' }));
    await waitFor(() => expect(clicked).toHaveBeenCalledOnce());
    expect(made).toHaveBeenCalledOnce();
  });

  it('deletes the account with the password, clears this phone and lands home signed out', async () => {
    const calls = stubAccountApi(() => json({ message: 'Your account is deleted.' }, 200));
    const page = await openProfile();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete My Account' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete your account?' }));
    await user.click(dialog.getByRole('button', { name: 'Delete My Account' }));
    await dialog.findByText('Please enter your password');
    expect(dialog.getByLabelText(/Your password/).getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
    await user.type(dialog.getByLabelText(/Your password/), 'whiskers1');
    await user.click(dialog.getByRole('button', { name: 'Delete My Account' }));
    expect(await screen.findByText(ACCOUNT_DELETED.title)).toBeTruthy();
    expect(page.router.state.location.search).toEqual({ account: 'deleted' });
    expect(calls).toEqual([{ path: '/api/account/delete', body: { password: 'whiskers1' } }]);
    expect(await hotelData.profile.count()).toBe(0);
    expect(await hotelData.cats.count()).toBe(0);
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Profile' })).toBeNull());
  });

  it('keeps the dialog open with the refusal of a wrong password', async () => {
    stubAccountApi(() => json({ message: 'That is not your current password. Check it and try again.', field: 'password' }, 400));
    await openProfile();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete My Account' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete your account?' }));
    await user.type(dialog.getByLabelText(/Your password/), 'wrong-one');
    await user.click(dialog.getByRole('button', { name: 'Delete My Account' }));
    const refusal = 'That is not your current password. Check it and try again.';
    // The refusal stands under the password field, which is marked invalid.
    expect((await dialog.findByText(refusal, { selector: '.chakra-field__errorText' })).textContent).toBe(refusal);
    expect(dialog.getByLabelText(/Your password/).getAttribute('aria-invalid')).toBe('true');
    // Its toast shows inside the dialog, which the browser draws above the page's own toasts.
    expect(within(dialog.getByRole('region', { name: 'Notifications' })).getByRole('alert').textContent).toContain(refusal);
    expect(await hotelData.profile.count()).toBe(1);
  });
});

describe('offline', () => {
  it('each section says it needs a connection and sends nothing', async () => {
    const calls = stubAccountApi(() => json({}, 200));
    setOnline(false);
    await openProfile();
    expect(screen.getByText('Changing your password needs an internet connection.').textContent).toBe(
      'Changing your password needs an internet connection.',
    );
    expect(screen.getByText('Changing your e-mail needs an internet connection.').textContent).toBe(
      'Changing your e-mail needs an internet connection.',
    );
    expect(screen.getByText('Downloading your data and deleting your account need an internet connection.').textContent).toBe(
      'Downloading your data and deleting your account need an internet connection.',
    );
    for (const name of ['Change Password', 'Send Confirmation Link', 'Download My Data', 'Delete My Account']) {
      expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true);
    }
    expect(calls).toEqual([]);
  });
});
