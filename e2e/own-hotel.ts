import { test as base } from '@playwright/test';
import { type RunningHotel, startHotel } from '../scripts/hotel-server.ts';

/**
 * Tests against a server of their own (an empty PGlite) rather than the run's shared one: the setup
 * address of the hotel's first manager is only logged while the hotel has none, and read from that
 * server's log. One server for each worker, shared by the file's tests.
 */
export const testOnOwnHotel = base.extend<object, { hotel: RunningHotel }>({
  hotel: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern.
    async ({}, use) => {
      const hotel = await startHotel();
      await use(hotel);
      await hotel.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ hotel }, use) => use(hotel.origin),
});

/** The setup address the server logged at its start, while the hotel had no manager. */
export function setupAddress(hotel: RunningHotel): string {
  const address = /(https?:\/\/\S+\/staff\/setup\?token=[a-z2-7]+)/.exec(hotel.output())?.[1];
  if (address === undefined) throw new Error(`No setup address in the server's log:\n${hotel.output()}`);
  return address;
}
