import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_OWNER } from '../../test/owner.ts';
import { renderWithRouter } from '../../test/render.tsx';
import { ChangeEmailScreen, NO_TOKEN, tokenInFragment } from './change-email-screen.tsx';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz234567';

function openLink(hash: string, answer: Response) {
  window.history.replaceState(null, '', `/change-email${hash}`);
  const sent = vi.fn(async (_path: string, _init?: RequestInit) => answer.clone());
  vi.stubGlobal('fetch', sent);
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('the page a change-of-address link opens', () => {
  it('reads the token from the fragment only', () => {
    expect(tokenInFragment(`#token=${TOKEN}`)).toBe(TOKEN);
    expect(tokenInFragment('')).toBeNull();
  });

  it('posts the token once, says the new address is confirmed, and takes the token out of the address bar', async () => {
    const sent = openLink(`#token=${TOKEN}`, new Response(JSON.stringify({ ...TEST_OWNER, email: 'new@example.com' }), { status: 200 }));
    await renderWithRouter(<ChangeEmailScreen />);
    expect(await screen.findByRole('heading', { level: 1, name: 'New e-mail confirmed' })).toBeTruthy();
    expect(screen.getByText(/you sign in with new@example.com/)).toBeTruthy();
    expect(sent).toHaveBeenCalledOnce();
    expect(sent.mock.calls[0]![0]).toBe('/api/account/email/confirm');
    expect(JSON.parse(sent.mock.calls[0]![1]!.body as string)).toEqual({ token: TOKEN });
    expect(window.location.hash).toBe('');
  });

  it('shows the server’s refusal', async () => {
    openLink(`#token=${TOKEN}`, new Response(JSON.stringify({ message: 'This confirmation link has already been used.' }), { status: 410 }));
    await renderWithRouter(<ChangeEmailScreen />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your e-mail was not changed' })).toBeTruthy();
    expect(screen.getByText('This confirmation link has already been used.')).toBeTruthy();
  });

  it('sends nothing without a token', async () => {
    const sent = openLink('', new Response('{}', { status: 200 }));
    await renderWithRouter(<ChangeEmailScreen />);
    expect(await screen.findByText(NO_TOKEN)).toBeTruthy();
    expect(sent).not.toHaveBeenCalled();
  });
});
