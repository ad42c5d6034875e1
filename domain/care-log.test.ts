import { describe, expect, it } from 'vitest';
import {
  CARE_LOG_KINDS,
  CARE_OUTCOMES,
  type CareLogEntry,
  daysOfStay,
  KIND_WORDS,
  OUTCOME_WORDS,
  OVERDUE_AFTER_MINUTES,
  type RoundSlot,
  slotsOfDay,
  slotWords,
  type StayCareItem,
  type StayInHouse,
} from './care-log.ts';
import { CARE_KINDS } from './care-plan.ts';

// Marmalade checked in on 10 Dec 2026 at 14:05 and is still in the house. Her plan: breakfast at
// 08:00, dinner at 17:00 and a thyroid tablet at 08:00. The round is read on 12 Dec unless told.
const day = '2026-12-12';

function careItem(item: Pick<StayCareItem, 'id' | 'kind' | 'name' | 'times'> & Partial<StayCareItem>): StayCareItem {
  return {
    catId: 'cat-marmalade',
    amount: null,
    withFood: null,
    until: null,
    notes: null,
    confirmedBy: 'Thandi',
    confirmedAt: '2026-12-10T12:05:00.000Z',
    ...item,
  };
}

const breakfast = careItem({ id: 'item-breakfast', kind: 'feeding', name: 'Breakfast', amount: 'Half a pouch', times: ['08:00'] });
const dinner = careItem({ id: 'item-dinner', kind: 'feeding', name: 'Dinner', amount: 'Half a pouch', times: ['17:00'] });
const tablet = careItem({ id: 'item-tablet', kind: 'medication', name: 'Thyroid tablet', amount: 'Half a tablet', times: ['08:00'], withFood: true });
// Out of the clock's order on purpose: the round puts it in order.
const plan = [dinner, tablet, breakfast];

const stillHere: StayInHouse = { checkedIn: { date: '2026-12-10', time: '14:05' }, checkedOut: null };

let entryCount = 0;
function entry(item: StayCareItem, fields: Partial<CareLogEntry> & Pick<CareLogEntry, 'outcome' | 'loggedAt'>): CareLogEntry {
  entryCount += 1;
  return {
    id: `entry-${entryCount}`,
    bookingId: 'booking-1',
    catId: item.catId,
    careItemId: item.id,
    day,
    slot: item.times[0]!,
    kind: item.kind,
    note: null,
    loggedBy: 'Sipho',
    ...fields,
  };
}

function round(
  entries: CareLogEntry[],
  now: { date: string; time: string },
  options: { stay?: StayInHouse; on?: string; items?: StayCareItem[] } = {},
) {
  return slotsOfDay(options.items ?? plan, entries, options.stay ?? stillHere, options.on ?? day, now);
}

const states = (slots: RoundSlot[]) => slots.map((slot) => [slot.time, slot.item.name, slot.state]);
const ids = (entries: CareLogEntry[]) => entries.map((logged) => logged.id);

