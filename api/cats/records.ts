import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { type CatJson, type CheckedJson, noCatRecords, type ProofJson, type VaccinationJson } from '../../domain/contracts/cat.ts';
import type { Database } from '../db/client.ts';
import { catCareItems, catProofs, cats, catVaccinations, users } from '../db/schema.ts';
import { Problem } from '../http/problem.ts';
import { accountName } from '../staff/account-names.ts';

// The cat as the app sees it, with its vaccinations, proofs and care plan (issue 33), read for many
// cats at once: the cats page, every sync pull and the desk's lists each need them for every cat they show,
// in four queries at most whatever the number of cats.

export const CAT_NOT_FOUND = 'Cat not found';

export type CatRow = typeof cats.$inferSelect;

export type VaccinationRow = typeof catVaccinations.$inferSelect;
export type CareItemRow = typeof catCareItems.$inferSelect;

/** What a cat's records add to its profile (domain/contracts/cat.ts). */
export type CatRecords = Pick<CatJson, 'vaccinations' | 'spayNeuter' | 'carePlan'>;

/** The cat's row as far as its spay or neuter check goes. */
interface SpayNeuterChecked {
  id: string;
  spayNeuterCheckedBy: string | null;
  spayNeuterCheckedAt: Date | null;
}

/** Who checked a record, as an owner reads it. */
export const THE_HOTEL = 'the hotel';

/** The proofs' descriptions, never their bytes: those are read one at a time, by whoever may. */
const proofColumns = {
  id: catProofs.id,
  catId: catProofs.catId,
  vaccinationId: catProofs.vaccinationId,
  contentType: catProofs.contentType,
  size: catProofs.size,
  createdAt: catProofs.createdAt,
};

export type ProofRow = Pick<typeof catProofs.$inferSelect, keyof typeof proofColumns>;

function proofJson(row: ProofRow): ProofJson {
  return { id: row.id, contentType: row.contentType, size: row.size, addedAt: row.createdAt.toISOString() };
}

/** A member of staff who checked a record, as the desk names them. */
type Checker = { id: string; firstName: string | null; lastName: string | null; email: string };

/**
 * The records of each of these cats, by the cat's id; a cat with none gets empty ones. The desk
 * names who checked a record; an owner reads "the hotel", as in a stay's history (issue 16).
 */
export async function recordsOfCats(
  db: Database,
  catRows: readonly SpayNeuterChecked[],
  seenBy: 'owner' | 'desk',
): Promise<(catId: string) => CatRecords> {
  if (catRows.length === 0) return noCatRecords;
  const catIds = catRows.map((cat) => cat.id);
  const [vaccinations, proofs, carePlans] = await Promise.all([
    db
      .select()
      .from(catVaccinations)
      .where(inArray(catVaccinations.catId, catIds))
      .orderBy(asc(catVaccinations.givenOn), asc(catVaccinations.createdAt)),
    db.select(proofColumns).from(catProofs).where(inArray(catProofs.catId, catIds)),
    db
      .select()
      .from(catCareItems)
      .where(inArray(catCareItems.catId, catIds))
      .orderBy(asc(catCareItems.kind), asc(catCareItems.createdAt), asc(catCareItems.id)),
  ]);
  const checkerIds = [
    ...new Set([...vaccinations.map((row) => row.checkedBy), ...catRows.map((cat) => cat.spayNeuterCheckedBy)].filter((id) => id !== null)),
  ];
  const checkers =
    checkerIds.length === 0 || seenBy === 'owner'
      ? []
      : await db
          .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
          .from(users)
          .where(inArray(users.id, checkerIds));
  return catRecordsFrom(catRows, vaccinations, proofs, carePlans, checkers, seenBy);
}

/** The records from the rows read for them (recordsOfCats); the bench's bare stack reads the same rows. */
export function catRecordsFrom(
  catRows: readonly SpayNeuterChecked[],
  vaccinations: readonly VaccinationRow[],
  proofs: readonly ProofRow[],
  carePlans: readonly CareItemRow[],
  checkers: readonly Checker[],
  seenBy: 'owner' | 'desk',
): (catId: string) => CatRecords {
  const checked = (by: string | null, at: Date | null): CheckedJson => {
    if (at === null) return { checkedBy: null, checkedAt: null };
    const checker = checkers.find((account) => account.id === by);
    // A checker whose account is gone still checked it: the desk reads that the hotel did.
    return { checkedBy: seenBy === 'owner' || checker === undefined ? THE_HOTEL : accountName(checker), checkedAt: at.toISOString() };
  };
  // Each proof is for a vaccination or, without one, for the cat's spay or neuter.
  const proofFor = new Map(proofs.map((row) => [row.vaccinationId ?? row.catId, proofJson(row)]));
  const vaccinationJson = (row: VaccinationRow): VaccinationJson => ({
    id: row.id,
    vaccine: row.vaccine,
    otherName: row.otherName,
    givenOn: row.givenOn,
    validUntil: row.validUntil,
    vet: row.vet,
    proof: proofFor.get(row.id) ?? null,
    ...checked(row.checkedBy, row.checkedAt),
  });
  const byCat = new Map<string, CatRecords>(
    catRows.map((cat) => [
      cat.id,
      {
        vaccinations: [],
        spayNeuter: { proof: proofFor.get(cat.id) ?? null, ...checked(cat.spayNeuterCheckedBy, cat.spayNeuterCheckedAt) },
        carePlan: [],
      },
    ]),
  );
  for (const row of vaccinations) byCat.get(row.catId)?.vaccinations.push(vaccinationJson(row));
  for (const { id, kind, name, amount, times, withFood, until, notes, catId } of carePlans) {
    byCat.get(catId)?.carePlan.push({ id, kind, name, amount, times, withFood, until, notes });
  }
  return (catId) => byCat.get(catId) ?? noCatRecords();
}

/** The cat as the app sees it (domain/contracts/cat.ts), with its records. */
export function catJson(cat: CatRow, records: CatRecords): CatJson {
  return {
    id: cat.id,
    name: cat.name,
    breed: cat.breed,
    age: cat.age,
    ageMonths: cat.ageMonths,
    gender: cat.gender,
    weight: cat.weight,
    color: cat.color,
    specialNeeds: cat.specialNeeds,
    medicalInfo: cat.medicalInfo,
    dietaryRequirements: cat.dietaryRequirements,
    vaccinationRecords: cat.vaccinationRecords,
    ...records,
    emergencyContact: cat.emergencyContact,
    createdAt: cat.createdAt.toISOString(),
    updatedAt: cat.updatedAt.toISOString(),
  };
}

/** One cat as the app sees it, its records read for it. */
export async function oneCatJson(db: Database, cat: CatRow): Promise<CatJson> {
  return catJson(cat, (await recordsOfCats(db, [cat], 'owner'))(cat.id));
}

/** One of the signed-in owner's current cats: another owner's, or a removed one, is not found. */
export async function ownCurrentCat(db: Database, ownerId: string, catId: string): Promise<CatRow> {
  const [cat] = await db
    .select()
    .from(cats)
    .where(and(eq(cats.id, catId), eq(cats.ownerId, ownerId), isNull(cats.removedAt)));
  if (cat === undefined) throw new Problem(404, CAT_NOT_FOUND);
  return cat;
}
