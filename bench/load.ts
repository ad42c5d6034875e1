/**
 * One load, run in its own process so it does not share the servers' event loop: autocannon for
 * `seconds` against `url`, printing its figures as one line of JSON. With `booking`, every request
 * is a new booking of its own (bench/booking-owners.ts); with `signUps`, every request is a sign-up
 * of a new e-mail from an address of its own (X-Forwarded-For, the server trusting one proxy), as a
 * script spread over many addresses would send; with `photos`, every request is a new photo posted
 * with the cookie (bench/photo-uploads.ts); otherwise the same GET, with the cookie.
 *
 *   node bench/load.ts '{"url":"http://127.0.0.1:3000/api/cats","connections":50,"seconds":10}'
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { bookingRequest } from './booking-owners.ts';
import { type PhotoLoad, photoRequest } from './photo-uploads.ts';

export interface LoadSpec {
  url: string;
  connections: number;
  seconds: number;
  cookie?: string;
  booking?: { firstDay: string; owners: number };
  signUps?: true;
  photos?: PhotoLoad;
}

/** A password of 8 characters or more that is not on the common list (docs/decisions/0018). */
const SIGN_UP_PASSWORD = 'bench-purr-2026';

function signUpRequest(n: number) {
  return {
    method: 'POST' as const,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
    body: JSON.stringify({ email: `flood${process.pid}.${n}@bench.example`, password: SIGN_UP_PASSWORD }),
  };
}

export interface LoadFigures {
  rps: number;
  p99: number;
  requests: number;
  /** Connection errors, timeouts included. */
  errors: number;
  non2xx: number;
}

/** Each request of the load, made as autocannon asks for it; none for the same GET every time. */
function requestsOf(spec: LoadSpec): autocannon.Request[] | undefined {
  let sent = 0;
  const { booking, photos, cookie } = spec;
  const each = (next: () => { headers: Record<string, string>; body: string }): autocannon.Request[] => [
    { method: 'POST', setupRequest: (request: autocannon.Request) => ({ ...request, ...next() }) },
  ];
  if (spec.signUps) return each(() => signUpRequest(sent++));
  if (booking !== undefined) {
    return each(() => {
      const next = bookingRequest(sent++, booking.firstDay, booking.owners);
      return { headers: { 'content-type': 'application/json', cookie: next.cookie, 'idempotency-key': next.idempotencyKey }, body: next.body };
    });
  }
  if (photos !== undefined) {
    // Read once: encoding 300 kB for every request would be the load generator's work, not the server's.
    const data = readFileSync(photos.file).toString('base64');
    return each(() => {
      const next = photoRequest(sent++, photos, data);
      return { headers: { 'content-type': 'application/json', cookie: cookie ?? '', 'idempotency-key': next.idempotencyKey }, body: next.body };
    });
  }
  return undefined;
}

async function main(): Promise<void> {
  const spec = JSON.parse(process.argv[2] ?? '') as LoadSpec;
  const requests = requestsOf(spec);
  const result = await autocannon({
    url: spec.url,
    connections: spec.connections,
    duration: spec.seconds,
    // A request that takes longer than this counts as an error rather than holding the run open.
    timeout: 10,
    ...(spec.cookie === undefined ? {} : { headers: { cookie: spec.cookie } }),
    ...(requests === undefined ? {} : { requests }),
  });
  const figures: LoadFigures = {
    rps: result.requests.average,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors,
    non2xx: result.non2xx,
  };
  console.log(JSON.stringify(figures));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