describe('the round of a day', () => {
  it('lists each meal and dose in the order of the clock, a meal before a dose at the same time, all later before their time', () => {
    expect(states(round([], { date: day, time: '07:30' }))).toEqual([
      ['08:00', 'Breakfast', 'later'],
      ['08:00', 'Thyroid tablet', 'later'],
      ['17:00', 'Dinner', 'later'],
    ]);
  });

  it('makes a slot due at its time, and still due a minute short of an hour later', () => {
    expect(states(round([], { date: day, time: '08:00' }))).toEqual([
      ['08:00', 'Breakfast', 'due'],
      ['08:00', 'Thyroid tablet', 'due'],
      ['17:00', 'Dinner', 'later'],
    ]);
    expect(states(round([], { date: day, time: '08:59' }))).toEqual([
      ['08:00', 'Breakfast', 'due'],
      ['08:00', 'Thyroid tablet', 'due'],
      ['17:00', 'Dinner', 'later'],
    ]);
  });

  it('makes the 08:00 tablet overdue when it has not been given by 09:00', () => {
    expect(OVERDUE_AFTER_MINUTES).toBe(60);
    expect(states(round([], { date: day, time: '09:00' }))).toEqual([
      ['08:00', 'Breakfast', 'overdue'],
      ['08:00', 'Thyroid tablet', 'overdue'],
      ['17:00', 'Dinner', 'later'],
    ]);
  });

  it('counts an hour across the hours of the clock: dinner at 17:00 is due at 17:59 and overdue at 18:00', () => {
    expect(states(round([], { date: day, time: '17:59' }))).toEqual([
      ['08:00', 'Breakfast', 'overdue'],
      ['08:00', 'Thyroid tablet', 'overdue'],
      ['17:00', 'Dinner', 'due'],
    ]);
    expect(states(round([], { date: day, time: '18:00' })).at(-1)).toEqual(['17:00', 'Dinner', 'overdue']);
  });

  it('makes every slot of a past day with nothing logged overdue, even one whose time is later than the clock now', () => {
    expect(states(round([], { date: '2026-12-13', time: '07:00' }))).toEqual([
      ['08:00', 'Breakfast', 'overdue'],
      ['08:00', 'Thyroid tablet', 'overdue'],
      ['17:00', 'Dinner', 'overdue'],
    ]);
  });

  it('keeps every slot of a day still to come later, even one whose time has passed on the clock today', () => {
    expect(states(round([], { date: '2026-12-11', time: '20:00' }))).toEqual([
      ['08:00', 'Breakfast', 'later'],
      ['08:00', 'Thyroid tablet', 'later'],
      ['17:00', 'Dinner', 'later'],
    ]);
  });

  it('makes a slot with one entry done, late or early, and keeps the entry with it', () => {
    const ateAll = entry(breakfast, { outcome: 'ate-all', loggedAt: '2026-12-12T07:40:00.000Z' });
    const given = entry(tablet, { outcome: 'given', loggedAt: '2026-12-12T07:45:00.000Z' });
    // Dinner put down early, before its time has come.
    const dinnerEarly = entry(dinner, { outcome: 'ate-half', loggedAt: '2026-12-12T12:30:00.000Z' });
    const slots = round([ateAll, given, dinnerEarly], { date: day, time: '14:30' });
    expect(states(slots)).toEqual([
      ['08:00', 'Breakfast', 'done'],
      ['08:00', 'Thyroid tablet', 'done'],
      ['17:00', 'Dinner', 'done'],
    ]);
    expect(slots.map((slot) => ids(slot.entries))).toEqual([[ateAll.id], [given.id], [dinnerEarly.id]]);
    // A slot of a past day is done by what was logged for it, not overdue.
    expect(states(round([ateAll, given, dinnerEarly], { date: '2026-12-20', time: '08:00' })).map(([, , state]) => state)).toEqual([
      'done',
      'done',
      'done',
    ]);
  });

  it('makes a dose given twice (two phones, offline) twice, with both entries in the order they were tapped', () => {
    const secondPhone = entry(tablet, { outcome: 'given', loggedBy: 'Lerato', loggedAt: '2026-12-12T06:10:00.000Z' });
    const firstPhone = entry(tablet, { outcome: 'given', loggedBy: 'Sipho', loggedAt: '2026-12-12T06:05:00.000Z' });
    const slots = round([secondPhone, firstPhone], { date: day, time: '09:30' });
    expect(states(slots)).toEqual([
      ['08:00', 'Breakfast', 'overdue'],
      ['08:00', 'Thyroid tablet', 'twice'],
      ['17:00', 'Dinner', 'later'],
    ]);
    expect(slots[1]!.entries.map((logged) => [logged.loggedBy, logged.loggedAt])).toEqual([
      ['Sipho', '2026-12-12T06:05:00.000Z'],
      ['Lerato', '2026-12-12T06:10:00.000Z'],
    ]);
  });

  it('makes a meal logged twice just done: a second bowl is not a second dose', () => {
    const first = entry(breakfast, { outcome: 'ate-half', loggedAt: '2026-12-12T06:30:00.000Z' });
    const second = entry(breakfast, { outcome: 'ate-all', loggedBy: 'Lerato', loggedAt: '2026-12-12T06:20:00.000Z' });
    const slots = round([first, second], { date: day, time: '10:00' });
    expect(states(slots)[0]).toEqual(['08:00', 'Breakfast', 'done']);
    expect(ids(slots[0]!.entries)).toEqual([second.id, first.id]);
  });

  it('makes a refused dose done, and one refused and one given done too, not twice', () => {
    const refused = entry(tablet, { outcome: 'refused', loggedAt: '2026-12-12T06:05:00.000Z' });
    const givenInFood = entry(tablet, { outcome: 'given', note: 'Hidden in a treat', loggedAt: '2026-12-12T06:25:00.000Z' });
    expect(states(round([refused], { date: day, time: '10:00' }))[1]).toEqual(['08:00', 'Thyroid tablet', 'done']);
    const slots = round([givenInFood, refused], { date: day, time: '10:00' });
    expect(states(slots)[1]).toEqual(['08:00', 'Thyroid tablet', 'done']);
    expect(ids(slots[1]!.entries)).toEqual([refused.id, givenInFood.id]);
  });

  it('still makes a dose twice when it was given twice around a refusal', () => {
    const given = entry(tablet, { outcome: 'given', loggedAt: '2026-12-12T06:05:00.000Z' });
    const refused = entry(tablet, { outcome: 'refused', loggedAt: '2026-12-12T06:10:00.000Z' });
    const givenAgain = entry(tablet, { outcome: 'given', loggedAt: '2026-12-12T06:15:00.000Z' });
    const slots = round([givenAgain, given, refused], { date: day, time: '10:00' });
    expect(states(slots)[1]).toEqual(['08:00', 'Thyroid tablet', 'twice']);
    expect(ids(slots[1]!.entries)).toEqual([given.id, refused.id, givenAgain.id]);
  });

  it('counts only the entries of the same item, day and time', () => {
    const yesterday = entry(tablet, { outcome: 'given', day: '2026-12-11', loggedAt: '2026-12-11T06:05:00.000Z' });
    const otherTime = entry(tablet, { outcome: 'given', slot: '17:00', loggedAt: '2026-12-12T15:00:00.000Z' });
    // Breakfast logged against the tablet's time is breakfast's, not the tablet's.
    const ateAll = entry(breakfast, { outcome: 'ate-all', loggedAt: '2026-12-12T06:05:00.000Z' });
    const litter = entry(breakfast, { careItemId: null, slot: null, kind: 'litter', outcome: 'normal', loggedAt: '2026-12-12T06:06:00.000Z' });
    const mood = entry(breakfast, { careItemId: null, slot: null, kind: 'mood', outcome: 'content', loggedAt: '2026-12-12T06:07:00.000Z' });
    const slots = round([yesterday, otherTime, ateAll, litter, mood], { date: day, time: '09:00' });
    expect(states(slots)).toEqual([
      ['08:00', 'Breakfast', 'done'],
      ['08:00', 'Thyroid tablet', 'overdue'],
      ['17:00', 'Dinner', 'later'],
    ]);
    expect(slots.map((slot) => ids(slot.entries))).toEqual([[ateAll.id], [], []]);
  });

  it('lists each time of an item of several times, each with its own entries', () => {
    const twiceADay = careItem({ id: 'item-tablet-2', kind: 'medication', name: 'Thyroid tablet', times: ['20:00', '08:00'] });
    const morning = entry(twiceADay, { outcome: 'given', slot: '08:00', loggedAt: '2026-12-12T06:05:00.000Z' });
    const slots = round([morning], { date: day, time: '20:30' }, { items: [twiceADay, breakfast] });
    expect(states(slots)).toEqual([
      ['08:00', 'Breakfast', 'overdue'],
      ['08:00', 'Thyroid tablet', 'done'],
      ['20:00', 'Thyroid tablet', 'due'],
    ]);
    expect(slots.map((slot) => ids(slot.entries))).toEqual([[], [morning.id], []]);
  });

  it('has no slots for a plan with nothing in it', () => {
    expect(round([], { date: day, time: '09:00' }, { items: [] })).toEqual([]);
  });
});

