import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import * as schema from '../db/schema.ts';

// What every attack test compares before and after: all rows of all tables. The tables are read from
// the schema itself, so a table added later is watched without anyone remembering to list it.

type Row = Record<string, unknown>;

const TABLES: PgTable[] = Object.values(schema as Record<string, unknown>).filter((value) => is(value, PgTable));

/** Each table's rows by primary key (the whole row where a table has none). */
export type Snapshot = Map<string, Map<string, Row>>;

export interface RowChange {
  table: string;
  before: Row | undefined;
  after: Row | undefined;
}

function keyColumnsOf(table: PgTable): string[] {
  const config = getTableConfig(table);
  const fieldOf = new Map(Object.entries(table).map(([field, column]) => [column, field]));
  const single = config.columns.filter((column) => column.primary);
  const columns = single.length > 0 ? single : (config.primaryKeys[0]?.columns ?? []);
  return columns.map((column) => fieldOf.get(column) ?? column.name);
}

const KEYS = new Map(TABLES.map((table) => [getTableConfig(table).name, keyColumnsOf(table)]));

export async function snapshot(db: Database): Promise<Snapshot> {
  const tables: Snapshot = new Map();
  for (const table of TABLES) {
    const name = getTableConfig(table).name;
    const keys = KEYS.get(name) ?? [];
    const rows = (await db.select().from(table)) as Row[];
    tables.set(
      name,
      new Map(rows.map((row) => [JSON.stringify(keys.length > 0 ? keys.map((key) => row[key]) : row), row])),
    );
  }
  return tables;
}

/** Every row added, removed or altered between two snapshots. */
export function changesBetween(before: Snapshot, after: Snapshot): RowChange[] {
  const changes: RowChange[] = [];
  for (const [table, afterRows] of after) {
    const beforeRows = before.get(table) ?? new Map<string, Row>();
    for (const key of new Set([...beforeRows.keys(), ...afterRows.keys()])) {
      const was = beforeRows.get(key);
      const is = afterRows.get(key);
      if (JSON.stringify(was) !== JSON.stringify(is)) changes.push({ table, before: was, after: is });
    }
  }
  return changes;
}

/** The user whose e-mail is one of `recipients`. */
function addresseeOf(recipients: unknown[], snapshots: Snapshot[]): string | undefined {
  const usersTable = getTableConfig(schema.users).name;
  for (const rows of snapshots) {
    for (const user of rows.get(usersTable)?.values() ?? []) {
      if (recipients.includes(user.email)) return user.id as string;
    }
  }
  return undefined;
}

/**
 * The owner a row belongs to: its owner or user column, the user itself, the owner of the booking
 * it hangs off, or the owner a message is addressed to; undefined for the hotel's own rows (the
 * extra services), which no owner may change.
 */
export function ownerOfRow(table: string, row: Row, ...snapshots: Snapshot[]): string | undefined {
  if (typeof row.ownerId === 'string') return row.ownerId;
  if (typeof row.userId === 'string') return row.userId;
  if (table === getTableConfig(schema.users).name) return row.id as string;
  if (Array.isArray(row.recipients)) return addresseeOf(row.recipients, snapshots);
  if (typeof row.bookingId === 'string') {
    const bookingsTable = getTableConfig(schema.bookings).name;
    for (const rows of snapshots) {
      const booking = rows.get(bookingsTable)?.get(JSON.stringify([row.bookingId]));
      if (booking !== undefined) return booking.ownerId as string;
    }
  }
  return undefined;
}

/** Changes to rows that do not belong to one of `owners`. */
export function changesBeyond(owners: readonly string[], before: Snapshot, after: Snapshot): RowChange[] {
  return changesBetween(before, after).filter((change) => {
    const row = change.after ?? change.before!;
    const owner = ownerOfRow(change.table, row, before, after);
    return owner === undefined || !owners.includes(owner);
  });
}
