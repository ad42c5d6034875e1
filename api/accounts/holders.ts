import { and, eq, sql } from 'drizzle-orm';
import type { UserRow } from '../auth/sessions.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema.ts';

/**
 * The account that holds `email` (issue 16, docs/decisions/0015): the one that signs in with it and
 * is sent links for it. At most one holds an address; others registered with it hold nothing.
 */
export async function holderOf(db: Database, email: string): Promise<UserRow | undefined> {
  const [holder] = await db
    .select()
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), eq(users.holdsEmail, true)));
  return holder;
}
