import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type CatRow, catJson } from '../cats/records.ts';
import type { DeskCat } from '../../domain/contracts/desk-stays.ts';
import { cats, users } from '../db/schema.ts';
import type { CatRecords } from '../cats/records.ts';
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
