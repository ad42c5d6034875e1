import { and, eq, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv } from '../context.ts';
import { signInFailures } from '../db/schema.ts';
import type { UserRow } from './sessions.ts';
import { Problem } from '../http/problem.ts';
import { clientAddressOf } from './client-address.ts';
import { PasswordsBusy, refuseWhenPasswordQueueIsFull } from './password-queue.ts';

// Sign-in limits (docs/decisions/0010): failures, and the accounts made, are counted in the
// database, so every server on one PostgreSQL sees the same count, and forgotten after 15 minutes,
// so no limit lasts longer.

export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;

/** Failures in the last 15 minutes after which a try is refused without checking the password. */
export const SIGN_IN_LIMITS = {
  /** One address on one account: an owner who has forgotten the password, or someone guessing it. */
  emailFromAddress: 10,
  /** One address on any accounts: one common password tried against many e-mails. */
  address: 30,
  /** Every address on one account: high, because reaching it refuses the real owner too. */
  email: 100,
} as const;

/**
 * Accounts made from one address in the last 15 minutes after which a sign-up is refused: a
 * household or an office signs up a few, a script signing up without end costs an argon2id hash
 * each (about 80 ms of a core and 19 MiB).
 */
export const SIGN_UP_LIMIT = 10;

/** A failure (or a try still being checked) that shares the subject (e-mail or account), the address or both. */
export interface EarlierFailure {
  sameSubject: boolean;
  sameAddress: boolean;
  failedAt: Date;
}

/**
 * Seconds until a new try may be checked, or 0 when it may be checked now. `accountsMadeHere` are
 * the times of the accounts made from this address, given for a sign-up only: they limit making
 * accounts, never signing in to one.
 */
export function secondsToWait(earlier: readonly EarlierFailure[], now: Date, accountsMadeHere: readonly Date[] = []): number {
  const scopes: [limit: number, times: Date[]][] = [
    [SIGN_IN_LIMITS.emailFromAddress, earlier.filter((failure) => failure.sameSubject && failure.sameAddress).map((failure) => failure.failedAt)],
    [SIGN_IN_LIMITS.address, earlier.filter((failure) => failure.sameAddress).map((failure) => failure.failedAt)],
    [SIGN_IN_LIMITS.email, earlier.filter((failure) => failure.sameSubject).map((failure) => failure.failedAt)],
    [SIGN_UP_LIMIT, [...accountsMadeHere]],
  ];
  const windowStart = now.getTime() - SIGN_IN_WINDOW_MS;
  let waitMs = 0;
  for (const [limit, all] of scopes) {
    const times = all
      .map((time) => time.getTime())
      .filter((time) => time > windowStart)
      .sort((a, b) => a - b);
    if (times.length < limit) continue;
    // The try may go on once enough of the oldest have aged out to leave room for one more.
    const freedAt = times[times.length - limit]! + SIGN_IN_WINDOW_MS;
    waitMs = Math.max(waitMs, freedAt - now.getTime());
  }
  return waitMs <= 0 ? 0 : Math.ceil(waitMs / 1000);
}

export function tooManyTriesMessage(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
}

export interface SignInTry {
  /** The password matched: this try and the earlier failures of this e-mail from this address are forgotten. */
  succeeded(): Promise<void>;
  /**
   * A sign-up made an account holding its address: this try is no failure, but it stays, counted
   * against the address's sign-up limit until it is 15 minutes old; nothing earlier is forgotten.
   */
  madeAccount(): Promise<void>;
  /** The password queue had no room to check this try (503): it checked nothing, so it is not counted. */
  withdraw(): Promise<void>;
}

/**
 * Runs a try's first password check; when the password queue has no room for it, the try is
 * withdrawn before the 503 goes on. Only the first: a refusal after a check would tell a guesser
 * something (a sign-up hashes only after a wrong password) and must stay counted.
 */
export async function firstCheck<T>(signInTry: SignInTry, check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    if (error instanceof PasswordsBusy) await signInTry.withdraw();
    throw error;
  }
}

/** A sign-in (or a password asked again) may only fail; a sign-up may also make an account. */
export type TryKind = 'sign-in' | 'sign-up';

