import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserPage } from '../../components/browser-page.ts';
import { writePendingBooking } from '../../components/pending-booking.ts';
import { addCat, hotelData } from '../../db.ts';
import { stubOwner, TEST_OWNER } from '../../test/owner.ts';
import { emptyOwnerData, seedOwnerData } from '../../test/owner-data.ts';
import { renderApp } from '../../test/render.tsx';

const json = (body: unknown, status: number) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Signed out, and the sign-in or sign-up call answered with `answer`. */
function stubAccountCall(answer: () => Response) {
  stubOwner(null);
  const calls: string[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    calls.push(url.pathname);
    if (url.pathname === '/api/login' || url.pathname === '/api/register') return answer();
    return json({ message: 'You are not signed in.' }, 401);
  });
  vi.stubGlobal('fetch', fetchStub);
  return calls;
}

function form(name: string) {
  return within(screen.getByRole('form', { name }));
}

afterEach(() => {
  window.sessionStorage.clear();
});

describe('the sign-in and create-account screen', () => {
  it('opens /login in sign-in mode and switches to create-account mode', async () => {
    stubOwner(null);
    const user = userEvent.setup();
    const { router } = await renderApp('/login');

    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeTruthy();
    expect(form('Sign In').queryByLabelText(/First name/)).toBeNull();
    expect(screen.getByRole('link', { name: '← Back to Home' }).getAttribute('href')).toBe('/');

    await user.click(screen.getByRole('link', { name: 'Create an account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    expect(screen.getByRole('heading', { level: 1, name: 'Create Your Account' })).toBeTruthy();
    const register = form('Create Your Account');
    expect(register.getByLabelText(/First name/)).toBeTruthy();
    expect(register.getByLabelText(/Last name/)).toBeTruthy();
    expect(register.getByLabelText(/Phone/)).toBeTruthy();

    await user.click(screen.getByRole('link', { name: 'Sign in instead' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('opens /register in create-account mode', async () => {
    stubOwner(null);
    await renderApp('/register');
    expect(screen.getByRole('heading', { level: 1, name: 'Create Your Account' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeTruthy();
  });

  it('shows the schema’s messages, keeps what was typed and sends nothing', async () => {
    const calls = stubAccountCall(() => json({}, 200));
    const user = userEvent.setup();
    await renderApp('/register');
    const register = form('Create Your Account');

    await user.type(register.getByLabelText(/First name/), 'J');
    await user.type(register.getByLabelText(/^Email/), 'jane@');
    await user.type(register.getByLabelText(/^Password/), 'purr');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    // The message stands under its field, and the field says it is invalid.
    await screen.findByText('Password must be at least 8 characters');
    expect(register.getByLabelText(/^Password/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please enter a valid email address').textContent).toBe('Please enter a valid email address');
    expect(screen.getByText('First name must be at least 2 characters').textContent).toBe('First name must be at least 2 characters');
    expect((register.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('jane@');
    expect((register.getByLabelText(/^Password/) as HTMLInputElement).value).toBe('purr');
    expect(register.getByLabelText(/First name/).getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
  });

  it('says "Login Failed" with the server’s message when the sign-in is refused', async () => {
    const refusal = 'That e-mail and password do not match an account. Check them and try again.';
    const calls = stubAccountCall(() => json({ message: refusal }, 401));
    const user = userEvent.setup();
    await renderApp('/login');
    const login = form('Sign In');

    await user.type(login.getByLabelText(/^Email/), 'jane@example.com');
    await user.type(login.getByLabelText(/^Password/), 'whiskers');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect((await screen.findByText('Login Failed')).textContent).toBe('Login Failed');
    expect(screen.getByText(refusal)).toBeTruthy();
    expect(calls).toEqual(['/api/login']);
    expect((login.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('jane@example.com');
  });

  it('says "Registration Failed" and asks to check the details when the server gives no message', async () => {
    stubAccountCall(() => new Response('Bad Gateway', { status: 502 }));
    const user = userEvent.setup();
    await renderApp('/register');
    const register = form('Create Your Account');

    await user.type(register.getByLabelText(/^Email/), 'jane@example.com');
    await user.type(register.getByLabelText(/^Password/), 'purr-purr-7');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect((await screen.findByText('Registration Failed')).textContent).toBe('Registration Failed');
    expect(screen.getByText('Please check your details and try again.').textContent).toBe('Please check your details and try again.');
  });

  it('says plainly that signing in needs a connection, and sends nothing, when offline', async () => {
    const calls = stubAccountCall(() => json({}, 200));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const user = userEvent.setup();
    await renderApp('/login');
    expect(screen.getByText('You are offline').textContent).toBe('You are offline');
    const login = form('Sign In');

    await user.type(login.getByLabelText(/^Email/), 'jane@example.com');
    await user.type(login.getByLabelText(/^Password/), 'whiskers');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect((await screen.findByText('Login Failed')).textContent).toBe('Login Failed');
    expect(screen.getAllByText(/Signing in needs an internet connection/).length).toBeGreaterThan(0);
    expect(calls).toEqual([]);
  });

  it('tells a visitor with a pending booking that it is restored after registration', async () => {
    writePendingBooking({
      checkInDate: '2026-12-01',
      checkOutDate: '2026-12-08',
      numberOfCats: 1,
      selectedServices: [],
      stayDetails: { nights: 7, rate: '220.00', stayType: 'short', baseAmount: '1540.00', servicesAmount: '0.00', totalAmount: '1540.00' },
    });
    stubOwner(null);
    await act(async () => {
      await renderApp('/register');
    });
    expect(screen.getByText('Complete your account to finish your reservation').textContent).toBe('Complete your account to finish your reservation');
    expect(screen.getByText(/restored after registration/).textContent).toMatch(/restored after registration/);
  });

  it('shows no pending-booking notice without one', async () => {
    stubOwner(null);
    await renderApp('/login');
    expect(screen.queryByText('Complete your account to finish your reservation')).toBeNull();
  });

  it('takes a member of the hotel’s staff to /staff 1.5 s after the welcome, keeping no owner’s data on this phone', async () => {
    await seedOwnerData();
    const staff = { ...TEST_OWNER, id: '0190d6a4-0000-7000-8000-0000000000a1', email: 'sipho@sunningdale.test', role: 'staff' as const };
    stubAccountCall(() => json(staff, 200));
    vi.spyOn(browserPage, 'assign').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const { router } = await renderApp('/login');
    await user.type(form('Sign In').getByLabelText(/^Email/), staff.email);
    await user.type(form('Sign In').getByLabelText(/^Password/), 'whiskers');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect((await screen.findByText('Welcome back!')).textContent).toBe('Welcome back!');
    expect(router.state.location.pathname).toBe('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff'), { timeout: 3000 });
    expect(await hotelData.profile.count()).toBe(0);
    expect(await hotelData.cats.count()).toBe(0);
  });

  it('asks a manager for the code app’s code after the password, and signs in only once the code is taken (issue 30)', async () => {
    const manager = { ...TEST_OWNER, id: '0190d6a4-0000-7000-8000-0000000000a9', email: 'nomsa@sunningdale.test', role: 'manager' as const };
    const asked = 'Enter the 6-digit code your code app shows for Sunningdale Cat Hotel, or one of your recovery codes.';
    stubOwner(null);
    const bodies: { path: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
        const path = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost').pathname;
        bodies.push({ path, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
        if (path === '/api/login') return json({ codeNeeded: true, message: asked }, 202);
        if (path === '/api/login/code') {
          const { code } = JSON.parse(String(init.body)) as { code: string };
          return code === '287082' ? json(manager, 200) : json({ message: 'That code is not right, or it was already used.', field: 'code' }, 400);
        }
        return json({ message: 'You are not signed in.' }, 401);
      }),
    );
    vi.spyOn(browserPage, 'assign').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const { router } = await renderApp('/login');
    await user.type(form('Sign In').getByLabelText(/^Email/), manager.email);
    await user.type(form('Sign In').getByLabelText(/^Password/), 'whiskers1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    // The password form gives way to the code step, which says what to type.
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Sign In' })).toBeNull());
    expect(document.body.textContent).toContain(asked);
    const codeForm = form('Code from your app');
    await user.type(codeForm.getByLabelText(/^Code from your app/), '111111');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    await waitFor(() => expect(codeForm.getByLabelText(/^Code from your app/).getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(codeForm.getByLabelText(/^Code from your app/).getAttribute('aria-describedby')!)?.textContent).toBe(
      'That code is not right, or it was already used.',
    );
    expect(router.state.location.pathname).toBe('/login');

    await user.clear(codeForm.getByLabelText(/^Code from your app/));
    await user.type(codeForm.getByLabelText(/^Code from your app/), '287082');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff'), { timeout: 3000 });
    expect(bodies.filter((call) => call.path.startsWith('/api/login'))).toEqual([
      { path: '/api/login', body: { email: manager.email, password: 'whiskers1' } },
      { path: '/api/login/code', body: { code: '111111' } },
      { path: '/api/login/code', body: { code: '287082' } },
    ]);
  });

  describe('when this phone holds another owner’s unsent changes', () => {
    const OTHER_OWNER = { ...TEST_OWNER, id: '0190d6a4-0000-7000-8000-000000000002', email: 'sipho@example.com', firstName: 'Sipho' };

    async function signInAsAnotherOwner() {
      await emptyOwnerData();
      await seedOwnerData();
      await addCat({ name: 'Pepper' });
      stubAccountCall(() => json(OTHER_OWNER, 200));
      const user = userEvent.setup();
      await renderApp('/login');
      await user.type(form('Sign In').getByLabelText(/^Email/), OTHER_OWNER.email);
      await user.type(form('Sign In').getByLabelText(/^Password/), 'whiskers');
      await user.click(screen.getByRole('button', { name: 'Sign In' }));
      const question = within(await screen.findByRole('alertdialog', { name: 'Discard unsent changes?' }));
      expect(
        question.getByText(
          'This phone holds 1 change made by thandi@example.com that never reached the hotel. Continuing as sipho@example.com discards them. To keep them, sign in as thandi@example.com when you have a signal.',
        ),
      ).toBeTruthy();
      return { user, question };
    }

    afterEach(() => emptyOwnerData());

    it('asks first, and discarding signs the new owner in with this phone cleared of the old data', async () => {
      const { user, question } = await signInAsAnotherOwner();
      expect(await hotelData.outbox.count()).toBe(1);
      await user.click(question.getByRole('button', { name: 'Discard and Continue' }));
      expect((await screen.findByText('Welcome back!')).textContent).toBe('Welcome back!');
      expect(await hotelData.outbox.count()).toBe(0);
      expect(await hotelData.cats.count()).toBe(0);
      expect((await hotelData.profile.toArray()).map((owner) => owner.email)).toEqual(['sipho@example.com']);
    });

    it('keeping them ends the new sign-in and leaves the changes on this phone', async () => {
      const assign = vi.spyOn(browserPage, 'assign').mockImplementation(() => undefined);
      const { user, question } = await signInAsAnotherOwner();
      await user.click(question.getByRole('button', { name: 'Keep Them' }));
      expect(assign).toHaveBeenCalledWith('/api/logout');
      expect(await hotelData.outbox.count()).toBe(1);
      expect((await hotelData.profile.toArray()).map((owner) => owner.email)).toEqual(['thandi@example.com']);
    });
  });
});
