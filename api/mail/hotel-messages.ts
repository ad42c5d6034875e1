import { longDay } from '../../domain/dates.ts';
import { formatRand } from '../../domain/money.ts';
import type { DeskPaymentMethod } from '../../domain/stay-life.ts';
import { HOTEL } from '../../domain/hotel.ts';
import type { MailMessage } from './mailer.ts';
import { catsLine, greeting, messageText, ownerSignOff, stayDates, stayLines } from './receipt.ts';

// What the hotel tells an owner when it changes their stay at the desk (issue 14): a stay confirmed
// by a deposit taken there, and a stay the hotel cancelled, with its reason. Plain text, like the
// deposit receipt, and built from the booking alone so the words can be tested without a database.

/** The stay a message is about, read in the transaction of the change it tells of. */
export interface StayNotice {
  to: readonly string[];
  ownerFirstName: string | null;
  bookingId: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  stayTypeName: string;
  catNames: readonly string[];
  numberOfCats: number;
  totalCents: number;
  depositCents: number;
  dashboardUrl: string;
}

const METHOD_WORDS: Record<DeskPaymentMethod, string> = { cash: 'in cash', card: 'by card' };

/** The deposit was taken at the desk, so the stay is confirmed: the owner's receipt and plan in one. */
export function stayConfirmedMessage(notice: StayNotice & { method: DeskPaymentMethod }): MailMessage {
  const cats = catsLine(notice.catNames, notice.numberOfCats);
  const deposit = formatRand(notice.depositCents);
  const lines = [
    `${greeting(notice.ownerFirstName)},`,
    '',
    `Thank you: we have received your ${deposit} deposit ${METHOD_WORDS[notice.method]} at our desk, and the stay for ${cats} is confirmed.`,
    '',
    ...stayLines({ ...notice, cats }),
    `Deposit paid:       -${deposit} (non-refundable)`,
    `Balance to pay at the hotel: ${formatRand(Math.max(0, notice.totalCents - notice.depositCents))}, by cash or card`,
    `Booking reference:  ${notice.bookingId}`,
    '',
    ...ownerSignOff(notice.dashboardUrl),
  ];
  return {
    to: notice.to,
    subject: `Your stay is confirmed: ${cats} at ${HOTEL.name}, ${stayDates(notice.checkIn, notice.checkOut)}`,
    text: messageText(lines),
  };
}

/**
 * The hotel cancelled the stay. The owner reads the hotel's reason word for word, and what became
 * of their deposit: under the terms it is kept, and nothing else was ever charged online.
 */
export function stayCancelledMessage(notice: StayNotice & { reason: string; depositPaid: boolean }): MailMessage {
  const cats = catsLine(notice.catNames, notice.numberOfCats);
  const lines = [
    `${greeting(notice.ownerFirstName)},`,
    '',
    `We are sorry to tell you that we have cancelled the stay for ${cats} from ${longDay(notice.checkIn)} to ${longDay(notice.checkOut)}.`,
    '',
    `Our reason: ${notice.reason}`,
    '',
    notice.depositPaid
      ? `As our terms say, the ${formatRand(notice.depositCents)} deposit is non-refundable. Nothing else was charged.`
      : 'No payment was taken for this stay, so nothing is owed.',
    `Booking reference:  ${notice.bookingId}`,
    '',
    'If you would like to talk about it, or to book other dates, please call or write to us.',
    '',
    ...ownerSignOff(notice.dashboardUrl),
  ];
  return {
    to: notice.to,
    subject: `Your stay is cancelled: ${cats} at ${HOTEL.name}, ${stayDates(notice.checkIn, notice.checkOut)}`,
    text: messageText(lines),
  };
}

/** The desk booked a stay for the owner, who phoned or called in (issue 31): what was booked, and what is owed. */
export function stayBookedMessage(notice: StayNotice): MailMessage {
  const cats = catsLine(notice.catNames, notice.numberOfCats);
  const lines = [
    `${greeting(notice.ownerFirstName)},`,
    '',
    `Thank you for booking with us: as you asked, we have booked a stay for ${cats}.`,
    '',
    ...stayLines({ ...notice, cats }),
    `Deposit:            ${formatRand(notice.depositCents)} (non-refundable), to confirm the stay`,
    `Booking reference:  ${notice.bookingId}`,
    '',
    'The stay is confirmed once the deposit is paid: pay it from your dashboard, or at our desk.',
    '',
    ...ownerSignOff(notice.dashboardUrl),
  ];
  return {
    to: notice.to,
    subject: `Your stay is booked: ${cats} at ${HOTEL.name}, ${stayDates(notice.checkIn, notice.checkOut)}`,
    text: messageText(lines),
  };
}

/**
 * The hotel changed the stay's dates, cats or services (issue 31): the stay as it is now, what it
 * was before, and the hotel's reason word for word. The price is the new one the server computed.
 */
export function stayChangedMessage(
  notice: StayNotice & { reason: string; before: { checkIn: string; checkOut: string; totalCents: number } },
): MailMessage {
  const cats = catsLine(notice.catNames, notice.numberOfCats);
  const datesMoved = notice.before.checkIn !== notice.checkIn || notice.before.checkOut !== notice.checkOut;
  const lines = [
    `${greeting(notice.ownerFirstName)},`,
    '',
    `We have changed your stay for ${cats}. Our reason: ${notice.reason}`,
    '',
    ...stayLines({ ...notice, cats }),
    `Booking reference:  ${notice.bookingId}`,
    '',
    'BEFORE THE CHANGE',
    datesMoved ? `Dates:              ${longDay(notice.before.checkIn)} to ${longDay(notice.before.checkOut)}` : undefined,
    `Stay total:         ${formatRand(notice.before.totalCents)}`,
    '',
    'If this is not what you agreed with us, please call or write to us.',
    '',
    ...ownerSignOff(notice.dashboardUrl),
  ];
  return {
    to: notice.to,
    subject: `Your stay has changed: ${cats} at ${HOTEL.name}, ${stayDates(notice.checkIn, notice.checkOut)}`,
    text: messageText(lines),
  };
}