describe("the cat's time in the house", () => {
  it('leaves out the slots of the check-in day before the cat arrived', () => {
    expect(states(round([], { date: '2026-12-10', time: '15:00' }, { on: '2026-12-10' }))).toEqual([['17:00', 'Dinner', 'later']]);
  });

  it('lists a slot at the very minute of check-in', () => {
    const stay: StayInHouse = { checkedIn: { date: day, time: '08:00' }, checkedOut: null };
    expect(states(round([], { date: day, time: '08:10' }, { stay }))).toEqual([
      ['08:00', 'Breakfast', 'due'],
      ['08:00', 'Thyroid tablet', 'due'],
      ['17:00', 'Dinner', 'later'],
    ]);
  });

  it('leaves out the slots of the check-out day at and after the time the cat left', () => {
    const leftAtFive: StayInHouse = { ...stillHere, checkedOut: { date: '2026-12-14', time: '17:00' } };
    expect(states(round([], { date: '2026-12-14', time: '18:00' }, { stay: leftAtFive, on: '2026-12-14' }))).toEqual([
      ['08:00', 'Breakfast', 'overdue'],
      ['08:00', 'Thyroid tablet', 'overdue'],
    ]);
    const leftJustAfter: StayInHouse = { ...stillHere, checkedOut: { date: '2026-12-14', time: '17:01' } };
    expect(states(round([], { date: '2026-12-14', time: '18:00' }, { stay: leftJustAfter, on: '2026-12-14' }))).toEqual([
      ['08:00', 'Breakfast', 'overdue'],
      ['08:00', 'Thyroid tablet', 'overdue'],
      ['17:00', 'Dinner', 'overdue'],
    ]);
    const leftEarly: StayInHouse = { ...stillHere, checkedOut: { date: '2026-12-14', time: '07:30' } };
    expect(round([], { date: '2026-12-14', time: '18:00' }, { stay: leftEarly, on: '2026-12-14' })).toEqual([]);
  });

  it('lists the slots of a stay checked in and out on the same day only between the two', () => {
    const dayVisit: StayInHouse = { checkedIn: { date: day, time: '07:00' }, checkedOut: { date: day, time: '12:00' } };
    expect(states(round([], { date: day, time: '13:00' }, { stay: dayVisit }))).toEqual([
      ['08:00', 'Breakfast', 'overdue'],
      ['08:00', 'Thyroid tablet', 'overdue'],
    ]);
  });

  it('has no slots on days before check-in or after check-out', () => {
    const checkedOut: StayInHouse = { ...stillHere, checkedOut: { date: '2026-12-14', time: '11:00' } };
    expect(round([], { date: '2026-12-20', time: '09:00' }, { stay: checkedOut, on: '2026-12-09' })).toEqual([]);
    expect(round([], { date: '2026-12-20', time: '09:00' }, { stay: checkedOut, on: '2026-12-15' })).toEqual([]);
  });

  it('keeps a cat not yet checked out in the house on every day after check-in', () => {
    expect(states(round([], { date: '2027-01-20', time: '09:00' }, { on: '2027-01-20' }))).toEqual([
      ['08:00', 'Breakfast', 'overdue'],
      ['08:00', 'Thyroid tablet', 'overdue'],
      ['17:00', 'Dinner', 'later'],
    ]);
  });
});

