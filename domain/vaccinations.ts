// A cat's vaccinations as records, the hotel's rules for them, and every stay checked against the
// rules (issue 33). The spec asks that "Vaccinations must be current, including rabies" and that
// "FVRCP and rabies vaccinations" be given; Gingr's rule, which the anchors praise, is that a vaccine
// must still be valid on the day the stay ends, not only on the day it starts.
import { addDays, formatDay } from './dates.ts';
import type { CatGender } from './schemas/cat.ts';

export const VACCINES = ['fvrcp', 'rabies', 'felv', 'other'] as const;
export type Vaccine = (typeof VACCINES)[number];

/** Each vaccine as a sentence names it: "Marmalade's rabies vaccination". */
export const VACCINE_NAMES: Record<Vaccine, string> = {
  fvrcp: 'FVRCP (tricat)',
  rabies: 'rabies',
  felv: 'FeLV',
  other: 'other',
};

/** A vaccine as a list or a heading names it: "Rabies", "FVRCP (tricat)", or the name the book gives another. */
export function vaccineTitle(vaccine: Vaccine, otherName: string | null = null): string {
  if (vaccine === 'other') return otherName ?? 'Another vaccine';
  const name = VACCINE_NAMES[vaccine];
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** What a manager may require: "other" names no vaccine until the owner writes one. */
export const REQUIRABLE_VACCINES = ['fvrcp', 'rabies', 'felv'] as const satisfies readonly Vaccine[];

/** The longest wait after a vaccination a manager may ask for: six weeks, the far end of what catteries ask. */
export const MAX_DAYS_BEFORE_ARRIVAL = 42;

/** What the check needs of one vaccination: which, when it was given, and until when it is valid. */
export interface VaccinationDates {
  vaccine: Vaccine;
  /** YYYY-MM-DD, the hotel's calendar (DESIGN D8). */
  givenOn: string;
  validUntil: string;
}

/** The house's rules, a manager's setting. */
export interface VaccinationRules {
  /** Each must be on record and valid through the check-out date. */
  required: readonly Vaccine[];
  /** A vaccination given fewer days than this before check-in has not yet protected the cat. */
  daysBeforeArrival: number;
  /** Proof that the cat is spayed or neutered. */
  spayNeuterProof: boolean;
}

/**
 * The spec's rules. Fourteen days before arrival: a booster protects after one to two weeks, and a
 * cage-free house, where the cats share air and rooms, takes the longer end (catteries ask 7 to 28).
 */
export const HOUSE_VACCINATION_RULES: VaccinationRules = {
  required: ['fvrcp', 'rabies'],
  daysBeforeArrival: 14,
  spayNeuterProof: true,
};

export type VaccinationProblem =
  | { kind: 'missing'; vaccine: Vaccine }
  /** The vaccination's last valid day falls before the check-out date. */
  | { kind: 'runs-out'; vaccine: Vaccine; validUntil: string }
  /** Valid through the stay, but given too close to check-in to protect the cat on arrival. */
  | { kind: 'too-recent'; vaccine: Vaccine; givenOn: string }
  | { kind: 'no-spay-neuter-proof' };

export interface StayDates {
  checkIn: string;
  checkOut: string;
}

/**
 * What keeps a cat's records from meeting the rules for a stay, in the rules' order; none when they
 * meet them. A vaccine may have several records (last year's and this year's booster): the stay is
 * covered when one protects on arrival and one lasts through check-out, the second given before the
 * first ran out, since a booster carries on the protection it renews. Otherwise the record nearest
 * to covering the stay says what is wrong.
 */
export function stayVaccinationProblems(
  records: readonly VaccinationDates[],
  hasSpayNeuterProof: boolean,
  rules: VaccinationRules,
  stay: StayDates,
): VaccinationProblem[] {
  const givenBy = addDays(stay.checkIn, -rules.daysBeforeArrival);
  const problems: VaccinationProblem[] = [];
  for (const vaccine of rules.required) {
    const given = records.filter((record) => record.vaccine === vaccine);
    const onArrival = given.filter((record) => record.givenOn <= givenBy && record.validUntil >= stay.checkIn);
    const lasting = given.filter((record) => record.validUntil >= stay.checkOut);
    if (onArrival.some((first) => lasting.some((last) => last.givenOn <= first.validUntil))) continue;
    if (lasting.length > 0) {
      const first = lasting.reduce((a, b) => (b.givenOn < a.givenOn ? b : a));
      problems.push({ kind: 'too-recent', vaccine, givenOn: first.givenOn });
    } else if (given.length > 0) {
      const longest = given.reduce((a, b) => (b.validUntil > a.validUntil ? b : a));
      problems.push({ kind: 'runs-out', vaccine, validUntil: longest.validUntil });
    } else {
      problems.push({ kind: 'missing', vaccine });
    }
  }
  if (rules.spayNeuterProof && !hasSpayNeuterProof) problems.push({ kind: 'no-spay-neuter-proof' });
  return problems;
}

/** "her check-out", "his check-out", or "the check-out" when the profile does not say. */
function whose(gender: CatGender | null): string {
  if (gender === 'female') return 'her';
  if (gender === 'male') return 'his';
  return 'the';
}

/**
 * The problem as the owner and staff read it, with the dates that matter:
 * "Marmalade's rabies vaccination runs out on 3 Jan 2027, before her check-out on 7 Jan 2027".
 */
export function vaccinationProblemLine(
  cat: { name: string; gender: CatGender | null },
  problem: VaccinationProblem,
  stay: StayDates,
  rules: VaccinationRules,
): string {
  const their = whose(cat.gender);
  switch (problem.kind) {
    case 'missing':
      return `${cat.name} has no ${VACCINE_NAMES[problem.vaccine]} vaccination on record`;
    case 'runs-out':
      return problem.validUntil < stay.checkIn
        ? `${cat.name}'s ${VACCINE_NAMES[problem.vaccine]} vaccination is valid only until ${formatDay(problem.validUntil)}, before ${their} check-in on ${formatDay(stay.checkIn)}`
        : `${cat.name}'s ${VACCINE_NAMES[problem.vaccine]} vaccination runs out on ${formatDay(problem.validUntil)}, before ${their} check-out on ${formatDay(stay.checkOut)}`;
    case 'too-recent':
      return `${cat.name}'s ${VACCINE_NAMES[problem.vaccine]} vaccination was given on ${formatDay(problem.givenOn)}, less than ${rules.daysBeforeArrival} days before ${their} check-in on ${formatDay(stay.checkIn)}`;
    case 'no-spay-neuter-proof':
      return `${cat.name} has no spay or neuter proof on record`;
  }
}

/** A cat's records as the check reads them (domain/contracts/cat.ts, CatJson). */
export interface CatOnRecord {
  name: string;
  gender: CatGender | null;
  vaccinations: readonly VaccinationDates[];
  /** A photo of the certificate, or the desk's check of the paper, is proof. */
  spayNeuter: { proof: unknown; checkedAt: string | null };
}

/**
 * What keeps each of a stay's cats from meeting the house's rules, in words, cat by cat in the
 * order given: what the owner reads on the booking and the dashboard, the reminder e-mails and the
 * desk at check-in all come from here, so they never disagree.
 */
export function stayRecordLines(cats: readonly CatOnRecord[], rules: VaccinationRules, stay: StayDates): string[] {
  return cats.flatMap((cat) => {
    const proved = cat.spayNeuter.proof !== null || cat.spayNeuter.checkedAt !== null;
    return stayVaccinationProblems(cat.vaccinations, proved, rules, stay).map((problem) => vaccinationProblemLine(cat, problem, stay, rules));
  });
}
