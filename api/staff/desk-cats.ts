import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type CatRow, catJson } from '../cats/records.ts';
import type { DeskCat } from '../../domain/contracts/desk-stays.ts';
import { cats, users } from '../db/schema.ts';
import { type CatRecords, recordsOfCats } from '../cats/records.ts';
import type { Database } from '../db/client.ts';
import { accountName } from './account-names.ts';

// A cat as the desk sees it (issue 31): the owner's profile, and who at the desk last changed its
// care notes, and when, so a note the owner did not write is never mistaken for theirs.

/** The member of staff who last changed the cat's care notes, joined beside the cat. */
export const careChanger = alias(users, 'care_changer');
export const careChangerColumns = { firstName: careChanger.firstName, lastName: careChanger.lastName, email: careChanger.email };
export const joinsCareChanger = eq(careChanger.id, cats.careChangedBy);

type Changer = { firstName: string | null; lastName: string | null; email: string } | null;

export function deskCatJson(cat: CatRow, changer: Changer, records: CatRecords): DeskCat {
  return {
    ...catJson(cat, records),
    careChangedBy: changer === null ? null : accountName(changer),
    careChangedAt: cat.careChangedAt?.toISOString() ?? null,
  };
}

/** An owner's cat as the desk sees it, with who last changed its care and its records. */
export async function deskCat(db: Database, catId: string): Promise<DeskCat> {
  const [row] = await db
    .select({ cat: cats, changer: careChangerColumns })
    .from(cats)
    .leftJoin(careChanger, joinsCareChanger)
    .where(eq(cats.id, catId));
  return deskCatJson(row!.cat, row!.changer, (await recordsOfCats(db, [row!.cat], 'desk'))(catId));
}
