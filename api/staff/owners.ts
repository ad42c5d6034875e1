import { sValidator } from '@hono/standard-validator';
import { and, asc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { todayAtHotel } from '../../domain/dates.ts';
import { ownerSearchSchema } from '../../domain/schemas/desk.ts';
import { catJson, idParam } from '../cats.ts';
import type { AppEnv } from '../context.ts';
import { bookings, cats, users } from '../db/schema.ts';
import { Problem } from '../http/problem.ts';
import { refuseInvalid } from '../http/validate.ts';
import { requireStaff } from './access.ts';
import { containsPattern, DESK_LIST_LIMIT, deskOwnerColumns, deskStays, nameMatches, NEWEST_FIRST, phoneMatches } from './desk-stays.ts';
import type { OwnerRecordView, OwnerSearchView } from './views.ts';

// The owners' records at the desk (issue 14): read-only, and only owners. A staff account is not
// an owner, so asking for one by id answers exactly as an id of nobody does.

export const OWNER_NOT_FOUND = 'Owner not found';

const isOwner = eq(users.role, 'owner');

/** An owner by name, e-mail, phone, or the name of one of their current cats. */
function ownerMatches(typed: string) {
  const pattern = containsPattern(typed);
  return or(
    nameMatches(users.firstName, users.lastName, pattern),
    ilike(users.email, pattern),
    phoneMatches(users.phone, typed),
    sql`exists (select 1 from ${cats} where ${cats.ownerId} = ${users.id} and ${cats.removedAt} is null and ${cats.name} ilike ${pattern})`,
  );
}

export const ownerRoutes = new Hono<AppEnv>()
  .use(requireStaff)
  .get('/', sValidator('query', ownerSearchSchema, refuseInvalid), async (c) => {
    const { q } = c.req.valid('query');
    const rows = await c.var.db
      .select({
        ...deskOwnerColumns,
        cats: sql<number>`(select count(*) from ${cats} where ${cats.ownerId} = ${users.id} and ${cats.removedAt} is null)::int`,
        stays: sql<number>`(select count(*) from ${bookings} where ${bookings.ownerId} = ${users.id})::int`,
      })
      .from(users)
      .where(and(isOwner, q === null ? undefined : ownerMatches(q)))
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.email))
      .limit(DESK_LIST_LIMIT + 1);
    const view: OwnerSearchView = { owners: rows.slice(0, DESK_LIST_LIMIT), more: rows.length > DESK_LIST_LIMIT };
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
      .select()
      .from(cats)
      .where(and(eq(cats.ownerId, id), isNull(cats.removedAt)))
      .orderBy(asc(cats.name), asc(cats.id));
    const view: OwnerRecordView = {
      owner: { ...owner, createdAt: owner.createdAt.toISOString() },
      cats: catRows.map(catJson),
      stays: await deskStays(db, todayAtHotel(deps.now()), eq(bookings.ownerId, id), NEWEST_FIRST),
    };
    return c.json(view, 200);
  });
