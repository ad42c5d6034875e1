// The hotel's nights as the server answers them for a range (GET /api/availability/nights), and the
// pure rules the night picker and the stay forms read from them: which nights a stay cannot have, and
// the nearest stay of the same length that fits (issue 31). The server still decides at booking (D12).
import { addDays, dayWords, nightsBetween, stayNights } from './dates.ts';

/** One night: places free for an owner who pays, cats of unpaid bookings on it, the closure reason. */
export interface NightAvailability {
  date: string;
  free: number;
  held: number;
  closed: string | null;
}

/** The answer for the nights from `from` up to the night before `to` (a check-out date). */
export interface HotelNightsView {
  from: string;
  to: string;
  capacity: number;
  nights: NightAvailability[];
}

/** The answer for one stay (GET /api/availability): whether every night has room for `cats` cats. */
export interface StayAvailabilityView {
  checkIn: string;
  checkOut: string;
  cats: number;
  capacity: number;
  available: boolean;
  nights: NightAvailability[];
}

/** The most nights one question may ask for: a month's six weeks and a long stay with room around it. */
export const MAX_NIGHTS_ASKED = 186;

export type NightProblem = { date: string; kind: 'full' } | { date: string; kind: 'closed'; reason: string };

/** Why this night cannot take `cats` cats, or null when it can. */
export function nightProblem(night: NightAvailability, cats: number): NightProblem | null {
  if (night.closed !== null) return { date: night.date, kind: 'closed', reason: night.closed };
  return night.free < cats ? { date: night.date, kind: 'full' } : null;
}

export type NightsByDate = ReadonlyMap<string, NightAvailability>;

export function nightsByDate(nights: readonly NightAvailability[]): NightsByDate {
  return new Map(nights.map((night) => [night.date, night]));
}

/**
 * Every night of the stay that cannot take the cats, or undefined when a night of it is not known
 * (outside the nights asked for): an unknown night is never taken for a free one.
 */
export function stayProblems(nights: NightsByDate, stay: { checkIn: string; checkOut: string }, cats: number): NightProblem[] | undefined {
  const problems: NightProblem[] = [];
  for (const date of stayNights(stay.checkIn, stay.checkOut)) {
    const night = nights.get(date);
    if (night === undefined) return undefined;
    const problem = nightProblem(night, cats);
    if (problem !== null) problems.push(problem);
  }
  return problems;
}

export interface NearestStays {
  /** The latest stay of the same length that starts before the chosen one, not before today. */
  earlier: { checkIn: string; checkOut: string } | null;
  /** The earliest stay of the same length that starts after the chosen one. */
  later: { checkIn: string; checkOut: string } | null;
}

/**
 * The nearest stays of the same number of nights, one earlier and one later, whose every night is
 * known and takes the cats. The search goes out a day at a time and stops at the first unknown night,
 * so it only offers what the nights asked for show.
 */
export function nearestFittingStays(nights: NightsByDate, stay: { checkIn: string; checkOut: string }, cats: number, today: string): NearestStays {
  const length = nightsBetween(stay.checkIn, stay.checkOut);
  const search = (step: 1 | -1) => {
    for (let shift = step; ; shift += step) {
      const checkIn = addDays(stay.checkIn, shift);
      if (checkIn < today) return null;
      const candidate = { checkIn, checkOut: addDays(checkIn, length) };
      const problems = stayProblems(nights, candidate, cats);
      if (problems === undefined) return null;
      if (problems.length === 0) return candidate;
    }
  };
  if (length < 1) return { earlier: null, later: null };
  return { earlier: search(-1), later: search(1) };
}

/** "Sat 20 Dec": short enough to name several nights in one line. */
export function shortNight(date: string): string {
  const words = dayWords(date);
  return `${words.weekdayShort} ${words.day} ${words.monthShort}`;
}

/** "Sat 20 Dec is full", "Wed 24 Dec is closed: Christmas". */
export function problemText(problem: NightProblem): string {
  return problem.kind === 'full' ? `${shortNight(problem.date)} is full` : `${shortNight(problem.date)} is closed: ${problem.reason}`;
}

const NAMED_AT_MOST = 3;

/** The nights a stay cannot have, the first three by name: "Sat 20 Dec is full; Sun 21 Dec is full and 4 more nights". */
export function problemsText(problems: readonly NightProblem[]): string {
  const named = problems.slice(0, NAMED_AT_MOST).map(problemText).join('; ');
  const more = problems.length - NAMED_AT_MOST;
  return more <= 0 ? named : `${named} and ${more} more ${more === 1 ? 'night' : 'nights'}`;
}
