import { describe, expect, it } from 'vitest';
import {
  HOUSE_VACCINATION_RULES,
  stayRecordLines,
  stayVaccinationProblems,
  type VaccinationDates,
  vaccinationProblemLine,
  type VaccinationRules,
} from './vaccinations.ts';

// A stay of four nights in January; the house's rules ask for FVRCP and rabies, given at least
// 14 days before check-in (so by 22 Dec) and valid through check-out (9 Jan).
const stay = { checkIn: '2027-01-05', checkOut: '2027-01-09' };
const fvrcp: VaccinationDates = { vaccine: 'fvrcp', givenOn: '2026-06-01', validUntil: '2027-06-01' };
const rabies: VaccinationDates = { vaccine: 'rabies', givenOn: '2026-03-10', validUntil: '2029-03-10' };
const marmalade = { name: 'Marmalade', gender: 'female' as const };

function problems(records: VaccinationDates[], proof = true, rules: VaccinationRules = HOUSE_VACCINATION_RULES) {
  return stayVaccinationProblems(records, proof, rules, stay);
}

describe('a stay checked against the house rules', () => {
  it('finds nothing wrong when FVRCP and rabies protect on arrival and last through check-out, with proof of spaying', () => {
    expect(problems([fvrcp, rabies])).toEqual([]);
  });

  it('names each required vaccine with no record, and a missing spay or neuter proof', () => {
    expect(problems([], false)).toEqual([
      { kind: 'missing', vaccine: 'fvrcp' },
      { kind: 'missing', vaccine: 'rabies' },
      { kind: 'no-spay-neuter-proof' },
    ]);
  });

  it('counts a vaccination valid until the check-out date itself, and refuses one that ends the day before', () => {
    expect(problems([fvrcp, { ...rabies, validUntil: stay.checkOut }])).toEqual([]);
    expect(problems([fvrcp, { ...rabies, validUntil: '2027-01-08' }])).toEqual([{ kind: 'runs-out', vaccine: 'rabies', validUntil: '2027-01-08' }]);
  });

  it('counts a vaccination given 14 days before check-in, and refuses one given 13 days before', () => {
    expect(problems([fvrcp, { ...rabies, givenOn: '2026-12-22' }])).toEqual([]);
    expect(problems([fvrcp, { ...rabies, givenOn: '2026-12-23' }])).toEqual([{ kind: 'too-recent', vaccine: 'rabies', givenOn: '2026-12-23' }]);
  });

  it('takes a booster given before the last one ran out as carrying on its protection, but not one given after a gap', () => {
    const lastYear = { vaccine: 'fvrcp' as const, givenOn: '2026-01-06', validUntil: '2027-01-06' };
    const booster = { vaccine: 'fvrcp' as const, givenOn: '2027-01-02', validUntil: '2028-01-02' };
    expect(problems([lastYear, booster, rabies])).toEqual([]);
    const lapsed = { ...lastYear, validUntil: '2026-12-31' };
    expect(problems([lapsed, booster, rabies])).toEqual([{ kind: 'too-recent', vaccine: 'fvrcp', givenOn: '2027-01-02' }]);
    // Without the booster, last year's says when it runs out.
    expect(problems([lastYear, rabies])).toEqual([{ kind: 'runs-out', vaccine: 'fvrcp', validUntil: '2027-01-06' }]);
  });

  it('reports the record that lasts longest when none lasts the stay', () => {
    const older = { ...rabies, givenOn: '2025-01-01', validUntil: '2026-01-01' };
    const newer = { ...rabies, givenOn: '2026-01-01', validUntil: '2027-01-07' };
    expect(problems([fvrcp, newer, older])).toEqual([{ kind: 'runs-out', vaccine: 'rabies', validUntil: '2027-01-07' }]);
  });

  it("follows a manager's rules: FeLV required, no proof asked, a week's wait", () => {
    const rules: VaccinationRules = { required: ['fvrcp', 'rabies', 'felv'], daysBeforeArrival: 7, spayNeuterProof: false };
    expect(problems([fvrcp, { ...rabies, givenOn: '2026-12-29' }], false, rules)).toEqual([{ kind: 'missing', vaccine: 'felv' }]);
  });
});

describe('a problem in words', () => {
  const line = (problem: Parameters<typeof vaccinationProblemLine>[1], cat: Parameters<typeof vaccinationProblemLine>[0] = marmalade) =>
    vaccinationProblemLine(cat, problem, stay, HOUSE_VACCINATION_RULES);

  it('says when a vaccination runs out and when the stay ends', () => {
    expect(line({ kind: 'runs-out', vaccine: 'rabies', validUntil: '2027-01-07' })).toBe(
      "Marmalade's rabies vaccination runs out on 7 Jan 2027, before her check-out on 9 Jan 2027",
    );
  });

  it('says "valid only until" for one that ends before check-in, and "his" or "the" by what the profile says', () => {
    expect(line({ kind: 'runs-out', vaccine: 'fvrcp', validUntil: '2026-12-01' }, { name: 'Tom', gender: 'male' })).toBe(
      "Tom's FVRCP (tricat) vaccination is valid only until 1 Dec 2026, before his check-in on 5 Jan 2027",
    );
    expect(line({ kind: 'too-recent', vaccine: 'rabies', givenOn: '2026-12-30' }, { name: 'Smudge', gender: null })).toBe(
      "Smudge's rabies vaccination was given on 30 Dec 2026, less than 14 days before the check-in on 5 Jan 2027",
    );
  });

  it('names what is missing', () => {
    expect(line({ kind: 'missing', vaccine: 'fvrcp' })).toBe('Marmalade has no FVRCP (tricat) vaccination on record');
    expect(line({ kind: 'no-spay-neuter-proof' })).toBe('Marmalade has no spay or neuter proof on record');
  });
});

describe('a stay’s cats in words', () => {
  const onRecord = (name: string, vaccinations: VaccinationDates[], spayNeuter: { proof: unknown; checkedAt: string | null }) => ({
    name,
    gender: 'female' as const,
    vaccinations,
    spayNeuter,
  });

  it('lists each cat’s problems in the cats’ order, and takes a photo or the desk’s check as spay or neuter proof', () => {
    const cats = [
      onRecord('Marmalade', [fvrcp, { ...rabies, validUntil: '2027-01-07' }], { proof: null, checkedAt: '2026-12-12T09:00:00.000Z' }),
      onRecord('Pepper', [fvrcp], { proof: null, checkedAt: null }),
      onRecord('Mochi', [fvrcp, rabies], { proof: { id: 'a photo' }, checkedAt: null }),
    ];
    expect(stayRecordLines(cats, HOUSE_VACCINATION_RULES, stay)).toEqual([
      "Marmalade's rabies vaccination runs out on 7 Jan 2027, before her check-out on 9 Jan 2027",
      'Pepper has no rabies vaccination on record',
      'Pepper has no spay or neuter proof on record',
    ]);
  });

  it('asks nothing the manager has not asked for', () => {
    const rules = { required: [], daysBeforeArrival: 0, spayNeuterProof: false };
    expect(stayRecordLines([onRecord('Pepper', [], { proof: null, checkedAt: null })], rules, stay)).toEqual([]);
  });
});
