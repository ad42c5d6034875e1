import { dayWords, formatDay, hotelClock, longDay } from '../../domain/dates.ts';
import { centsToDecimal, formatRand } from '../../domain/money.ts';
import { CHECK_IN_TIME, CHECK_OUT_TIME } from '../../domain/stay.ts';
import { HOTEL } from '../../domain/hotel.ts';
import type { MailMessage } from './mailer.ts';

/** What a deposit receipt says, gathered from the paid booking (api/mail/deposit-receipt.ts). */
export interface DepositReceipt {
  to: readonly string[];
  ownerFirstName: string | null;
  bookingId: string;
  paymentId: string;
  /** The provider's capture id: what the owner quotes to the card provider. */
  captureId: string | null;
  paidAt: Date;
  checkIn: string;
  checkOut: string;
  nights: number;
  stayTypeName: string;
  catNames: readonly string[];
  numberOfCats: number;
  totalCents: number;
  depositCents: number;
  /** What the provider charged; PayPal may charge another currency for the R100 (DESIGN D11). */
  charged: { amountCents: number; currency: string };
  dashboardUrl: string;
}

/** "2 December 2026 at 10:30 (Cape Town time)": a moment on the hotel's clock, as every e-mail from the hotel writes it. */
export function atHotelTime(instant: Date): string {
  const { date, time } = hotelClock(instant);
  const words = dayWords(date);
  return `${words.day} ${words.month} ${words.year} at ${time} (Cape Town time)`;
}

/** How every e-mail from the hotel ends: whom to ask. */
export const HOTEL_SIGNATURE = [
  'Questions? We are here for you:',
  HOTEL.name,
  `Phone: ${HOTEL.phoneDisplay}`,
  `E-mail: ${HOTEL.email}`,
  HOTEL.addressLine,
] as const;

/** How an e-mail to an owner about a stay ends: where to see it, then whom to ask. */
export function ownerSignOff(dashboardUrl: string): string[] {
  return [`See your bookings: ${dashboardUrl}`, '', ...HOTEL_SIGNATURE];
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "Dear Thandi", or "Hello" for an owner who gave no name. */
export function greeting(firstName: string | null): string {
  return firstName === null || firstName.trim() === '' ? 'Hello' : `Dear ${firstName.trim()}`;
}

/** "10 Dec to 14 Dec 2026", for a subject line. */
export function stayDates(checkIn: string, checkOut: string): string {
  const from = dayWords(checkIn);
  return `${from.day} ${from.monthShort} to ${formatDay(checkOut)}`;
}

/** The stay as every message to an owner tells it: when, how long, who, and what it costs. */
export function stayLines(stay: {
  checkIn: string;
  checkOut: string;
  nights: number;
  stayTypeName: string;
  cats: string;
  totalCents: number;
}): string[] {
  const stayKind = stay.stayTypeName === '' ? '' : `, ${stay.stayTypeName}`;
  return [
    'YOUR STAY',
    `Check-in:           ${longDay(stay.checkIn)}, ${CHECK_IN_TIME}`,
    `Check-out:          ${longDay(stay.checkOut)}, by ${CHECK_OUT_TIME}`,
    `Nights:             ${stay.nights}${stayKind}`,
    `Cats:               ${stay.cats}`,
    `Stay total:         ${formatRand(stay.totalCents)}`,
  ];
}

/** The text of a message from its lines; `undefined` lines are the ones that do not apply. */
export function messageText(lines: readonly (string | undefined)[]): string {
  return `${lines.filter((line) => line !== undefined).join('\n')}\n`;
}

/** "Biscuit and Luna", or "2 cats" when the booking names none (the reservation page books by count). */
export function catsLine(catNames: readonly string[], numberOfCats: number): string {
  if (catNames.length === 0) return plural(numberOfCats, 'cat', 'cats');
  if (catNames.length === 1) return catNames[0]!;
  return `${catNames.slice(0, -1).join(', ')} and ${catNames.at(-1)!}`;
}

function chargedLine(receipt: DepositReceipt): string | undefined {
  const { amountCents, currency } = receipt.charged;
  if (currency === 'ZAR' && amountCents === receipt.depositCents) return undefined;
  return `Charged by card:    ${currency} ${centsToDecimal(amountCents)}`;
}

/**
 * The e-mail an owner gets once their deposit is paid (issue: receipt e-mail). Plain text, so it
 * reads the same in every mail program and on every phone.
 */
export function depositReceiptMessage(receipt: DepositReceipt): MailMessage {
  const deposit = formatRand(receipt.depositCents);
  const balanceCents = Math.max(0, receipt.totalCents - receipt.depositCents);
  const cats = catsLine(receipt.catNames, receipt.numberOfCats);
  const lines = [
    `${greeting(receipt.ownerFirstName)},`,
    '',
    `Thank you: we have received your ${deposit} deposit, and the stay for ${cats} is confirmed.`,
    '',
    'DEPOSIT RECEIPT',
    `Deposit paid:       ${deposit} (non-refundable; deducted from your final invoice)`,
    chargedLine(receipt),
    `Paid on:            ${atHotelTime(receipt.paidAt)}`,
    `Receipt number:     ${receipt.paymentId}`,
    receipt.captureId === null ? undefined : `Card reference:     ${receipt.captureId}`,
    `Booking reference:  ${receipt.bookingId}`,
    '',
    ...stayLines({ ...receipt, cats }),
    `Deposit paid:       -${deposit}`,
    `Balance due at check-in: ${formatRand(balanceCents)}, by cash or card`,
    '',
    'WHAT TO BRING',
    '- Your cat’s vaccination book (vaccinations current, including rabies)',
    '- Proof of spay/neuter',
    '- Any medication, with written instructions, and your cat’s usual food if they have dietary needs',
    '',
    `Check-in is at ${CHECK_IN_TIME} and check-out at ${CHECK_OUT_TIME}; other times only by arrangement. We confirm every stay with you 24 to 48 hours before check-in.`,
    '',
    ...ownerSignOff(receipt.dashboardUrl),
  ];
  return {
    to: receipt.to,
    subject: `Deposit receipt: ${cats} at ${HOTEL.name}, ${stayDates(receipt.checkIn, receipt.checkOut)}`,
    text: messageText(lines),
  };
}
