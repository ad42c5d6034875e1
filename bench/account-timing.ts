/**
 * Whether the time an answer takes tells a stranger that an e-mail has an account: the real
 * server (`npm run serve`, PGlite) in a child process, asked in turns
 * - to sign in with an unknown e-mail and with a known one and a wrong password, and
 * - "Forgot your password?" for an unknown e-mail and a known one (issue 16), and
 * - to sign up with a new address and with one another account holds (issue 16).
 * Prints the medians, p90 and their ratio for each, and exits 1 when the medians of any pair are
 * more than 25% apart.
 *
 *   npm run bench:accounts
 *
 * Options: BENCH_TRIES (default 200 of each). The server runs with TRUST_PROXY=1 and every try
 * comes from its own forwarded address, so the sign-in limits (docs/decisions/0010) are met the same
 * way by both kinds and never refuse; the known e-mails take turns, and each part has its own, so
 * none reaches the 100 failures that close an account for 15 minutes. Prints figures; it is not a test.
 */
import { startHotel } from '../scripts/hotel-server.ts';

const TRIES = Number(process.env.BENCH_TRIES ?? 200);
const GOAL = 1.25;
const PASSWORD = 'whiskers-and-milk';
/** Fewer tries per known e-mail than the per-account limit of 100. */
const KNOWN_OWNERS = Math.ceil(TRIES / 50);
const WARM_UP = 20;

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]!;
}

/** Two kinds of request that must take the same time, each timed from its try number. */
type Pair = Record<string, (n: number) => Promise<number>>;

/** Times the pair in turns; prints the medians, p90 and their ratio; answers whether the goal was met. */
async function compare(title: string, attempt: Pair): Promise<boolean> {
  const kinds = Object.keys(attempt);
  // The first requests warm the JIT and the database's caches; they are not counted.
  for (let n = 0; n < WARM_UP; n += 1) await attempt[kinds[n % 2]!]!(n);

  const times: Record<string, number[]> = Object.fromEntries(kinds.map((kind) => [kind, []]));
  for (let n = 0; n < TRIES; n += 1) {
    // Interleaved, and the order within each pair swapped, so drift in the machine's load falls on both.
    const order = n % 2 === 0 ? kinds : [...kinds].reverse();
    for (const kind of order) times[kind]!.push(await attempt[kind]!(n));
  }

  console.log(title);
  const medians = kinds.map((kind) => {
    const sorted = [...times[kind]!].sort((a, b) => a - b);
    const median = percentile(sorted, 0.5);
    console.log(`  ${kind.padEnd(30)} median ${median.toFixed(1)} ms   p90 ${percentile(sorted, 0.9).toFixed(1)} ms`);
    return median;
  });
  const ratio = Math.max(...medians) / Math.min(...medians);
  const met = ratio <= GOAL;
  console.log(`  ratio of the medians ${ratio.toFixed(3)} (goal: at most ${GOAL}): ${met ? 'met' : 'MISSED'}`);
  return met;
}

async function main(): Promise<void> {
  const hotel = await startHotel({ TRUST_PROXY: '1' });
  let tries = 0;
  /** One POST from an address of its own; resolves with the milliseconds the answer took. */
  async function timedPost(path: string, body: Record<string, string>, expected: number): Promise<number> {
    tries += 1;
    const address = `10.${(tries >> 16) & 255}.${(tries >> 8) & 255}.${tries & 255}`;
    const started = performance.now();
    const answer = await fetch(`${hotel.origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify(body),
    });
    await answer.text();
    const took = performance.now() - started;
    if (answer.status !== expected) throw new Error(`${path} for ${body.email} answered ${answer.status}, not ${expected}`);
    return took;
  }

  let registered = 0;
  /** Owners of their own for each part: every try there counts against its e-mail's limit of 100. */
  async function knownOwners(): Promise<string[]> {
    const known: string[] = [];
    for (let i = 0; i < KNOWN_OWNERS; i += 1) {
      registered += 1;
      const email = `known${registered}.${Date.now()}@example.com`;
      const answer = await fetch(`${hotel.origin}/api/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `172.16.0.${registered}` },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      if (answer.status !== 201) throw new Error(`Could not register ${email}: ${answer.status} ${await answer.text()}`);
      known.push(email);
    }
    return known;
  }

  try {
    const signingIn = await knownOwners();
    const signInMet = await compare(`Refused sign-ins, ${TRIES} of each, one at a time against ${hotel.origin} (PGlite)`, {
      'unknown e-mail': (n) => timedPost('/api/login', { email: `nobody${n}.${Date.now()}@example.com`, password: PASSWORD }, 401),
      'known e-mail, wrong password': (n) => timedPost('/api/login', { email: signingIn[n % signingIn.length]!, password: `${PASSWORD}-not` }, 401),
    });
    // The known owners are sent links until their cap of reset e-mails; the answer never waits for that.
    const forgetting = await knownOwners();
    const forgotMet = await compare(`"Forgot your password?", ${TRIES} of each, one at a time`, {
      'unknown e-mail': (n) => timedPost('/api/password/forgot', { email: `nobody${n}.${Date.now()}@example.com` }, 202),
      'known e-mail': (n) => timedPost('/api/password/forgot', { email: forgetting[n % forgetting.length]! }, 202),
    });
    // A sign-up with a taken address answers as a new one does (issue 16): its time must not tell
    // either. The taken ones carry a wrong password, so each holder counts a failed try.
    const holders = await knownOwners();
    const signUpMet = await compare(`Sign-ups, ${TRIES} of each, one at a time`, {
      'new address': (n) => timedPost('/api/register', { email: `new${n}.${Date.now()}@example.com`, password: `${PASSWORD}-${n}` }, 201),
      'taken address': (n) => timedPost('/api/register', { email: holders[n % holders.length]!, password: `${PASSWORD}-${n}` }, 201),
    });
    if (!signInMet || !forgotMet || !signUpMet) process.exitCode = 1;
  } finally {
    await hotel.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