describe('medicine with a last day', () => {
  const course = { ...tablet, until: '2026-12-12' };

  it('is listed on its last day', () => {
    expect(states(round([], { date: day, time: '07:00' }, { items: [course, breakfast, dinner] }))).toEqual([
      ['08:00', 'Breakfast', 'later'],
      ['08:00', 'Thyroid tablet', 'later'],
      ['17:00', 'Dinner', 'later'],
    ]);
  });

  it('is not listed after its last day, while the meals go on', () => {
    expect(states(round([], { date: '2026-12-13', time: '07:00' }, { items: [course, breakfast, dinner], on: '2026-12-13' }))).toEqual([
      ['08:00', 'Breakfast', 'later'],
      ['17:00', 'Dinner', 'later'],
    ]);
  });
});

describe('the days of a stay', () => {
  it('runs from the check-in date to the check-out date, both included, whatever today is', () => {
    const stay: StayInHouse = { ...stillHere, checkedOut: { date: '2026-12-14', time: '11:00' } };
    const days = ['2026-12-10', '2026-12-11', '2026-12-12', '2026-12-13', '2026-12-14'];
    expect(daysOfStay(stay, '2026-12-14')).toEqual(days);
    expect(daysOfStay(stay, '2027-02-01')).toEqual(days);
  });

  it('runs to today while the cat is still in the house, across the end of a month and a year', () => {
    const stay: StayInHouse = { checkedIn: { date: '2026-12-30', time: '10:00' }, checkedOut: null };
    expect(daysOfStay(stay, '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
  });

  it('is the one day for a cat checked in today, and for a stay checked in and out on the same day', () => {
    expect(daysOfStay(stillHere, '2026-12-10')).toEqual(['2026-12-10']);
    expect(daysOfStay({ ...stillHere, checkedOut: { date: '2026-12-10', time: '18:00' } }, '2026-12-12')).toEqual(['2026-12-10']);
  });
});

describe('a slot in words', () => {
  it('names the item, its time and its day, as a manager reads a missed or doubled dose', () => {
    expect(slotWords({ item: tablet, time: '08:00' }, day)).toBe('Thyroid tablet at 08:00 on 12 Dec 2026');
    expect(slotWords({ item: dinner, time: '17:00' }, '2027-01-05')).toBe('Dinner at 17:00 on 5 Jan 2027');
  });

  it('reads a slot of the round as it is', () => {
    const doubled = entry(tablet, { outcome: 'given', loggedAt: '2026-12-12T06:05:00.000Z' });
    const again = entry(tablet, { outcome: 'given', loggedAt: '2026-12-12T06:06:00.000Z' });
    const twice = round([doubled, again], { date: day, time: '10:00' }).filter((slot) => slot.state === 'twice');
    expect(twice.map((slot) => slotWords(slot, day))).toEqual(['Thyroid tablet at 08:00 on 12 Dec 2026']);
  });
});

describe('the outcomes of a tap', () => {
  it('has the outcomes of each kind of entry, and none for a note', () => {
    expect(CARE_LOG_KINDS).toEqual(['feeding', 'medication', 'litter', 'mood', 'note']);
    expect(CARE_OUTCOMES).toEqual({
      feeding: ['ate-all', 'ate-half', 'ate-none'],
      medication: ['given', 'refused'],
      litter: ['normal', 'loose', 'none'],
      mood: ['content', 'quiet', 'unsettled'],
      note: [],
    });
  });

  it('has words for every outcome, and none for an outcome no kind has', () => {
    const outcomes = CARE_LOG_KINDS.flatMap((kind): string[] => [...CARE_OUTCOMES[kind]]);
    expect(new Set(outcomes).size).toBe(outcomes.length);
    expect(Object.keys(OUTCOME_WORDS).sort()).toEqual([...outcomes].sort());
    for (const outcome of outcomes) expect(OUTCOME_WORDS[outcome as keyof typeof OUTCOME_WORDS]).toMatch(/^[A-Z][a-z]+(?: [a-z]+)?$/);
    expect(OUTCOME_WORDS['ate-half']).toBe('Ate half');
    expect(OUTCOME_WORDS.given).toBe('Given');
    expect(OUTCOME_WORDS.none).toBe('None');
  });

  it('has words for every kind of entry, and a kind of entry for every kind of the plan', () => {
    expect(Object.keys(KIND_WORDS)).toEqual(CARE_LOG_KINDS);
    expect(KIND_WORDS).toEqual({ feeding: 'Meal', medication: 'Medicine', litter: 'Litter', mood: 'Mood', note: 'Note' });
    expect(CARE_KINDS.filter((kind) => !CARE_LOG_KINDS.includes(kind))).toEqual([]);
  });
});