/**
 * Whom a try is against (issue 30): an e-mail as typed, which stands for whoever holds it, or a
 * signed-in account that holds no e-mail (one made by registering an address another account
 * holds). Such an account's password checks count against itself alone, and its successes clear
 * only its own failures: before, its right password cleared the failures of the address it names,
 * so a stranger could guess the holder's password without end by resetting the count every 9 tries.
 */
export type TrySubject = { email: string; accountId?: never } | { accountId: string; email?: never };

/** The subject of a signed-in account's own password check. */
export function subjectOfAccount(account: Pick<UserRow, 'id' | 'email' | 'holdsEmail'>): TrySubject {
  return account.holdsEmail ? { email: account.email.toLowerCase() } : { accountId: account.id };
}

function sameSubject(subject: TrySubject): SQL {
  return subject.email !== undefined ? eq(signInFailures.email, subject.email) : eq(signInFailures.accountId, subject.accountId);
}

/**
 * Counts a sign-in or sign-up for `subject` (the e-mail typed, or a signed-in account holding none)
 * from the request's address, before anything is looked up, so the answer is the same whether or
 * not the e-mail has an account. The try is written first and the count read after, so parallel
 * tries on several servers cannot all slip under the limit (a sign-up counts as a failure until it
 * has made its account, so parallel sign-ups are held by the address's failure limit); a refused
 * try is removed again, so waiting the Retry-After is always enough.
 * Throws the 429 when a limit is reached, and the 503 of a full password queue before anything is
 * written (a try the server had no time to check is no failure of the owner's); otherwise the try
 * stays written as a failure unless `succeeded` or `madeAccount` is called.
 */
export async function beginSignIn(c: Context<AppEnv>, subject: TrySubject, kind: TryKind = 'sign-in'): Promise<SignInTry> {
  refuseWhenPasswordQueueIsFull();
  const { db, now: clock } = c.var.deps;
  const now = clock();
  const address = clientAddressOf(c);
  const windowStart = new Date(now.getTime() - SIGN_IN_WINDOW_MS);
  // Pruned on write: expired rows are few per try, and no server has to remember to clean up.
  await db.delete(signInFailures).where(lte(signInFailures.failedAt, windowStart));
  const [written] = await db
    .insert(signInFailures)
    .values({ email: subject.email ?? null, accountId: subject.accountId ?? null, address, failedAt: now })
    .returning({ id: signInFailures.id });
  const thisTry = written!.id;
  const earlier = await db
    .select({
      id: signInFailures.id,
      sameSubject: sql<boolean>`coalesce(${sameSubject(subject)}, false)`,
      sameAddress: sql<boolean>`${signInFailures.address} = ${address}`,
      failedAt: signInFailures.failedAt,
      madeAccount: signInFailures.madeAccount,
    })
    .from(signInFailures)
    .where(or(sameSubject(subject), eq(signInFailures.address, address)));
  const failures = earlier.filter((row) => row.id !== thisTry && !row.madeAccount);
  const accountsMadeHere = kind === 'sign-up' ? earlier.filter((row) => row.madeAccount && row.sameAddress).map((row) => row.failedAt) : [];
  const wait = secondsToWait(failures, now, accountsMadeHere);
  if (wait > 0) {
    await db.delete(signInFailures).where(eq(signInFailures.id, thisTry));
    c.header('Retry-After', String(wait));
    throw new Problem(429, tooManyTriesMessage(wait));
  }
  return {
    async succeeded() {
      // Only the subject's own failures from this address: a success is the holder's (a sign-in
      // finds the account by the e-mail it holds) or the account's own, never another's.
      await db
        .delete(signInFailures)
        .where(
          or(eq(signInFailures.id, thisTry), and(sameSubject(subject), eq(signInFailures.address, address), eq(signInFailures.madeAccount, false))),
        );
    },
    async withdraw() {
      await db.delete(signInFailures).where(eq(signInFailures.id, thisTry));
    },
    async madeAccount() {
      await db.update(signInFailures).set({ madeAccount: true }).where(eq(signInFailures.id, thisTry));
    },
  };
}
