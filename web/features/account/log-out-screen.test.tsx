import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserPage } from '../../components/browser-page.ts';
import { hotelData } from '../../db.ts';
import { emptyOwnerData, seedOwnerData } from '../../test/owner-data.ts';
import { renderWithRouter } from '../../test/render.tsx';
import { LogOutScreen } from './log-out-screen.tsx';

beforeEach(async () => {
  await emptyOwnerData();
  await seedOwnerData();
});
afterEach(() => emptyOwnerData());

describe('the Log out? question', () => {
  it('asks, and staying signed in leads back to the dashboard', async () => {
    await renderWithRouter(<LogOutScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Log out?' })).toBeTruthy();
    expect(screen.getByText(/did not mean to log out, stay signed in/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Stay signed in' }).getAttribute('href')).toBe('/dashboard');
  });

  it('logging out clears this phone’s copy, ends the session by a post and goes home', async () => {
    const sent = vi.fn(async () => new Response(null, { status: 200 }));
    vi.stubGlobal('fetch', sent);
    const assign = vi.spyOn(browserPage, 'assign').mockImplementation(() => undefined);
    await renderWithRouter(<LogOutScreen />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(sent).toHaveBeenCalledWith('/api/logout', { method: 'POST', redirect: 'manual' });
    expect(assign).not.toHaveBeenCalledWith('/api/logout');
    expect(await hotelData.cats.count()).toBe(0);
    expect(await hotelData.profile.count()).toBe(0);
  });
});
