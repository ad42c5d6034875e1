// The care log of a stay (issue 33): what staff saw and did for each cat in the house, entry by
// entry, with who and when. The round of the day is read from the stay's care plan (copied from
// the cat's profile at check-in) and these entries: what is due now, what was done, what is late,
// and where two phones logged the same dose.
import { addDays, formatDay } from './dates.ts';
import type { CareKind } from './care-plan.ts';

/** What one tap records, for each kind of entry. A note has no outcome, only its words. */
export const CARE_OUTCOMES = {
  feeding: ['ate-all', 'ate-half', 'ate-none'],
  medication: ['given', 'refused'],
  litter: ['normal', 'loose', 'none'],
  mood: ['content', 'quiet', 'unsettled'],
  note: [],
} as const satisfies Record<string, readonly string[]>;

export type CareLogKind = keyof typeof CARE_OUTCOMES;
export const CARE_LOG_KINDS = Object.keys(CARE_OUTCOMES) as CareLogKind[];
export type CareOutcome = (typeof CARE_OUTCOMES)[CareLogKind][number];
/** Every outcome a tap may record, whatever its kind. */
export const EVERY_CARE_OUTCOME = Object.values(CARE_OUTCOMES).flat() as CareOutcome[];

/** The words a tap's button and the log show. */
export const OUTCOME_WORDS: Record<CareOutcome, string> = {
  'ate-all': 'Ate all',
  'ate-half': 'Ate half',
  'ate-none': 'Ate none',
  given: 'Given',
  refused: 'Refused',
  normal: 'Normal',
  loose: 'Loose',
  none: 'None',
  content: 'Content',
  quiet: 'Quiet',
  unsettled: 'Unsettled',
};

export const KIND_WORDS: Record<CareLogKind, string> = {
  feeding: 'Meal',
  medication: 'Medicine',
  litter: 'Litter',
  mood: 'Mood',
  note: 'Note',
};

/**
 * A meal or a dose is late once this long has passed since its time with nothing logged: a tablet
 * due at 08:00 and not given by 09:00 is red for everyone on shift.
 */
export const OVERDUE_AFTER_MINUTES = 60;

/** An item of a stay's care plan: the cat's, as the desk confirmed or adjusted it at check-in. */
export interface StayCareItem {
  id: string;
  catId: string;
  kind: CareKind;
  name: string;
  amount: string | null;
  times: string[];
  withFood: boolean | null;
  until: string | null;
  notes: string | null;
  /** Who at the desk last confirmed or changed it for this stay, and when; check-in confirms the owner's plan. */
  confirmedBy: string | null;
  confirmedAt: string | null;
}

/** One entry of the log, as the server keeps it and the phone shows it while it waits to be sent. */
export interface CareLogEntry {
  id: string;
  bookingId: string;
  catId: string;
  /** The item of the stay's plan a meal or a dose belongs to; null for litter, mood and notes. */
  careItemId: string | null;
  /** The hotel day it belongs to. */
  day: string;
  /** The time of the plan it answers ("08:00"); null for litter, mood and notes. */
  slot: string | null;
  kind: CareLogKind;
  outcome: CareOutcome | null;
  note: string | null;
  /** Who tapped it, as the desk names them. */
  loggedBy: string;
  /** When it was tapped, on the phone's clock: offline, that is long before the server hears of it. */
  loggedAt: string;
}

/** The stay's times in the house: a plan's times before the cat arrived or after it left are not the hotel's. */
export interface StayInHouse {
  /** Hotel day and time of check-in ("2026-12-10", "14:05"). */
  checkedIn: { date: string; time: string };
  /** Null while the cat is still here. */
  checkedOut: { date: string; time: string } | null;
}

export type SlotState = 'done' | 'due' | 'overdue' | 'later' | 'twice';

/** One meal or dose of a day, with what was logged for it. */
export interface RoundSlot {
  item: StayCareItem;
  time: string;
  entries: CareLogEntry[];
  /**
   * done: one outcome logged; twice: a dose logged as given more than once (two phones, offline):
   * someone must look; overdue: nothing logged an hour after its time; due: its time has come;
   * later: not yet.
   */
  state: SlotState;
}

