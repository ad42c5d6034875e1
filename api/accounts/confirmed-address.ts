import { confirmBeforePaying } from '../../domain/schemas/email-confirmation.ts';
import type { UserRow } from '../auth/sessions.ts';
import { Problem } from '../http/problem.ts';

// What a confirmed address allows (issue 16): mail about stays, and a deposit taken online. Kept
// apart from the confirmation routes, which queue the receipts owed once an address is confirmed,
// so the receipts can ask where to go without importing the routes back.

type Account = Pick<UserRow, 'email' | 'emailConfirmedAt' | 'holdsEmail' | 'deletedAt'>;

function isConfirmed(account: Account): boolean {
  return account.holdsEmail && account.deletedAt === null && account.emailConfirmedAt !== null;
}

/** The address mail about the account's stays may go to: its own, once confirmed; otherwise none. */
export function mailableAddress(account: Account): string | null {
  return isConfirmed(account) ? account.email : null;
}

/** Refuses a deposit checkout to an owner whose address is unconfirmed, before anything is written or asked of a provider. */
export function refuseUnconfirmedPayer(owner: Account): void {
  if (!isConfirmed(owner)) throw new Problem(403, confirmBeforePaying(owner.email));
}
