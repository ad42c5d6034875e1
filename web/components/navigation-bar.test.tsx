import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubOwner, TEST_OWNER } from '../test/owner.ts';
import { renderWithRouter } from '../test/render.tsx';
import { NavigationBar } from './navigation-bar.tsx';

const PAGE_LINKS = [
  ['Home', '/'],
  ['About Us', '/about'],
  ['Gallery', '/gallery'],
  ['Videos', '/videos'],
  ['Pricing', '/pricing'],
  ['Relocation', '/relocation'],
  ['FAQ', '/faq'],
  ['Terms', '/terms'],
  ['Imprint', '/imprint'],
] as const;

/** The bar's desktop navigation; the drawer's copy of it is not mounted until the menu opens. */
function mainNavigation() {
  return within(screen.getByRole('navigation', { name: 'Main' }));
}

function hrefOf(name: string): string | null {
  return screen.getByRole('link', { name }).getAttribute('href');
}

describe('NavigationBar', () => {
  it('shows every page, Book Now and Login to a visitor who is signed out', async () => {
    stubOwner(null);
    await renderWithRouter(<NavigationBar />);

    const navigation = mainNavigation();
    for (const [label, href] of PAGE_LINKS) {
      expect(navigation.getByRole('link', { name: label }).getAttribute('href')).toBe(href);
    }
    await waitFor(() => expect(hrefOf('Book Now')).toBe('/booking'));
    expect(hrefOf('Login')).toBe('/login');
    expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Logout' })).toBeNull();
  });

  it('does not ask the server who is signed in when the signed-in hint cookie is absent', async () => {
    const fetchStub = stubOwner(null);
    await renderWithRouter(<NavigationBar />);

    await waitFor(() => expect(hrefOf('Login')).toBe('/login'));
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('shows Dashboard and Logout instead of Book Now and Login to a signed-in owner', async () => {
    const fetchStub = stubOwner(TEST_OWNER);
    await renderWithRouter(<NavigationBar />);

    await waitFor(() => expect(hrefOf('Dashboard')).toBe('/dashboard'));
    expect(hrefOf('Logout')).toBe('/api/logout');
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Book Now' })).toBeNull();
    expect(fetchStub).toHaveBeenCalled();
    // The page links stay the same when signed in.
    for (const [label, href] of PAGE_LINKS) {
      expect(mainNavigation().getByRole('link', { name: label }).getAttribute('href')).toBe(href);
    }
  });

  it('shows Staff, leading to the desk, instead of Dashboard to a member of the hotel’s staff', async () => {
    stubOwner({ ...TEST_OWNER, role: 'manager' });
    await renderWithRouter(<NavigationBar />);

    await waitFor(() => expect(hrefOf('Staff')).toBe('/staff'));
    expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();
    expect(hrefOf('Logout')).toBe('/api/logout');
  });

  it('shows Login when the hint cookie is there but the session has ended (401)', async () => {
    // Signed out on another device, or the session expired: the cookie outlives the session.
    document.cookie = 'hotel_signed_in=1; path=/';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message: 'You are not signed in.' }), { status: 401 })),
    );
    await renderWithRouter(<NavigationBar />);

    await waitFor(() => expect(hrefOf('Login')).toBe('/login'));
    expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();
  });
});