function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** Whether the cat is in the house at `time` on `day`. */
function inHouseAt(stay: StayInHouse, day: string, time: string): boolean {
  const { checkedIn, checkedOut } = stay;
  if (day < checkedIn.date || (day === checkedIn.date && time < checkedIn.time)) return false;
  return checkedOut === null || day < checkedOut.date || (day === checkedOut.date && time < checkedOut.time);
}

/** Whether an item of the plan is given on `day`: medicine ends on its last day. */
function givenOn(item: StayCareItem, day: string): boolean {
  return item.until === null || day <= item.until;
}

function stateOf(item: StayCareItem, time: string, entries: readonly CareLogEntry[], day: string, now: { date: string; time: string }): SlotState {
  const given = entries.filter((entry) => entry.outcome === 'given').length;
  if (item.kind === 'medication' && given > 1) return 'twice';
  if (entries.length > 0) return 'done';
  if (day < now.date) return 'overdue';
  if (day > now.date || now.time < time) return 'later';
  return minutesOf(now.time) - minutesOf(time) >= OVERDUE_AFTER_MINUTES ? 'overdue' : 'due';
}

/**
 * The meals and doses of one cat's day, in the order of the clock: each time of the plan the cat
 * is in the house for, with the entries logged for it and its state at `now` (the hotel's clock).
 */
export function slotsOfDay(
  plan: readonly StayCareItem[],
  entries: readonly CareLogEntry[],
  stay: StayInHouse,
  day: string,
  now: { date: string; time: string },
): RoundSlot[] {
  const slots: RoundSlot[] = [];
  for (const item of plan) {
    if (!givenOn(item, day)) continue;
    for (const time of item.times) {
      if (!inHouseAt(stay, day, time)) continue;
      const logged = entries
        .filter((entry) => entry.careItemId === item.id && entry.day === day && entry.slot === time)
        .sort((a, b) => a.loggedAt.localeCompare(b.loggedAt));
      slots.push({ item, time, entries: logged, state: stateOf(item, time, logged, day, now) });
    }
  }
  return slots.sort((a, b) => a.time.localeCompare(b.time) || a.item.kind.localeCompare(b.item.kind));
}

/** The days of a stay the log covers: from check-in to check-out, or to today while the cat is here. */
export function daysOfStay(stay: StayInHouse, today: string): string[] {
  const last = stay.checkedOut?.date ?? today;
  const days: string[] = [];
  for (let day = stay.checkedIn.date; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}

/** "Thyroid tablet at 08:00 on 12 Dec 2026": a missed or doubled slot, as a manager reads it. */
export function slotWords(slot: Pick<RoundSlot, 'item' | 'time'>, day: string): string {
  return `${slot.item.name} at ${slot.time} on ${formatDay(day)}`;
}

/**
 * An entry of the care log as the owner reads it in the stay's diary (issue 34): the meal or the
 * medicine by its name in the stay's plan, and the member of staff by first name only.
 */
export interface DiaryEntry {
  id: string;
  catId: string;
  day: string;
  kind: CareLogKind;
  outcome: CareOutcome | null;
  note: string | null;
  /** The item of the stay's plan a meal or a dose answers, by name. */
  item: string | null;
  by: string;
  /** When it was done, as the phone that logged it said. */
  at: string;
}

const DIARY_WORDS: Record<CareOutcome, string> = {
  'ate-all': 'ate all of it',
  'ate-half': 'ate half of it',
  'ate-none': 'ate none of it',
  given: 'given',
  refused: 'refused',
  normal: 'normal',
  loose: 'loose',
  none: 'none',
  content: 'content',
  quiet: 'quiet',
  unsettled: 'unsettled',
};

/** "Thyroid tablet given", "Renal biscuits: ate half of it", "Mood: content", or the note itself. */
export function diaryWords(entry: Pick<DiaryEntry, 'kind' | 'outcome' | 'note' | 'item'>): string {
  if (entry.outcome === null) return entry.note ?? '';
  const said = DIARY_WORDS[entry.outcome];
  const what = entry.item ?? KIND_WORDS[entry.kind];
  const line = entry.kind === 'medication' ? `${what} ${said}` : `${what}: ${said}`;
  return entry.note === null ? line : `${line} (${entry.note})`;
}
