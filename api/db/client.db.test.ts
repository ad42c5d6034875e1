import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/database.ts';
import type { DatabaseHandle } from './client.ts';
import { cats } from './schema.ts';

// Drizzle sends statements unprepared, which postgres.js runs in two round trips each (decision 0016);
// on PostgreSQL the client prepares them, in transactions and savepoints too.
describe.runIf(process.env.TEST_DB === 'postgres')('the PostgreSQL client', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const preparedOnThisConnection = async (db: Pick<DatabaseHandle['db'], 'execute'>) => {
    // postgres.js answers execute() with the rows themselves.
    const rows = (await db.execute(sql`select statement from pg_prepared_statements`)) as unknown as { statement: string }[];
    return rows.map((row) => row.statement);
  };

  it('prepares the statements a transaction and its savepoints send', async () => {
    const id = '00000000-0000-4000-8000-000000000001';
    await database.db.transaction(async (tx) => {
      await tx.select().from(cats).where(eq(cats.id, id));
      expect((await preparedOnThisConnection(tx)).some((text) => text.includes('from "cats" where "cats"."id" = $1'))).toBe(true);
      await tx.transaction(async (savepoint) => {
        await savepoint.select({ name: cats.name }).from(cats).where(eq(cats.ownerId, id));
        expect((await preparedOnThisConnection(savepoint)).some((text) => text.includes('where "cats"."owner_id" = $1'))).toBe(true);
      });
    });
  });

  // With the bookings of a few busy years the night count was estimated costly enough to be
  // compiled by LLVM on every booking: 130 ms instead of 0.5 ms, under the places lock.
  it('never compiles a query with JIT', async () => {
    const rows = (await database.db.execute(sql`show jit`)) as unknown as { jit: string }[];
    expect(rows[0]?.jit).toBe('off');
  });
});
