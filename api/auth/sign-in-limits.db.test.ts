import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, signInFailures } from '../db/schema.ts';
import { type Answer, seenFromOutside, useTestHotel, type Visitor } from '../test/hotel.ts';
import { ACCOUNT_REFUSED } from './routes.ts';
import { SIGN_IN_LIMITS, SIGN_IN_WINDOW_MS, SIGN_UP_LIMIT } from './sign-in-limits.ts';

// One proxy in front (the test hotel's default), so each test can say where its visitor is with X-Forwarded-For.
const hotel = useTestHotel();

let lastAddress = 0;
/** An address no other test uses. */
function newAddress(): string {
  lastAddress += 1;
  return `198.51.${Math.floor(lastAddress / 250)}.${lastAddress % 250}`;
}
let lastEmail = 0;
function newEmail(): string {
  lastEmail += 1;
  return `limits${lastEmail}.${Date.now()}@example.com`;
}

const PASSWORD = 'whiskers1';
const WRONG = 'not-whiskers';

function signIn(path: '/api/login' | '/api/register', email: string, password: string, address: string, visitor?: Visitor) {
  return (visitor ?? hotel.visitor()).post(path, { email, password }, { headers: { 'x-forwarded-for': address } });
}

async function failTimes(times: number, email: string, address: string, path: '/api/login' | '/api/register' = '/api/login') {
  for (let i = 0; i < times; i += 1) {
    const answer = await signIn(path, email, WRONG, address);
    // A sign-up with a taken address answers as a new one (api/accounts/sign-up.ts), yet counts as a failure.
    expect(answer.status).toBe(path === '/api/register' ? 201 : 401);
  }
}

