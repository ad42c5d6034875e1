import { and, eq, lte, or, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv } from '../context.ts';
import { signInFailures } from '../db/schema.ts';
import { Problem } from '../http/problem.ts';
import { clientAddressOf } from './client-address.ts';

// Sign-in limits (docs/decisions/0010): failures are counted in the database, so every server on
// one PostgreSQL sees the same count, and forgotten after 15 minutes, so no limit lasts longer.

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

/** A failure (or a try still being checked) that shares the e-mail, the address or both. */
export interface EarlierFailure {
  sameEmail: boolean;
  sameAddress: boolean;
  failedAt: Date;
}

/** Seconds until a new try may be checked, or 0 when it may be checked now. */
export function secondsToWait(earlier: readonly EarlierFailure[], now: Date): number {
  const windowStart = now.getTime() - SIGN_IN_WINDOW_MS;
  const recent = earlier.filter((failure) => failure.failedAt.getTime() > windowStart);
  const scopes: [limit: number, counts: (failure: EarlierFailure) => boolean][] = [
    [SIGN_IN_LIMITS.emailFromAddress, (failure) => failure.sameEmail && failure.sameAddress],
    [SIGN_IN_LIMITS.address, (failure) => failure.sameAddress],
    [SIGN_IN_LIMITS.email, (failure) => failure.sameEmail],
  ];
  let waitMs = 0;
  for (const [limit, counts] of scopes) {
    const times = recent.filter(counts).map((failure) => failure.failedAt.getTime()).sort((a, b) => a - b);
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
}

/**
 * Counts a sign-in or sign-up for `email` from the request's address, before anything is looked
 * up, so the answer is the same whether or not the e-mail has an account. The try is written
 * first and the count read after, so parallel tries on several servers cannot all slip under the
 * limit; a refused try is removed again, so waiting the Retry-After is always enough.
 * Throws the 429 when a limit is reached; otherwise the try stays written as a failure unless
 * `succeeded` is called.
 */
export async function beginSignIn(c: Context<AppEnv>, email: string): Promise<SignInTry> {
  const { db, now: clock } = c.var.deps;
  const now = clock();
  const address = clientAddressOf(c);
  const windowStart = new Date(now.getTime() - SIGN_IN_WINDOW_MS);
  // Pruned on write: expired rows are few per try, and no server has to remember to clean up.
  await db.delete(signInFailures).where(lte(signInFailures.failedAt, windowStart));
  const [written] = await db.insert(signInFailures).values({ email, address, failedAt: now }).returning({ id: signInFailures.id });
  const thisTry = written!.id;
  const earlier = await db
    .select({
      id: signInFailures.id,
      sameEmail: sql<boolean>`${signInFailures.email} = ${email}`,
      sameAddress: sql<boolean>`${signInFailures.address} = ${address}`,
      failedAt: signInFailures.failedAt,
    })
    .from(signInFailures)
    .where(or(eq(signInFailures.email, email), eq(signInFailures.address, address)));
  const wait = secondsToWait(
    earlier.filter((failure) => failure.id !== thisTry),
    now,
  );
  if (wait > 0) {
    await db.delete(signInFailures).where(eq(signInFailures.id, thisTry));
    c.header('Retry-After', String(wait));
    throw new Problem(429, tooManyTriesMessage(wait));
  }
  return {
    async succeeded() {
      await db
        .delete(signInFailures)
        .where(or(eq(signInFailures.id, thisTry), and(eq(signInFailures.email, email), eq(signInFailures.address, address))));
    },
  };
}
