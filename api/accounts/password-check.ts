import type { Context, MiddlewareHandler } from 'hono';
import { signedInOwner } from '../auth/owner.ts';
import { verifyPassword } from '../auth/password.ts';
import { PasswordsBusy } from '../auth/password-queue.ts';
import { beginSignIn, subjectOfAccount } from '../auth/sign-in-limits.ts';
import type { AppEnv } from '../context.ts';
import { Problem } from '../http/problem.ts';

// The password asked again before an owner's own change of the account (a new password or
// address, deleting it): a phone left signed in must not let someone else take the account. A
// wrong password counts against the sign-in limits of the account's e-mail, like a sign-in does,
// so these forms are no way round them (docs/decisions/0010).
//
// The try is counted outside the change's transaction, which rolls a refusal back: it is written
// before the transaction opens (`countPasswordTries`) and forgiven after it ended when the password
// matched. The check itself runs inside (`checkPassword`), so an Idempotency-Key repeat of a
// change that worked gets its first answer, even though the password it carried is the old one.

export const WRONG_PASSWORD = 'That is not your current password. Check it and try again.';

const matchedInRequest = new WeakMap<Context<AppEnv>, { matched: boolean }>();

/** Goes before `changesInTransaction`. */
export const countPasswordTries: MiddlewareHandler<AppEnv> = async (c, next) => {
  const signInTry = await beginSignIn(c, subjectOfAccount(signedInOwner(c)));
  const request = { matched: false };
  matchedInRequest.set(c, request);
  await next();
  // A repeat of a change that worked was a matching password when first sent.
  const replayedSuccess = c.res.headers.get('idempotent-replayed') === 'true' && c.res.status < 400;
  if (request.matched || replayedSuccess) await signInTry.succeeded();
  // Not matched, yet no room in the password queue: the check itself was refused, so nothing was checked.
  else if (c.error instanceof PasswordsBusy) await signInTry.withdraw();
};

/** Refuses the change (400 on `field`) unless `password` is the signed-in owner's. */
export async function checkPassword(c: Context<AppEnv>, password: string, field: string): Promise<void> {
  const request = matchedInRequest.get(c);
  if (request === undefined) throw new Error('checkPassword needs countPasswordTries before it');
  if (!(await verifyPassword(signedInOwner(c).passwordHash, password))) throw new Problem(400, WRONG_PASSWORD, field);
  request.matched = true;
}
