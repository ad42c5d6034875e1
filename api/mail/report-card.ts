import { catReportLines, nightsWords, type ReportCard } from '../../domain/diary.ts';
import { HOTEL } from '../../domain/hotel.ts';
import type { MailMessage } from './mailer.ts';
import { catsLine, greeting, messageText, ownerSignOff, stayDates } from './receipt.ts';
import type { StayNotice } from './hotel-messages.ts';

// The report card at check-out (issue 34): the stay in a few lines, from the same reading as the
// diary's card on the owner's page (domain/diary.ts). Plain text like every message the hotel sends:
// the photos are never attached or linked by a public address, so the card says how many there
// are and links to the diary, where the owner sees them signed in.

export function reportCardMessage(notice: StayNotice & { stayUrl: string }, card: ReportCard): MailMessage {
  const cats = catsLine(notice.catNames, notice.numberOfCats);
  const catLines = card.cats.flatMap((cat) => {
    const lines = catReportLines(cat);
    return [`${cat.name}`, ...(lines.length === 0 ? ['Nothing was logged for this cat.'] : lines.map((line) => `  ${line}`)), ''];
  });
  const photos = card.photos.length;
  const lines = [
    `${greeting(notice.ownerFirstName)},`,
    '',
    `${cats} went home today after ${nightsWords(card.nights)}. Here is their stay's report card.`,
    '',
    ...catLines,
    ...(card.parting === null ? [] : [`From ${card.parting.by}: ${card.parting.note}`, '']),
    photos === 0
      ? `The whole diary: ${notice.stayUrl}`
      : `The latest ${photos === 1 ? 'photo' : `${photos} photos`} and the whole diary: ${notice.stayUrl}`,
    '',
    ...ownerSignOff(notice.dashboardUrl),
  ];
  return {
    to: notice.to,
    subject: `Report card: ${cats} at ${HOTEL.name}, ${stayDates(notice.checkIn, notice.checkOut)}`,
    text: messageText(lines),
  };
}
