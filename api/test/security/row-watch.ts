import { and, eq, inArray, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import * as schema from '../../db/schema.ts';

// What every attack test checks: which rows of which tables a request inserted, updated or deleted.
// A trigger on every table of the schema writes each change to a log the test reads and empties, so
// a check costs what the request changed, not what the database holds: the long fuzz run leaves
// thousands of rows behind, and reading them all twice per request made it slow down as it went.
// The tables are read from the schema itself, so a table added later is watched without anyone
// remembering to list it.

type Row = Record<string, unknown>;

export interface RowChange {
  table: string;
  before: Row | undefined;
  after: Row | undefined;
}

const TABLES: PgTable[] = Object.values(schema as Record<string, unknown>).filter((value) => is(value, PgTable));

/** Each table's column names (as PostgreSQL spells them) to the schema's field names, which the checks use. */
const FIELDS = new Map(
  TABLES.map((table) => [getTableConfig(table).name, new Map(Object.entries(table).map(([field, column]) => [column.name as string, field]))]),
);

const LOG = 'row_changes_under_test';

/** Statements one at a time: the PostgreSQL driver sends a string of several only without parameters. */
const INSTALL = [
  `create table if not exists ${LOG} (seq bigserial primary key, table_name text not null, before jsonb, after jsonb)`,
  `create or replace function log_row_change() returns trigger language plpgsql as $$
   begin
     -- An update that leaves the row as it was changes nothing.
     if tg_op = 'UPDATE' and to_jsonb(old) = to_jsonb(new) then return null; end if;
     insert into ${LOG} (table_name, before, after) values (
       tg_table_name,
       case when tg_op = 'INSERT' then null else to_jsonb(old) end,
       case when tg_op = 'DELETE' then null else to_jsonb(new) end);
     return null;
   end $$`,
  ...[...FIELDS.keys()].flatMap((table) => [
    `drop trigger if exists log_row_change on "${table}"`,
    `create trigger log_row_change after insert or update or delete on "${table}" for each row execute function log_row_change()`,
  ]),
];

function withFieldNames(table: string, row: Row | null): Row | undefined {
  if (row === null) return undefined;
  const fields = FIELDS.get(table);
  return Object.fromEntries(Object.entries(row).map(([column, value]) => [fields?.get(column) ?? column, value]));
}

function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}

export interface RowWatch {
  /** Forgets what was logged so far: the changes that follow are the next request's. */
  mark(): Promise<void>;
  /** Every row inserted, updated or deleted since the mark, oldest first. */
  changes(): Promise<RowChange[]>;
}

/** Starts logging every row change in `db` (a test database: the triggers stay for its life). */
export async function watchRows(db: Database): Promise<RowWatch> {
  for (const statement of INSTALL) await db.execute(sql.raw(statement));
  let mark = 0;
  const watch: RowWatch = {
    async mark() {
      const [last] = rowsOf<{ seq: string | null }>(await db.execute(sql.raw(`select max(seq)::text as seq from ${LOG}`)));
      mark = Number(last?.seq ?? 0);
    },
    async changes() {
      const logged = rowsOf<{ table_name: string; before: Row | null; after: Row | null }>(
        await db.execute(sql`select table_name, before, after from ${sql.raw(LOG)} where seq > ${mark} order by seq`),
      );
      return logged.map(({ table_name: table, before, after }) => ({
        table,
        before: withFieldNames(table, before),
        after: withFieldNames(table, after),
      }));
    },
  };
  await watch.mark();
  return watch;
}

/**
 * The owner a changed row belongs to: its owner or user column, the user itself, the owner of the
 * cat or the booking it hangs off (looked up among the changes first, since the booking may be gone), or the
 * owner a message is addressed to; undefined for the hotel's own rows (the extra services, the
 * night settings, the staff passes, a message to someone with no account), which no owner may change.
 */
async function ownerOfChange(db: Database, { table, before, after }: RowChange, all: RowChange[]): Promise<string | undefined> {
  const row = (after ?? before)!;
  if (typeof row.ownerId === 'string') return row.ownerId;
  if (typeof row.userId === 'string') return row.userId;
  if (table === getTableConfig(schema.users).name) return row.id as string;
  if (Array.isArray(row.recipients)) {
    // Mail goes only to the account that holds an address (issue 16), not to others registered with it.
    const [addressee] = await db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(and(inArray(schema.users.email, row.recipients as string[]), eq(schema.users.holdsEmail, true)));
    return addressee?.id;
  }
  if (typeof row.catId === 'string') {
    // A cat's vaccination or proof (issue 33) is its cat's owner's; the cat may have gone in the same change.
    const cats = getTableConfig(schema.cats).name;
    const changed = all.find((change) => change.table === cats && (change.after ?? change.before)!.id === row.catId);
    if (changed !== undefined) return (changed.after ?? changed.before)!.ownerId as string;
    const [cat] = await db.select({ ownerId: schema.cats.ownerId }).from(schema.cats).where(eq(schema.cats.id, row.catId));
    return cat?.ownerId;
  }
  if (typeof row.bookingId === 'string') {
    const bookings = getTableConfig(schema.bookings).name;
    const changed = all.find((change) => change.table === bookings && (change.after ?? change.before)!.id === row.bookingId);
    if (changed !== undefined) return (changed.after ?? changed.before)!.ownerId as string;
    const [booking] = await db.select({ ownerId: schema.bookings.ownerId }).from(schema.bookings).where(eq(schema.bookings.id, row.bookingId));
    return booking?.ownerId;
  }
  return undefined;
}

/**
 * What a request may change beyond its callers' own rows. An owner's reaches nothing else; the
 * hotel's side changes other people's rows by design (a check-in changes the owner's booking), so a
 * staff request reaches the tables its endpoint writes, and in them the hotel's own rows and those
 * of the accounts it named (the owner of the booking in its path, the member it removes).
 */
export interface Reach {
  tables: readonly string[];
  named: readonly string[];
}

const NOTHING_ELSE: Reach = { tables: [], named: [] };

/** The changes to rows that do not belong to one of `owners` and lie outside `reach`. */
export async function changesBeyond(db: Database, owners: readonly string[], changes: RowChange[], reach = NOTHING_ELSE): Promise<RowChange[]> {
  const beyond: RowChange[] = [];
  for (const change of changes) {
    const owner = await ownerOfChange(db, change, changes);
    if (owner !== undefined && owners.includes(owner)) continue;
    if (reach.tables.includes(change.table) && (owner === undefined || reach.named.includes(owner))) continue;
    beyond.push(change);
  }
  return beyond;
}