function expectTooMany(answer: Answer, maxSeconds = SIGN_IN_WINDOW_MS / 1000) {
  expect(answer.status).toBe(429);
  const retryAfter = Number(answer.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
  expect(answer.body).toEqual({
    message: `Too many sign-in attempts. Please wait ${Math.ceil(retryAfter / 60)} minute${retryAfter > 60 ? 's' : ''} and try again.`,
  });
  expect(answer.headers.get('set-cookie')).toBeNull();
  return retryAfter;
}

async function withClock<T>(start: Date, run: (at: (seconds: number) => void) => Promise<T>): Promise<T> {
  hotel.setNow(start);
  try {
    return await run((seconds) => hotel.setNow(new Date(start.getTime() + seconds * 1000)));
  } finally {
    hotel.setNow(new Date());
  }
}

async function registered(): Promise<string> {
  const email = newEmail();
  await hotel.owner({ email, password: PASSWORD });
  return email;
}

describe('one address and one account', () => {
  it('refuses the 11th try in 15 minutes, even with the right password, and only from that address', async () => {
    const email = await registered();
    const address = newAddress();
    await failTimes(SIGN_IN_LIMITS.emailFromAddress, email, address);
    expectTooMany(await signIn('/api/login', email, WRONG, address));
    expectTooMany(await signIn('/api/login', email, PASSWORD, address));
    // The owner at home is not locked out by a stranger's guesses elsewhere.
    expect((await signIn('/api/login', email, PASSWORD, newAddress())).status).toBe(200);
  });

  it('lets the owner in again once Retry-After has passed, and never later than 15 minutes', async () => {
    const email = await registered();
    const address = newAddress();
    await withClock(new Date(Date.now() + 60_000), async (at) => {
      for (let i = 0; i < SIGN_IN_LIMITS.emailFromAddress; i += 1) {
        at(i * 30);
        await failTimes(1, email, address);
      }
      at(5 * 60);
      // The oldest failure is 300 s old: 600 s until it is forgotten.
      const wait = expectTooMany(await signIn('/api/login', email, PASSWORD, address));
      expect(wait).toBe(600);
      at(5 * 60 + wait - 1);
      expectTooMany(await signIn('/api/login', email, PASSWORD, address), 1);
      at(5 * 60 + wait);
      expect((await signIn('/api/login', email, PASSWORD, address)).status).toBe(200);
    });
  });

  it('forgets that address’s failures on this account when the owner signs in', async () => {
    const email = await registered();
    const address = newAddress();
    await failTimes(SIGN_IN_LIMITS.emailFromAddress - 1, email, address);
    expect((await signIn('/api/login', email, PASSWORD, address)).status).toBe(200);
    await failTimes(SIGN_IN_LIMITS.emailFromAddress, email, address);
    expectTooMany(await signIn('/api/login', email, WRONG, address));
  });

  it('counts sign-ups with a taken e-mail and a wrong password, and refuses sign-ups from a blocked address', async () => {
    const email = await registered();
    const address = newAddress();
    await failTimes(SIGN_IN_LIMITS.emailFromAddress, email, address, '/api/register');
    expectTooMany(await signIn('/api/register', email, PASSWORD, address));
    expectTooMany(await signIn('/api/login', email, PASSWORD, address));
  });

  it('counts refused sign-ins as one whatever the case or spaces of the e-mail', async () => {
    const email = await registered();
    const address = newAddress();
    for (let i = 0; i < SIGN_IN_LIMITS.emailFromAddress; i += 1) {
      const typed = i % 2 === 0 ? ` ${email.toUpperCase()} ` : email;
      expect((await signIn('/api/login', typed, WRONG, address)).status).toBe(401);
    }
    expectTooMany(await signIn('/api/login', email, PASSWORD, address));
  });

  it('lets no more than the limit of parallel tries be checked', async () => {
    const email = await registered();
    const address = newAddress();
    const answers = await Promise.all(Array.from({ length: SIGN_IN_LIMITS.emailFromAddress * 2 }, () => signIn('/api/login', email, WRONG, address)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(SIGN_IN_LIMITS.emailFromAddress);
    const [stored] = await hotel.database.db
      .select({ n: count() })
      .from(signInFailures)
      .where(and(eq(signInFailures.email, email), eq(signInFailures.madeAccount, false)));
    expect(stored?.n).toBe(statuses.filter((status) => status === 401).length);
  });
});

describe('one address, many accounts', () => {
  it('refuses an address that failed on 30 e-mails, for any e-mail, and no other address', async () => {
    const address = newAddress();
    for (let i = 0; i < SIGN_IN_LIMITS.address; i += 1) await failTimes(1, newEmail(), address);
    const email = await registered();
    expectTooMany(await signIn('/api/login', email, PASSWORD, address));
    expectTooMany(await signIn('/api/register', newEmail(), PASSWORD, address));
    expect((await signIn('/api/login', email, PASSWORD, newAddress())).status).toBe(200);
  });
});

describe('accounts made from one address', () => {
  it('refuses the 11th sign-up in 15 minutes, though every one succeeded and signed in, until Retry-After has passed', async () => {
    const address = newAddress();
    await withClock(new Date(), async (at) => {
      for (let i = 0; i < SIGN_UP_LIMIT; i += 1) {
        const email = newEmail();
        expect((await signIn('/api/register', email, PASSWORD, address)).status).toBe(201);
        // Signing in forgets failures, never an account made.
        expect((await signIn('/api/login', email, PASSWORD, address)).status).toBe(200);
        at(i + 1);
      }
      const retryAfter = expectTooMany(await signIn('/api/register', newEmail(), PASSWORD, address));
      expect(retryAfter).toBe(SIGN_IN_WINDOW_MS / 1000 - SIGN_UP_LIMIT);
      const [made] = await hotel.database.db.select({ n: count() }).from(signInFailures).where(eq(signInFailures.address, address));
      expect(made?.n).toBe(SIGN_UP_LIMIT);
      // Only making accounts is limited: another address signs up, and this one still signs in.
      expect((await signIn('/api/register', newEmail(), PASSWORD, newAddress())).status).toBe(201);
      expect((await signIn('/api/login', await registered(), PASSWORD, address)).status).toBe(200);
      at(SIGN_UP_LIMIT + retryAfter);
      expect((await signIn('/api/register', newEmail(), PASSWORD, address)).status).toBe(201);
    });
  });
});

describe('many addresses, one account', () => {
  it('refuses every address after 100 failures on one account, while the owner’s session keeps working', async () => {
    const owner = await hotel.owner({ email: newEmail(), password: PASSWORD });
    const attackers = Array.from({ length: SIGN_IN_LIMITS.email / SIGN_IN_LIMITS.emailFromAddress }, newAddress);
    // Nine addresses' failures written as the API writes them (the tests above show that it does),
    // so the test does not spend 90 password checks; the tenth address fails through the API.
    await hotel.database.db
      .insert(signInFailures)
      .values(
        attackers
          .slice(1)
          .flatMap((address) =>
            Array.from({ length: SIGN_IN_LIMITS.emailFromAddress }, () => ({ email: owner.email, address, failedAt: new Date() })),
          ),
      );
    await failTimes(SIGN_IN_LIMITS.emailFromAddress - 1, owner.email, attackers[0]!);
    expect((await signIn('/api/login', owner.email, WRONG, newAddress())).status).toBe(401);
    expectTooMany(await signIn('/api/login', owner.email, PASSWORD, newAddress()));
    expect((await owner.get('/api/auth/user')).status).toBe(200);
  });
});

describe('what a refusal tells a stranger', () => {
  it('answers 429 the same, byte for byte, for an e-mail with an account and one without', async () => {
    const known = await registered();
    const unknown = newEmail();
    const address = newAddress();
    const [knownAnswer, unknownAnswer] = await withClock(new Date(Date.now() + 120_000), async () => {
      await failTimes(SIGN_IN_LIMITS.emailFromAddress, known, address);
      await failTimes(SIGN_IN_LIMITS.emailFromAddress, unknown, address);
      return [await signIn('/api/login', known, WRONG, address), await signIn('/api/login', unknown, WRONG, address)];
    });
    expectTooMany(knownAnswer);
    expect(seenFromOutside(unknownAnswer)).toEqual(seenFromOutside(knownAnswer));
  });

  it('does not count failures with an invalid body (nothing was checked)', async () => {
    const email = await registered();
    const address = newAddress();
    for (let i = 0; i < SIGN_IN_LIMITS.emailFromAddress + 1; i += 1) {
      expect((await signIn('/api/login', email, '', address)).status).toBe(400);
    }
    expect((await signIn('/api/login', email, PASSWORD, address)).status).toBe(200);
  });
});

describe('another account naming the address (issue 30)', () => {
  /**
   * The attack: register the victim's address (that makes an account holding no address, with a
   * session), then between guesses do something that succeeds on that second account.
   */
  async function secondAccount(victim: string, address: string): Promise<Visitor> {
    const impostor = hotel.visitor();
    const answer = await impostor.post('/api/register', { email: victim, password: 'impostor1' }, { headers: { 'x-forwarded-for': address } });
    expect(answer.status).toBe(201);
    return impostor;
  }

  it('keeps counting the guesses when the second account changes its own password with the right one', async () => {
    const victim = await registered();
    const address = newAddress();
    const impostor = await secondAccount(victim, address);
    // Registering the taken address with another password was itself a failed guess at the holder's.
    let guesses = 1;
    let refused = false;
    for (let round = 0; round < 4 && !refused; round += 1) {
      for (let i = 0; i < 8 && !refused; i += 1) {
        const answer = await signIn('/api/login', victim, `${WRONG}${round}${i}`, address);
        refused = answer.status === 429;
        if (!refused) guesses += 1;
      }
      const change = await impostor.post(
        '/api/account/password',
        { currentPassword: 'impostor1', newPassword: 'impostor1' },
        { headers: { 'x-forwarded-for': address } },
      );
      expect(change.status).toBe(200);
    }
    expect(refused).toBe(true);
    expect(guesses).toBe(SIGN_IN_LIMITS.emailFromAddress);
    expectTooMany(await signIn('/api/login', victim, PASSWORD, address));
  });

  it('counts the second account’s wrong passwords against itself, not against the address it names', async () => {
    const victim = await registered();
    const address = newAddress();
    const impostor = await secondAccount(victim, address);
    for (let i = 0; i < SIGN_IN_LIMITS.emailFromAddress; i += 1) {
      expect(
        (
          await impostor.post(
            '/api/account/password',
            { currentPassword: `${WRONG}${i}`, newPassword: 'impostor2' },
            { headers: { 'x-forwarded-for': address } },
          )
        ).status,
      ).toBe(400);
    }
    expectTooMany(
      await impostor.post(
        '/api/account/password',
        { currentPassword: 'impostor1', newPassword: 'impostor2' },
        { headers: { 'x-forwarded-for': address } },
      ),
    );
    // The holder's own count from that address holds only the one guess the sign-up made.
    expect((await signIn('/api/login', victim, PASSWORD, address)).status).toBe(200);
  });

  it('leaves the address’s failures and unsent mail alone when the second account is deleted', async () => {
    const victim = await registered();
    const address = newAddress();
    const impostor = await secondAccount(victim, address);
    await failTimes(SIGN_IN_LIMITS.emailFromAddress - 2, victim, address);
    // The holder asks for a reset link; the mail waits in the outbox until the sender's next turn.
    const { db } = hotel.database;
    await db.insert(mailOutbox).values({ key: `test-unsent:${victim}`, recipients: [victim], subject: 'Reset your password', body: 'link' });
    const deleted = await impostor.post('/api/account/delete', { password: 'impostor1' }, { headers: { 'x-forwarded-for': address } });
    expect(deleted.status).toBe(200);
    expect(
      await db
        .select({ key: mailOutbox.key })
        .from(mailOutbox)
        .where(eq(mailOutbox.key, `test-unsent:${victim}`)),
    ).toHaveLength(1);
    // 1 (the sign-up) + 8 guesses + 1 more reaches the 10: the count was not wiped.
    await failTimes(1, victim, address);
    expectTooMany(await signIn('/api/login', victim, PASSWORD, address));
  });
});

describe('housekeeping', () => {
  it('removes failures older than 15 minutes at the next try', async () => {
    const email = newEmail();
    const address = newAddress();
    await withClock(new Date(Date.now() - 2 * SIGN_IN_WINDOW_MS), async (at) => {
      await failTimes(3, email, address);
      at(SIGN_IN_WINDOW_MS / 1000 + 1);
      await failTimes(1, newEmail(), newAddress());
    });
    const [left] = await hotel.database.db.select({ n: count() }).from(signInFailures).where(eq(signInFailures.email, email));
    expect(left?.n).toBe(0);
  });
});

describe('without a trusted proxy', () => {
  const direct = useTestHotel({ trustedProxies: 0 });

  it('ignores X-Forwarded-For, so a client cannot pick a new address for each try', async () => {
    const visitor = () => direct.visitor();
    const email = `direct.${Date.now()}@example.com`;
    for (let i = 0; i < SIGN_IN_LIMITS.emailFromAddress; i += 1) {
      const answer = await visitor().post('/api/login', { email, password: WRONG }, { headers: { 'x-forwarded-for': `203.0.113.${i}` } });
      expect(answer).toMatchObject({ status: 401, body: { message: ACCOUNT_REFUSED } });
    }
    const answer = await visitor().post('/api/login', { email, password: WRONG }, { headers: { 'x-forwarded-for': '203.0.113.99' } });
    expect(answer.status).toBe(429);
  });
});
