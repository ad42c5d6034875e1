import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addCat, hotelData } from '../db.ts';
import { emptyOwnerData, seedOwnerData } from '../test/owner-data.ts';
import { system } from '../theme.ts';
import { browserPage } from './browser-page.ts';
import SignOut from './sign-out.tsx';

function pressLogout() {
  const onStay = vi.fn();
  render(
    <ChakraProvider value={system}>
      <SignOut onStay={onStay} />
    </ChakraProvider>,
  );
  return onStay;
}

beforeEach(async () => {
  await emptyOwnerData();
  await seedOwnerData();
});
afterEach(() => emptyOwnerData());

describe('Logout', () => {
  it('with nothing unsent, clears this phone’s copy and ends the session at once', async () => {
    const assign = vi.spyOn(browserPage, 'assign').mockImplementation(() => undefined);
    pressLogout();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/logout'));
    expect(await hotelData.cats.count()).toBe(0);
    expect(await hotelData.profile.count()).toBe(0);
  });

  it('with unsent changes, asks first; staying keeps everything', async () => {
    const assign = vi.spyOn(browserPage, 'assign').mockImplementation(() => undefined);
    await addCat({ name: 'Pepper' });
    const onStay = pressLogout();
    const question = within(await screen.findByRole('alertdialog', { name: 'Some changes are not saved yet' }));
    expect(question.getByText(/1 change has not reached the hotel yet/)).toBeTruthy();
    await userEvent.setup().click(question.getByRole('button', { name: 'Stay Signed In' }));
    expect(onStay).toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
    expect(await hotelData.outbox.count()).toBe(1);
    expect(await hotelData.cats.count()).toBe(2);
  });

  it('with unsent changes, discarding them clears the phone and logs out', async () => {
    const assign = vi.spyOn(browserPage, 'assign').mockImplementation(() => undefined);
    await addCat({ name: 'Pepper' });
    pressLogout();
    const question = within(await screen.findByRole('alertdialog', { name: 'Some changes are not saved yet' }));
    await userEvent.setup().click(question.getByRole('button', { name: 'Discard and Log Out' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/logout'));
    expect(await hotelData.outbox.count()).toBe(0);
    expect(await hotelData.cats.count()).toBe(0);
  });

  it('offline, says the logout needs a connection and changes nothing', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const assign = vi.spyOn(browserPage, 'assign').mockImplementation(() => undefined);
    pressLogout();
    expect(await screen.findByText('Logging out needs an internet connection. Your changes stay safe on this device meanwhile.')).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
    expect(await hotelData.cats.count()).toBe(1);
  });
});
