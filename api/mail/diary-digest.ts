import { type DiaryEntry, diaryWords } from '../../domain/care-log.ts';
import { dayWords, hotelClock, longDay } from '../../domain/dates.ts';
import { HOTEL } from '../../domain/hotel.ts';
import type { MailMessage } from './mailer.ts';
import { catsLine, greeting, HOTEL_SIGNATURE, messageText } from './receipt.ts';

// The day's news of a stay, e-mailed each evening while the cats are with us (issue 34). The lines
// are the diary's, in the owner's words (diaryWords, domain/care-log.ts) and signed by first name,
// as the stay's page shows them, so the e-mail and the app tell the same day. Within a cat the day
// reads in the order of the clock, morning first: it is a day told, where the page, read again and
// again, puts the newest first. The photos are only counted: they are shown in the app, through its
// access checks, never attached or linked from the e-mail itself.

/** One cat's part of the day, in the order the cats are named. */
export interface DigestCat {
  name: string;
  /** The care log's entries of the day for this cat, as the owner's diary carries them. */
  entries: readonly Pick<DiaryEntry, 'kind' | 'outcome' | 'note' | 'item' | 'by' | 'at'>[];
}

export interface DiaryDigestNotice {
  to: readonly string[];
  ownerFirstName: string | null;
  bookingId: string;
  /** The hotel day the news is of. */
  day: string;
  cats: readonly DigestCat[];
  /** Photos posted to the stay's diary for the day. */
  photos: number;
  stayPageUrl: string;
  /** The signed one-click link that stops these e-mails (api/accounts/unsubscribe-links.ts). */
  stopUrl: string;
}

/** "08:10  Thyroid tablet given, by Sipho": the time at the hotel, what was done, and who did it. */
function entryLine(entry: DigestCat['entries'][number]): string {
  const { time } = hotelClock(new Date(entry.at));
  return `${time}  ${diaryWords(entry)}, by ${entry.by}`;
}

const byClock = (a: { at: string }, b: { at: string }) => Date.parse(a.at) - Date.parse(b.at);

function photoWords(photos: number): string {
  return photos === 1 ? '1 new photo' : `${photos} new photos`;
}

export function diaryDigestMessage(notice: DiaryDigestNotice): MailMessage {
  const names = notice.cats.map((cat) => cat.name);
  const cats = catsLine(names, Math.max(1, names.length));
  const told = notice.cats.filter((cat) => cat.entries.length > 0);
  const words = dayWords(notice.day);
  const lines = [
    `${greeting(notice.ownerFirstName)},`,
    '',
    `Here is ${cats}'s day with us, ${longDay(notice.day)}.`,
    ...told.flatMap((cat) => ['', cat.name.toUpperCase(), ...[...cat.entries].sort(byClock).map(entryLine)]),
    '',
    notice.photos > 0
      ? `${photoWords(notice.photos)} today. See them, and the whole diary, on your stay's page: ${notice.stayPageUrl}`
      : `See the whole diary on your stay's page: ${notice.stayPageUrl}`,
    `Booking reference:  ${notice.bookingId}`,
    '',
    'You get this e-mail each evening of a stay on which we have news of your cat.',
    `Stop the daily news e-mails with one click: ${notice.stopUrl}`,
    '',
    ...HOTEL_SIGNATURE,
  ];
  return {
    to: notice.to,
    subject: `${cats}'s day at ${HOTEL.name}, ${words.weekdayShort} ${words.day} ${words.monthShort}`,
    text: messageText(lines),
  };
}
