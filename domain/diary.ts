// A stay's diary as its owner reads it (issue 34): the care log in the owner's words, the staff's
// photos, the cat on the scale going in and coming out, and, once the cat has gone home, the
// report card that sums the stay up. One reading serves the owner's page (from the phone's copy,
// offline) and the report card e-mailed at check-out, so the two never tell different stories.
import type { DiaryEntry } from './care-log.ts';
import { kilogramWords, weightChangeWords } from './cat-weight.ts';
import { hotelClock, parseInstant } from './dates.ts';
import type { StayPhotoView } from './stay-photos.ts';

/** A cat on the desk's scale, at check-in or check-out. */
export interface StayWeight {
  catId: string;
  when: 'in' | 'out';
  grams: number;
  /** When the desk checked the stay in or out. */
  at: string;
}

/** The staff's parting words at check-out, by first name as the diary names them. */
export interface PartingNote {
  note: string;
  by: string;
}

/** What a booking's answer carries for its diary, beside the care log (`diary`). */
export interface StayDiaryParts {
  diary: DiaryEntry[];
  photos: StayPhotoView[];
  weights: StayWeight[];
  /** Null until the cat has gone home, or when the desk wrote nothing. */
  parting: PartingNote | null;
}

export type DiaryItem =
  | { type: 'care'; id: string; catId: string; day: string; at: string; entry: DiaryEntry }
  | { type: 'photo'; id: string; catId: string; day: string; at: string; photo: StayPhotoView }
  | { type: 'weight'; id: string; catId: string; day: string; at: string; weight: StayWeight };

/** A day of the diary, newest first. */
export interface DiaryDay {
  day: string;
  items: DiaryItem[];
}

function dayOf(instant: string): string {
  const at = parseInstant(instant);
  return at === undefined ? instant.slice(0, 10) : hotelClock(at).date;
}

/**
 * Everything in the diary of one cat (or every cat, `catId` null), day by day, newest first, and
 * newest first within a day. A weight goes under the day of its check-in or check-out at the hotel.
 */
export function diaryDays(parts: Pick<StayDiaryParts, 'diary' | 'photos' | 'weights'>, catId: string | null): DiaryDay[] {
  const items: DiaryItem[] = [
    ...parts.diary.map((entry): DiaryItem => ({ type: 'care', id: entry.id, catId: entry.catId, day: entry.day, at: entry.at, entry })),
    ...parts.photos.map((photo): DiaryItem => ({ type: 'photo', id: photo.id, catId: photo.catId, day: photo.day, at: photo.at, photo })),
    ...parts.weights.map((weight): DiaryItem => ({
      type: 'weight',
      id: `${weight.catId}-${weight.when}`,
      catId: weight.catId,
      day: dayOf(weight.at),
      at: weight.at,
      weight,
    })),
  ].filter((item) => catId === null || item.catId === catId);
  // ISO instants from one server sort as text once they are all in UTC, which the server writes.
  items.sort((a, b) => (a.day === b.day ? compareInstants(b.at, a.at) : b.day.localeCompare(a.day)));
  const days: DiaryDay[] = [];
  for (const item of items) {
    const last = days.at(-1);
    if (last?.day === item.day) last.items.push(item);
    else days.push({ day: item.day, items: [item] });
  }
  return days;
}

function compareInstants(a: string, b: string): number {
  return (parseInstant(a)?.getTime() ?? 0) - (parseInstant(b)?.getTime() ?? 0);
}

/** "Weighed in at 4.2 kg", "Weighed out at 4.1 kg". */
export function weightWords(weight: StayWeight): string {
  return `Weighed ${weight.when} at ${kilogramWords(weight.grams)}`;
}

/** One cat's stay, summed up. */
export interface CatReport {
  catId: string;
  name: string;
  /** Meals logged, by what was eaten. */
  meals: { all: number; half: number; none: number };
  /** Each medicine of the stay's plan: doses given, and when one was refused. */
  medicines: { name: string; given: number; refused: string[] }[];
  weightIn: number | null;
  weightOut: number | null;
}

