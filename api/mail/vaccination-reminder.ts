import { longDay } from '../../domain/dates.ts';
import type { CatGender } from '../../domain/schemas/cat.ts';
import type { MailMessage } from './mailer.ts';
import { catsLine, greeting, HOTEL_SIGNATURE, messageText, stayDates } from './receipt.ts';

// The reminder an owner gets two weeks and again two days before arrival while the stay's cats'
// vaccination records do not meet the house's rules (issue 33). The problems are the lines the
// owner reads on the booking and the dashboard (stayRecordLines), word for word, so the e-mail
// and the app never disagree about what is missing.

export interface VaccinationReminderNotice {
  to: readonly string[];
  ownerFirstName: string | null;
  bookingId: string;
  checkIn: string;
  checkOut: string;
  /** The stay's cats, in the order the lines name them: a stay with none named has nothing to check. */
  cats: readonly { name: string; gender: CatGender | null }[];
  /** What keeps the cats' records from meeting the rules, as stayRecordLines words it. */
  recordLines: readonly string[];
  /** Whether the house's rules ask for proof of spaying or neutering, so the owner is not asked to bring what nobody needs. */
  spayNeuterProof: boolean;
  myCatsUrl: string;
  stayPageUrl: string;
}

/** "her", "his" or "their" records; "the" when the one cat's profile does not say. */
function whose(cats: VaccinationReminderNotice['cats']): string {
  if (cats.length > 1) return 'their';
  const gender = cats[0]?.gender;
  if (gender === 'female') return 'her';
  if (gender === 'male') return 'his';
  return 'the';
}

export function vaccinationReminderMessage(notice: VaccinationReminderNotice): MailMessage {
  const names = notice.cats.map((cat) => cat.name);
  const cats = catsLine(names, names.length);
  const papers = notice.spayNeuterProof ? 'the vaccination book and the spay/neuter proof' : 'the vaccination book';
  const lines = [
    `${greeting(notice.ownerFirstName)},`,
    '',
    `We look forward to welcoming ${cats} from ${longDay(notice.checkIn)} to ${longDay(notice.checkOut)}. Our records for ${cats} do not yet meet our vaccination rules:`,
    '',
    ...notice.recordLines.map((line) => `- ${line}`),
    '',
    'WHAT TO DO',
    `- Add each record in the app, under My Cats, with a photo of its certificate: ${notice.myCatsUrl}`,
    `- Bring ${papers} to check-in, so we can check them against the records.`,
    '',
    'We cannot check in a cat without these records unless we have agreed otherwise with you beforehand. If something cannot be ready in time, please call or write to us before the day of arrival.',
    `Booking reference:  ${notice.bookingId}`,
    '',
    `See your stay: ${notice.stayPageUrl}`,
    '',
    ...HOTEL_SIGNATURE,
  ];
  return {
    to: notice.to,
    subject: `Before ${cats}'s stay, ${stayDates(notice.checkIn, notice.checkOut)}: ${whose(notice.cats)} vaccination records`,
    text: messageText(lines),
  };
}
