import { sValidator } from '@hono/standard-validator';
import { and, asc, count, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { todayAtHotel } from '../../domain/dates.ts';
import { ownerSearchSchema } from '../../domain/schemas/desk.ts';
import { recordsOfCats } from '../cats/records.ts';
import { careChanger, careChangerColumns, deskCatJson, joinsCareChanger } from './desk-cats.ts';
import type { AppEnv } from '../context.ts';
import type { Database } from '../db/client.ts';
import { bookings, cats, users } from '../db/schema.ts';
import { Problem } from '../http/problem.ts';
import { idParam, refuseInvalid } from '../http/validate.ts';
import { requireStaff } from './access.ts';
import { DESK_LIST_LIMIT, deskOwnerColumns, deskStays, nameMatches, NEWEST_FIRST, phoneMatches, searchPattern, textMatches } from './desk-stays.ts';
import type { OwnerRecordView, OwnerSearchView } from '../../domain/contracts/desk-owners.ts';

// The owners' records at the desk (issue 14): read-only, and only owners. A staff account is not
// an owner, so asking for one by id answers exactly as an id of nobody does.

export const OWNER_NOT_FOUND = 'Owner not found';

const isOwner = eq(users.role, 'owner');

/** An owner by name, e-mail, phone, or the name of one of their current cats. */
function ownerMatches(typed: string) {
  const pattern = searchPattern(typed);
  return or(
    nameMatches(users.firstName, users.lastName, pattern),
    ilike(users.email, pattern),
    phoneMatches(users.phone, typed),
    sql`exists (select 1 from ${cats} where ${cats.ownerId} = ${users.id} and ${cats.removedAt} is null and ${textMatches(cats.name, pattern)})`,
  );
}

/** Each owner's current cats and stays ever booked, counted in one query each. */
async function countsOf(db: Database, ownerIds: string[]) {
  if (ownerIds.length === 0) return { cats: new Map<string, number>(), stays: new Map<string, number>() };
  const catRows = await db
    .select({ ownerId: cats.ownerId, count: count() })
    .from(cats)
    .where(and(inArray(cats.ownerId, ownerIds), isNull(cats.removedAt)))
    .groupBy(cats.ownerId);
  const stayRows = await db
    .select({ ownerId: bookings.ownerId, count: count() })
    .from(bookings)
    .where(inArray(bookings.ownerId, ownerIds))
    .groupBy(bookings.ownerId);
  return {
    cats: new Map(catRows.map((row) => [row.ownerId, row.count])),
    stays: new Map(stayRows.map((row) => [row.ownerId, row.count])),
  };
}

export const ownerRoutes = new Hono<AppEnv>()
  .use(requireStaff)
  .get('/', sValidator('query', ownerSearchSchema, refuseInvalid), async (c) => {
    const { q } = c.req.valid('query');
    const { db } = c.var;
    const rows = await db
      .select(deskOwnerColumns)
      .from(users)
      .where(and(isOwner, q === null ? undefined : ownerMatches(q)))
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.email))
      .limit(DESK_LIST_LIMIT + 1);
    const owners = rows.slice(0, DESK_LIST_LIMIT);
    const counts = await countsOf(
      db,
      owners.map((owner) => owner.id),
    );
    const view: OwnerSearchView = {
      owners: owners.map((owner) => ({ ...owner, cats: counts.cats.get(owner.id) ?? 0, stays: counts.stays.get(owner.id) ?? 0 })),
      more: rows.length > DESK_LIST_LIMIT,
    };
    return c.json(view, 200);
  })
  .get('/:id', sValidator('param', idParam, refuseInvalid), async (c) => {
    const { db, deps } = c.var;
    const { id } = c.req.valid('param');
    const [owner] = await db
      .select({ ...deskOwnerColumns, address: users.address, createdAt: users.createdAt })
      .from(users)
      .where(and(eq(users.id, id), isOwner));
    if (owner === undefined) throw new Problem(404, OWNER_NOT_FOUND);
    const catRows = await db
      .select({ cat: cats, changer: careChangerColumns })
      .from(cats)
      .leftJoin(careChanger, joinsCareChanger)
      .where(and(eq(cats.ownerId, id), isNull(cats.removedAt)))
      .orderBy(asc(cats.name), asc(cats.id));
    const records = await recordsOfCats(
      db,
      catRows.map((row) => row.cat),
      'desk',
    );
    const view: OwnerRecordView = {
      owner: { ...owner, createdAt: owner.createdAt.toISOString() },
      cats: catRows.map((row) => deskCatJson(row.cat, row.changer, records(row.cat.id))),
      stays: await deskStays(db, todayAtHotel(deps.now()), eq(bookings.ownerId, id), NEWEST_FIRST),
    };
    return c.json(view, 200);
  });
