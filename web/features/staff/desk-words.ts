// The API's text in the hotel's words: amounts as rand (D7), instants as the time at the hotel
// (D8), people and cats by name.
import type { DeskOwner, DeskStay } from '../../../domain/contracts/desk-stays.ts';
import { formatDay, hotelClock, parseInstant } from '../../../domain/dates.ts';
import { decimalToCents, formatRand } from '../../../domain/money.ts';

/** "1540.00" as R1 540; text that is not an amount is shown as sent rather than as R0. */
export function rand(amount: string): string {
  const cents = decimalToCents(amount);
  return cents === undefined ? amount : formatRand(cents);
}

export function isNothing(amount: string): boolean {
  return decimalToCents(amount) === 0;
}

/** "5 Dec 2026, 14:00": when something happened, by the hotel's clock, whatever zone the phone is in. */
export function momentAtHotel(instant: string): string {
  const at = parseInstant(instant);
  if (at === undefined) return instant;
  const { date, time } = hotelClock(at);
  return `${formatDay(date)}, ${time}`;
}

export function stayDays(stay: Pick<DeskStay, 'checkInDate' | 'checkOutDate'>): string {
  return `${formatDay(stay.checkInDate)} – ${formatDay(stay.checkOutDate)}`;
}

/** "1 place", "2 places": every count the desk shows, one word for one and the plural for the rest. */
export function counted(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

export const nightsWord = (nights: number): string => counted(nights, 'night');
export const catsWord = (cats: number): string => counted(cats, 'cat');
export const placesWord = (places: number): string => counted(places, 'place');

/** The name the desk calls an owner by; the e-mail when they never gave one; "Deleted account" when they deleted it. */
export function ownerName(owner: Pick<DeskOwner, 'firstName' | 'lastName' | 'email'>): string {
  const name = [owner.firstName, owner.lastName].filter((part) => part !== null && part.trim() !== '').join(' ');
  return name === '' ? (owner.email ?? 'Deleted account') : name;
}

/** The stay's cats by name; an owner may have booked for more cats than they named. */
export function catsLine(stay: Pick<DeskStay, 'cats' | 'numberOfCats'>): string {
  const unnamed = stay.numberOfCats - stay.cats.length;
  if (stay.cats.length === 0) return catsWord(stay.numberOfCats);
  const names = stay.cats.map((cat) => cat.name).join(', ');
  return unnamed > 0 ? `${names} + ${unnamed} more` : names;
}
