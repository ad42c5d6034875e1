import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountLinks, users } from '../db/schema.ts';
import { Problem } from '../http/problem.ts';
import { useTestHotel } from '../test/hotel.ts';
import { LINK_LIFETIME_MS, LINK_UNKNOWN, linkAddress, makeLink, spendLink, spendOtherLinks } from './links.ts';

const hotel = useTestHotel();

async function accountOf(email: string) {
  const [account] = await hotel.database.db.select().from(users).where(eq(users.email, email));
  return account!;
}

/** The refusal `spendLink` throws, as status and words; or 'spent' when it worked. */
async function trySpend(purpose: Parameters<typeof spendLink>[1], token: string, now: Date) {
  try {
    await hotel.database.db.transaction((tx) => spendLink(tx, purpose, token, now));
    return 'spent';
  } catch (error) {
    if (error instanceof Problem) return { status: error.status, message: error.message };
    throw error;
  }
}

describe('account links', () => {
  it('keep only the token’s SHA-256, open a page that reads the token from the fragment, and work once', async () => {
    const owner = await hotel.owner();
    const account = await accountOf(owner.email);
    const now = new Date();
    const { token, expiresAt } = await makeLink(hotel.database.db, { userId: account.id, purpose: 'reset-password', email: account.email }, now);
    expect(token).toMatch(/^[a-z2-7]{32}$/); // 160 bits
    expect(expiresAt.getTime() - now.getTime()).toBe(30 * 60_000);
    // The sign-up's confirmation link is the account's other row.
    const stored = await hotel.database.db
      .select()
      .from(accountLinks)
      .where(and(eq(accountLinks.userId, account.id), eq(accountLinks.purpose, 'reset-password')));
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(linkAddress('https://hotel.test', 'reset-password', token)).toBe(`https://hotel.test/reset-password#token=${token}`);

    expect(await trySpend('reset-password', token, now)).toBe('spent');
    expect(await trySpend('reset-password', token, now)).toEqual({ status: 410, message: expect.stringMatching(/already been used/) });
  });

  it('refuse an unknown token, one of another purpose, and one past its time', async () => {
    const owner = await hotel.owner();
    const account = await accountOf(owner.email);
    const now = new Date();
    const confirm = await makeLink(hotel.database.db, { userId: account.id, purpose: 'confirm-email', email: account.email }, now);
    expect(await trySpend('reset-password', confirm.token, now)).toEqual({ status: 404, message: LINK_UNKNOWN });
    expect(await trySpend('confirm-email', 'a'.repeat(32), now)).toEqual({ status: 404, message: LINK_UNKNOWN });
    const late = new Date(now.getTime() + LINK_LIFETIME_MS['confirm-email']);
    expect(await trySpend('confirm-email', confirm.token, late)).toEqual({ status: 410, message: expect.stringMatching(/expired/) });
    // A refusal spends nothing: the link still works in its time.
    expect(await trySpend('confirm-email', confirm.token, new Date(late.getTime() - 1))).toBe('spent');
  });

  it('refuse a link sent to an address the account has left, and one whose account was deleted', async () => {
    const owner = await hotel.owner();
    const account = await accountOf(owner.email);
    const now = new Date();
    const reset = await makeLink(hotel.database.db, { userId: account.id, purpose: 'reset-password', email: account.email }, now);
    await hotel.database.db
      .update(users)
      .set({ email: `moved.${account.email}` })
      .where(eq(users.id, account.id));
    expect(await trySpend('reset-password', reset.token, now)).toEqual({ status: 410, message: expect.stringMatching(/no longer uses/) });
    // The refusal rolled the spend back with the transaction.
    const [link] = await hotel.database.db
      .select()
      .from(accountLinks)
      .where(and(eq(accountLinks.userId, account.id), eq(accountLinks.purpose, 'reset-password')));
    expect(link!.usedAt).toBeNull();

    const change = await makeLink(hotel.database.db, { userId: account.id, purpose: 'change-email', email: 'new.address@example.com' }, now);
    await hotel.database.db.update(users).set({ deletedAt: now }).where(eq(users.id, account.id));
    expect(await trySpend('change-email', change.token, now)).toMatchObject({ status: 410 });
  });

  it('spend a link once when two requests bring it at the same moment', async () => {
    const owner = await hotel.owner();
    const account = await accountOf(owner.email);
    const now = new Date();
    const { token } = await makeLink(hotel.database.db, { userId: account.id, purpose: 'confirm-email', email: account.email }, now);
    const outcomes = await Promise.all([1, 2, 3].map(() => trySpend('confirm-email', token, now)));
    expect(outcomes.filter((outcome) => outcome === 'spent')).toHaveLength(1);
  });

  it('end the account’s other open links of one purpose, and no others', async () => {
    const owner = await hotel.owner();
    const account = await accountOf(owner.email);
    const now = new Date();
    const first = await makeLink(hotel.database.db, { userId: account.id, purpose: 'reset-password', email: account.email }, now);
    const confirm = await makeLink(hotel.database.db, { userId: account.id, purpose: 'confirm-email', email: account.email }, now);
    await spendOtherLinks(hotel.database.db, account.id, 'reset-password', now);
    expect(await trySpend('reset-password', first.token, now)).toMatchObject({ status: 410 });
    expect(await trySpend('confirm-email', confirm.token, now)).toBe('spent');
    const [open] = await hotel.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(accountLinks)
      .where(sql`${accountLinks.userId} = ${account.id} and ${accountLinks.usedAt} is null`);
    expect(open!.count).toBe(0);
  });
});