export interface ReportCard {
  nights: number;
  cats: CatReport[];
  parting: PartingNote | null;
  /** The photos the card shows: the latest few, newest first. */
  photos: StayPhotoView[];
}

/** How many photos a report card shows: enough to see the cat was well, few enough for a phone's screen. */
export const REPORT_CARD_PHOTOS = 4;

/** "Mon 3 Dec, 08:10" of a refused dose, by the hotel's clock. */
function whenWords(instant: string): string {
  const at = parseInstant(instant);
  if (at === undefined) return instant;
  const { date, time } = hotelClock(at);
  const [, month, day] = date.split('-').map(Number);
  return `${day} ${MONTHS[month! - 1]}, ${time}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The stay in a few lines, from its diary: what the owner reads at check-out, on the page and by e-mail. */
export function reportCardOf(stay: { nights: number; cats: readonly { id: string; name: string }[] }, parts: StayDiaryParts): ReportCard {
  const cats = stay.cats.map((cat): CatReport => {
    const entries = parts.diary.filter((entry) => entry.catId === cat.id);
    const meals = { all: 0, half: 0, none: 0 };
    const medicines = new Map<string, { name: string; given: number; refused: string[] }>();
    for (const entry of entries) {
      if (entry.outcome === 'ate-all') meals.all += 1;
      if (entry.outcome === 'ate-half') meals.half += 1;
      if (entry.outcome === 'ate-none') meals.none += 1;
      if (entry.kind === 'medication' && entry.outcome !== null) {
        const name = entry.item ?? 'Medicine';
        const medicine = medicines.get(name) ?? { name, given: 0, refused: [] };
        if (entry.outcome === 'given') medicine.given += 1;
        else medicine.refused.push(entry.at);
        medicines.set(name, medicine);
      }
    }
    for (const medicine of medicines.values()) medicine.refused.sort((a, b) => compareInstants(a, b));
    const weighed = (when: StayWeight['when']) => parts.weights.find((weight) => weight.catId === cat.id && weight.when === when)?.grams ?? null;
    return { catId: cat.id, name: cat.name, meals, medicines: [...medicines.values()], weightIn: weighed('in'), weightOut: weighed('out') };
  });
  const photos = [...parts.photos].sort((a, b) => compareInstants(b.at, a.at)).slice(0, REPORT_CARD_PHOTOS);
  return { nights: stay.nights, cats, parting: parts.parting, photos };
}

function times(count: number): string {
  return count === 1 ? 'once' : count === 2 ? 'twice' : `${count} times`;
}

/** One cat's lines of the card: meals, each medicine, the weight. Nothing is said of what was not logged. */
export function catReportLines(cat: CatReport): string[] {
  const lines: string[] = [];
  const { all, half, none } = cat.meals;
  const meals = all + half + none;
  if (meals > 0) {
    const rest = [half > 0 ? `ate half of ${half}` : null, none > 0 ? `left ${none}` : null].filter((part) => part !== null);
    lines.push(`Meals: finished ${all} of ${meals}${rest.length > 0 ? `, ${rest.join(', ')}` : ''}`);
  }
  for (const medicine of cat.medicines) {
    const given = medicine.given > 0 ? `given ${times(medicine.given)}` : null;
    const refused = medicine.refused.length > 0 ? `refused ${times(medicine.refused.length)} (${medicine.refused.map(whenWords).join('; ')})` : null;
    lines.push(`${medicine.name}: ${[given, refused].filter((part) => part !== null).join(', ')}`);
  }
  if (cat.weightIn !== null && cat.weightOut !== null) {
    lines.push(`Weight: ${kilogramWords(cat.weightIn)} in, ${kilogramWords(cat.weightOut)} out (${weightChangeWords(cat.weightIn, cat.weightOut)})`);
  } else if (cat.weightIn !== null) lines.push(`Weight: ${kilogramWords(cat.weightIn)} in`);
  else if (cat.weightOut !== null) lines.push(`Weight: ${kilogramWords(cat.weightOut)} out`);
  return lines;
}

/** "7 nights with us". */
export function nightsWords(nights: number): string {
  return `${nights} ${nights === 1 ? 'night' : 'nights'} with us`;
}
