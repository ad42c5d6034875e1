import type { RunningHotel } from '../scripts/hotel-server.ts';

/** The setup address the server logged at its start, while the hotel had no manager. */
export function setupAddress(hotel: RunningHotel): string {
  const address = /(https?:\/\/\S+\/staff\/setup#token=[a-z2-7]+)/.exec(hotel.output())?.[1];
  if (address === undefined) throw new Error(`No setup address in the server's log:\n${hotel.output()}`);
  return address;
}
