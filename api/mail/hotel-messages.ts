import { longDay } from '../../domain/dates.ts';
import { formatRand } from '../../domain/money.ts';
import type { DeskPaymentMethod } from '../../domain/stay-life.ts';
import { CONTACT } from '../../web/content/contact.ts';
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
    subject: `Your stay is confirmed: ${cats} at ${CONTACT.hotelName}, ${stayDates(notice.checkIn, notice.checkOut)}`,
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
    subject: `Your stay is cancelled: ${cats} at ${CONTACT.hotelName}, ${stayDates(notice.checkIn, notice.checkOut)}`,
    text: messageText(lines),
  };
}
