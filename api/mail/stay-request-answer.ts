import { longDay } from '../../domain/dates.ts';
import { formatRand } from '../../domain/money.ts';
import type { StayRequestKind } from '../../domain/stay-requests.ts';
import { HOTEL } from '../../domain/hotel.ts';
import type { MailMessage } from './mailer.ts';
import { catsLine, greeting, HOTEL_SIGNATURE, messageText, stayDates } from './receipt.ts';

// The hotel's answer to an owner's request about a confirmed stay (issue 31). An accepted request
// is told by the message of the cancel or the change it makes (hotel-messages.ts), so this one tells
// any request declined, and a change accepted that changed nothing (it asked with a note alone).

export interface StayRequestAnswer {
  to: readonly string[];
  ownerFirstName: string | null;
  bookingId: string;
  kind: StayRequestKind;
  accepted: boolean;
  reason: string | null;
  checkIn: string;
  checkOut: string;
  catNames: readonly string[];
  numberOfCats: number;
  /** The wanted stay of a change, as the owner asked for it. */
  wanted: { checkInDate: string; checkOutDate: string; totalAmountCents: number } | null;
  stayPageUrl: string;
}

function answerLine(answer: StayRequestAnswer, cats: string): string {
  const stay = `the stay for ${cats} from ${longDay(answer.checkIn)} to ${longDay(answer.checkOut)}`;
  const asked = answer.kind === 'change' ? `to change ${stay}` : `to cancel ${stay}`;
  if (!answer.accepted) return `We are sorry: we cannot accept your request ${asked}. Your stay remains as it was booked.`;
  return `We have accepted your request ${asked}. Your stay page shows your stay as it now is.`;
}

export function stayRequestAnswerMessage(answer: StayRequestAnswer): MailMessage {
  const cats = catsLine(answer.catNames, answer.numberOfCats);
  const wanted = answer.wanted;
  const lines = [
    `${greeting(answer.ownerFirstName)},`,
    '',
    answerLine(answer, cats),
    ...(answer.reason === null ? [] : ['', `${answer.accepted ? 'Our note' : 'Our reason'}: ${answer.reason}`]),
    ...(wanted === null || !answer.accepted
      ? []
      : ['', `You asked for: ${longDay(wanted.checkInDate)} to ${longDay(wanted.checkOutDate)}, ${formatRand(wanted.totalAmountCents)} in all.`]),
    `Booking reference:  ${answer.bookingId}`,
    '',
    `See your stay: ${answer.stayPageUrl}`,
    '',
    ...HOTEL_SIGNATURE,
  ];
  const verdict = answer.accepted ? 'accepted' : 'declined';
  return {
    to: answer.to,
    subject: `Your request is ${verdict}: ${cats} at ${HOTEL.name}, ${stayDates(answer.checkIn, answer.checkOut)}`,
    text: messageText(lines),
  };
}
