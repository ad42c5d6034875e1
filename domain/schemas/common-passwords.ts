// The most common passwords of 8 characters or more (docs/decisions/0018): a password on this list
// is among the first any guesser tries, so it is refused wherever a password is set. Where the list
// comes from, and its licence, is in common-passwords.md beside it.
//
// The list is read the first time a password is checked, not with this module: in the browser it
// is 13 kB (gzip) that only someone setting a password needs, which takes a connection anyway, so
// the offline app leaves it out (scripts/offline-scripts.ts, docs/decisions/0008).

let list: Promise<ReadonlySet<string>> | undefined;

function commonPasswords(): Promise<ReadonlySet<string>> {
  list ??= import('./common-passwords.json', { with: { type: 'json' } }).then(
    (module) => new Set(module.default),
    (error: unknown) => {
      // A phone with no connection: the next check tries again.
      list = undefined;
      throw error;
    },
  );
  return list;
}

/** Whether `password` is on the list, in any mix of capitals ("Password1" is "password1" to a guesser). */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.toLowerCase());
}
