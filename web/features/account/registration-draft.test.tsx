import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { readRegistrationDraft } from '../../components/registration-draft.ts';
import { clearOwnerData } from '../../db.ts';
import { stubOwner } from '../../test/owner.ts';
import { renderApp } from '../../test/render.tsx';

afterEach(() => {
  window.sessionStorage.clear();
});

const register = () => within(screen.getByRole('form', { name: 'Create Your Account' }));

describe('a half-filled sign-up (issue 31)', () => {
  it('comes back after a reload, without the password, which is never kept', async () => {
    stubOwner(null);
    const user = userEvent.setup();
    const page = await renderApp('/register');
    await user.type(register().getByLabelText(/First name/), 'Jane');
    await user.type(register().getByLabelText(/Last name/), 'Mokoena');
    await user.type(register().getByLabelText(/^Email/), 'jane@example.com');
    await user.type(register().getByLabelText(/^Password/), 'purr-purr-7');
    await waitFor(() => expect(readRegistrationDraft()?.email).toBe('jane@example.com'));
    expect(JSON.stringify(window.sessionStorage)).not.toContain('purr-purr-7');
    page.unmount();

    await renderApp('/register');
    expect((register().getByLabelText(/First name/) as HTMLInputElement).value).toBe('Jane');
    expect((register().getByLabelText(/Last name/) as HTMLInputElement).value).toBe('Mokoena');
    expect((register().getByLabelText(/^Email/) as HTMLInputElement).value).toBe('jane@example.com');
    expect((register().getByLabelText(/^Password/) as HTMLInputElement).value).toBe('');
  });

  it('is not offered on the sign-in form, and goes at sign-out', async () => {
    stubOwner(null);
    const user = userEvent.setup();
    const page = await renderApp('/register');
    await user.type(register().getByLabelText(/First name/), 'Jane');
    await waitFor(() => expect(readRegistrationDraft()?.firstName).toBe('Jane'));
    page.unmount();

    await renderApp('/login');
    expect((within(screen.getByRole('form', { name: 'Sign In' })).getByLabelText(/^Email/) as HTMLInputElement).value).toBe('');
    await clearOwnerData();
    expect(readRegistrationDraft()).toBeNull();
  });
});
