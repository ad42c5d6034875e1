// The most common passwords of 8 characters or more (docs/decisions/0018): a password on this list
// is among the first any guesser tries, so it is refused wherever a password is set. Where the list
// comes from, and its licence, is in common-passwords.md beside it.
import list from './common-passwords.json' with { type: 'json' };

const COMMON_PASSWORDS: ReadonlySet<string> = new Set(list);

/** Whether `password` is on the list, in any mix of capitals ("Password1" is "password1" to a guesser). */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
