import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LINK_INCOMPLETE } from '../../../domain/schemas/account-links.ts';
import { RESET_LINK_SENT } from '../../../domain/schemas/password-reset.ts';
import { TEST_OWNER, stubOwner } from '../../test/owner.ts';
import { renderApp } from '../../test/render.tsx';

const json = (body: unknown, status: number) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Signed out; `path`'s POST answered with `answer`. Returns the bodies sent to it. */
function stubCall(path: string, answer: () => Response) {
  stubOwner(null);
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
      if (url.pathname === path) {
        sent.push(JSON.parse(String(init?.body)));
        return answer();
      }
      return json({ message: 'You are not signed in.' }, 401);
    }),
  );
  return sent;
}

function form(name: string) {
  return within(screen.getByRole('form', { name }));
}

describe('the forgotten-password page', () => {
  it('is linked from sign-in (not from sign-up), and answers with the server’s one sentence', async () => {
    const sent = stubCall('/api/password/forgot', () => json({ message: RESET_LINK_SENT }, 202));
    const user = userEvent.setup();
    const { router } = await renderApp('/register');
    expect(screen.queryByRole('link', { name: 'Forgot your password?' })).toBeNull();
    await router.navigate({ to: '/login' });
    await user.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));

    await user.type(form('Forgot your password').getByLabelText(/^Email/), 'Thandi@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(RESET_LINK_SENT)).toBeTruthy();
    expect(sent).toEqual([{ email: 'thandi@example.com' }]);
  });

  it('checks the e-mail first and sends nothing when it is not one', async () => {
    const sent = stubCall('/api/password/forgot', () => json({ message: RESET_LINK_SENT }, 202));
    const user = userEvent.setup();
    await renderApp('/forgot-password');
    await user.type(form('Forgot your password').getByLabelText(/^Email/), 'thandi@');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('shows the sign-in limit’s words when the server refuses', async () => {
    const limit = 'Too many sign-in attempts. Please wait 15 minutes and try again.';
    stubCall('/api/password/forgot', () => json({ message: limit }, 429));
    const user = userEvent.setup();
    await renderApp('/forgot-password');
    await user.type(form('Forgot your password').getByLabelText(/^Email/), 'thandi@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(limit)).toBeTruthy();
    expect(screen.queryByText(RESET_LINK_SENT)).toBeNull();
  });

  it('says offline that it needs a connection, and sends nothing', async () => {
    const sent = stubCall('/api/password/forgot', () => json({ message: RESET_LINK_SENT }, 202));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const user = userEvent.setup();
    await renderApp('/forgot-password');
    expect(screen.getByText('You are offline')).toBeTruthy();
    await user.type(form('Forgot your password').getByLabelText(/^Email/), 'thandi@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect((await screen.findAllByText(/Resetting a password needs an internet connection/)).length).toBeGreaterThan(1);
    expect(sent).toEqual([]);
  });
});

describe('the reset-password page', () => {
  it('sends the token from the fragment with the new password, then welcomes the owner to the dashboard', async () => {
    const sent = stubCall('/api/password/reset', () => json(TEST_OWNER, 200));
    const user = userEvent.setup();
    const { router } = await renderApp('/reset-password#token=abcdefghijklmnopqrstuvwxyz234567');
    const reset = form('Choose a new password');
    await user.type(reset.getByLabelText(/^New password\b(?! again)/), 'catnip-and-sunshine');
    await user.type(reset.getByLabelText(/^New password again/), 'catnip-and-sunshine');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));

    expect(await screen.findByText('Your new password is set. Welcome back!')).toBeTruthy();
    expect(sent).toEqual([{ token: 'abcdefghijklmnopqrstuvwxyz234567', password: 'catnip-and-sunshine' }]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), { timeout: 3000 });
  });

  it('asks for the same password twice before sending', async () => {
    const sent = stubCall('/api/password/reset', () => json(TEST_OWNER, 200));
    const user = userEvent.setup();
    await renderApp('/reset-password#token=abc');
    const reset = form('Choose a new password');
    await user.type(reset.getByLabelText(/^New password\b(?! again)/), 'catnip-and-sunshine');
    await user.type(reset.getByLabelText(/^New password again/), 'catnip-and-sunshin');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByText('The two passwords are not the same')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('shows a dead link’s own words from the server, with the way to a new link', async () => {
    const used = 'This reset link has already been used. If you still cannot sign in, ask for a new link on the sign-in page.';
    stubCall('/api/password/reset', () => json({ message: used }, 410));
    const user = userEvent.setup();
    const { router } = await renderApp('/reset-password#token=abc');
    const reset = form('Choose a new password');
    await user.type(reset.getByLabelText(/^New password\b(?! again)/), 'catnip-and-sunshine');
    await user.type(reset.getByLabelText(/^New password again/), 'catnip-and-sunshine');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));

    expect(await screen.findByText(used)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Choose a new password' })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Ask for a New Link' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
  });

  it('says a link without its token is not complete, and sends nothing', async () => {
    const sent = stubCall('/api/password/reset', () => json(TEST_OWNER, 200));
    await renderApp('/reset-password');
    expect(screen.getByText(LINK_INCOMPLETE)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask for a New Link' })).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
