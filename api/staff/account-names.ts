import { sql } from 'drizzle-orm';
import { users } from '../db/schema.ts';

// How the desk names the people behind a change: every desk view that says who did something (a
// booking's history, a cat's care notes, a stay request's answer) names them the same way. Not in
// booking-history.ts, whose view of a step is declared beside the desk's view of a cat: the cat's
// view would import the history back.

/** The account's e-mail; null for a deleted account, whose placeholder is no address (api/accounts/deletion.ts). */
export const accountEmail = sql<string | null>`case when ${users.deletedAt} is null then ${users.email} end`;

/** How the desk names an account the owner deleted: its name and address are gone. */
export const DELETED_ACCOUNT = 'Deleted account';

/** How the desk names a person: their name, or their e-mail address when they gave none. */
export function accountName(account: { firstName: string | null; lastName: string | null; email: string | null }): string {
  const name = [account.firstName, account.lastName].filter((part) => part !== null && part.trim() !== '').join(' ');
  return name === '' ? (account.email ?? DELETED_ACCOUNT) : name;
}
