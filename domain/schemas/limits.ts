// How long or large an owner's input may be. Upper bounds exist so a pasted novel or a hostile
// megabyte is refused with a message instead of being stored.
export const LIMITS = {
  nameMin: 2,
  nameMax: 100,
  emailMax: 254,
  phoneMin: 10,
  phoneMax: 30,
  // At least 8 (ASVS 6.2.1, decision 0018, in place of the specification's 6). At most long enough
  // for a passphrase, short enough that hashing cannot be used to tie up the server.
  passwordMin: 8,
  passwordMax: 256,
  shortTextMax: 200,
  longTextMax: 2000,
  orderIdMax: 100,
  /** What the desk's search box takes. */
  searchMax: 100,
  catAgeMin: 0,
  catAgeMax: 30,
  /** A kitten's age is given in months too: 0 years and 6 months (issue 31). */
  catAgeMonthsMax: 11,
  /** The largest id a PostgreSQL integer column holds; a larger one cannot even be looked up. */
  integerMax: 2_147_483_647,
  /**
   * Changes a phone sends in one request: a day's offline edits in a few requests, each batch done
   * in well under a second (about 2.5 ms a change on PostgreSQL, decision 0017); on a phone
   * network each request costs its round trip, so fewer, fuller batches arrive sooner.
   */
  changesPerBatch: 100,
} as const;
