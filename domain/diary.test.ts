import { describe, expect, it } from 'vitest';
import type { DiaryEntry } from './care-log.ts';
import { catReportLines, diaryDays, reportCardOf, type StayDiaryParts } from './diary.ts';
import type { StayPhotoView } from './stay-photos.ts';

const MOCHI = 'c0000000-0000-4000-8000-000000000001';
const TIGER = 'c0000000-0000-4000-8000-000000000002';

function care(fields: Partial<DiaryEntry> & Pick<DiaryEntry, 'id' | 'at' | 'day'>): DiaryEntry {
  return { catId: MOCHI, kind: 'mood', outcome: 'content', note: null, item: null, by: 'Sipho', ...fields };
}

function photo(fields: Partial<StayPhotoView> & Pick<StayPhotoView, 'id' | 'at' | 'day'>): StayPhotoView {
  return { catId: MOCHI, caption: '', by: 'Lerato', width: 1280, height: 960, ...fields };
}

const parts: StayDiaryParts = {
  diary: [
    care({ id: 'mood-2', day: '2026-12-02', at: '2026-12-02T07:40:00.000Z' }),
    care({ id: 'tablet-2', day: '2026-12-02', at: '2026-12-02T06:10:00.000Z', kind: 'medication', outcome: 'refused', item: 'Thyroid tablet' }),
    care({ id: 'tablet-1', day: '2026-12-01', at: '2026-12-01T06:05:00.000Z', kind: 'medication', outcome: 'given', item: 'Thyroid tablet' }),
    care({ id: 'meal-1', day: '2026-12-01', at: '2026-12-01T06:00:00.000Z', kind: 'feeding', outcome: 'ate-all', item: 'Renal biscuits' }),
    care({ id: 'meal-2', day: '2026-12-01', at: '2026-12-01T15:00:00.000Z', kind: 'feeding', outcome: 'ate-half', item: 'Renal biscuits' }),
    care({ id: 'tiger-1', day: '2026-12-01', at: '2026-12-01T09:00:00.000Z', catId: TIGER, kind: 'note', outcome: null, note: 'Played all morning' }),
  ],
  photos: [
    photo({ id: 'p1', day: '2026-12-01', at: '2026-12-01T10:00:00.000Z', caption: 'In the sun' }),
    photo({ id: 'p2', day: '2026-12-02', at: '2026-12-02T08:00:00.000Z' }),
  ],
  weights: [
    { catId: MOCHI, when: 'in', grams: 4200, at: '2026-11-30T09:00:00.000Z' },
    { catId: MOCHI, when: 'out', grams: 4050, at: '2026-12-03T12:00:00.000Z' },
  ],
  parting: { note: 'A joy.', by: 'Sipho' },
};

describe('the diary, day by day', () => {
  it('puts the log, the photos and the weights together, newest day first and newest first within a day', () => {
    const days = diaryDays(parts, null);
    expect(days.map((day) => [day.day, day.items.map((item) => item.id)])).toEqual([
      ['2026-12-03', [`${MOCHI}-out`]],
      ['2026-12-02', ['p2', 'mood-2', 'tablet-2']],
      ['2026-12-01', ['meal-2', 'p1', 'tiger-1', 'tablet-1', 'meal-1']],
      ['2026-11-30', [`${MOCHI}-in`]],
    ]);
  });

  it('shows one cat alone when the owner picks it', () => {
    expect(diaryDays(parts, TIGER).map((day) => day.items.map((item) => item.id))).toEqual([['tiger-1']]);
  });

  it('files a weight under the hotel’s day, not UTC’s: a check-in at 00:30 in Cape Town is that day', () => {
    const late = diaryDays({ diary: [], photos: [], weights: [{ catId: MOCHI, when: 'in', grams: 3900, at: '2026-12-04T22:30:00.000Z' }] }, null);
    expect(late.map((day) => day.day)).toEqual(['2026-12-05']);
  });
});

describe('the report card', () => {
  const card = reportCardOf(
    {
      nights: 3,
      cats: [
        { id: MOCHI, name: 'Mochi' },
        { id: TIGER, name: 'Tiger' },
      ],
    },
    parts,
  );

  it('counts meals and doses, names each refused dose with its time, and the weight in and out', () => {
    expect(catReportLines(card.cats[0]!)).toEqual([
      'Meals: finished 1 of 2, ate half of 1',
      'Thyroid tablet: given once, refused once (2 Dec, 08:10)',
      'Weight: 4.2 kg in, 4.05 kg out (0.15 kg less)',
    ]);
  });

  it('says nothing of what was not logged', () => {
    expect(catReportLines(card.cats[1]!)).toEqual([]);
  });

  it('carries the parting words and the latest photos, newest first', () => {
    expect(card.parting).toEqual({ note: 'A joy.', by: 'Sipho' });
    expect(card.photos.map((one) => one.id)).toEqual(['p2', 'p1']);
    expect(card.nights).toBe(3);
  });

  it('shows at most four photos', () => {
    const many = Array.from({ length: 7 }, (_, index) => photo({ id: `p${index}`, day: '2026-12-01', at: `2026-12-01T0${index}:00:00.000Z` }));
    const full = reportCardOf({ nights: 1, cats: [] }, { ...parts, photos: many });
    expect(full.photos.map((one) => one.id)).toEqual(['p6', 'p5', 'p4', 'p3']);
  });
});
