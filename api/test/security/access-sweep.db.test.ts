// Owner B, signed in, asks for owner A's records at every endpoint: each request must be answered
// exactly as if the record did not exist (or as if it were B's own, where that is what an id taken
// means), and no row of any table may change. A visitor who is not signed in gets 401 everywhere an
// owner is needed. The hotel's side (issue 14) refuses B with 403 and a member of staff who is not a
// manager with 403 at a manager's endpoints, before reading anything: the answer is the same byte
// for byte whatever the request names, and nothing changes. A removed member of staff gets 401.
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { digestSignature, unsubscribeKey } from '../../accounts/unsubscribe-links.ts';
import { SESSION_COOKIE } from '../../auth/owner.ts';
import { createSession, generateSessionToken } from '../../auth/sessions.ts';
import { hotelKeys, mailOutbox, signInFailures } from '../../db/schema.ts';
import { unsentCaptureEvent } from '../../payments/test/fake-paypal.ts';
import { imitatePayFast } from '../../payments/test/payfast-imitation.ts';
import { newBrowser } from '../../push/push-service.test-support.ts';
import { MANAGERS_ONLY, STAFF_ONLY } from '../../staff/access.ts';
import { mailSettled } from '../../mail/after-commit.ts';
import { PHOTO_CACHE } from '../../photos/routes.ts';
import { bookStay, deskStay, MOCHI_CARE } from '../../staff/desk.test-support.ts';
import { addCat, type Answer, inDays, reservationForm, seenFromOutside, useTestHotel, type Visitor } from '../hotel.ts';
import { endpointsOf, methodOf, pathOf } from './endpoints.ts';
import { changesBeyond, type Reach, type RowWatch, watchRows } from './row-watch.ts';
import { type HotelRecords, hotelRecords, STAFF_ENDPOINTS, type StaffEndpoint } from './staff-side.ts';

// Places enough for A's stay in the house today (a photo of her cat, issue 34) beside the desk's own.
const hotel = useTestHotel({ guestCapacity: 20 });

/** One owner's records, or made-up ids of records that do not exist. */
interface Records {
  cat: string;
  booking: string;
  reservation: string;
  order: string;
  /** The cat's vaccination, with the photo of its page, and the cat's spay or neuter proof (issue 33). */
  vaccination: string;
  vaccinationProof: string;
  spayNeuterProof: string;
  /** A medicine in the cat's care plan. */
  careItem: string;
  /** A Live Update call asked for on the paid reservation (issue 34). */
  liveCall: string;
  /** The account itself, as the link in a daily news e-mail names it (issue 34), and the hotel's signature of it there. */
  account: string;
  digestSignature: string;
  /** The endpoint of a browser that gets the owner's news (issue 34). */
  pushEndpoint: string;
  /** A photo the hotel posted of the owner's cat in the house today (issue 34): A has one, B none. */
  photo: string;
}

interface Call {
  method: string;
  path: string;
  body?: unknown;
  /** Only where a body is not JSON (PayFast's ITN is a form). */
  headers?: Record<string, string>;
}

interface Attack {
  /** B's request naming `theirs`; `mine` are B's own records, for requests that need some. */
  call: (theirs: Records, mine: Records) => Call;
  /**
   * What A's records must be indistinguishable from: ids of nothing, or B's own (for an id a new
   * record would take, where "taken" is the honest answer and says nothing about whose it is).
   */
  versus: 'nothing' | 'own';
  /** The answer both get. */
  status: 400 | 401 | 404 | 409;
}

interface Sweep {
  /** Anyone may call it: there is nothing of an owner's behind it. */
  public?: true;
  /** A request naming no record: signed out it is refused; as B it shows and changes only B's. */
  plain?: (mine: Records) => Call;
  attacks?: Attack[];
  /** An endpoint of the hotel's side: who may call it, and a request of it that succeeds for a manager. */
  staff?: StaffEndpoint;
  /**
   * Tables where B's request may also write rows that are nobody's: the sign-in try a password
   * asked again counts (docs/decisions/0010), a link e-mailed to a new address no account has.
   */
  reaches?: PgTable[];
}

const stay = () => ({ checkInDate: inDays(60), checkOutDate: inDays(63) });

const PUBLIC: Sweep = { public: true };

// Keyed as `endpointsOf` names them: the inventory test below fails when an endpoint is missing here.
const SWEEP: Record<string, Sweep> = {
  'GET /api/health': PUBLIC,
  // The health checks, for a load balancer: whether the server and its database answer, nobody's records.
  'GET /healthz': PUBLIC,
  'GET /readyz': PUBLIC,
  // The sign-in calls take no record of anyone's; their refusals are the accounts tests' subject.
  'POST /api/register': PUBLIC,
  'POST /api/login': PUBLIC,
  // The code step of a member of staff's sign-in: only the session its password made may use it
  // (api/auth/second-factor.db.test.ts); anyone else is told to sign in again.
  'POST /api/login/code': PUBLIC,
  'GET /api/login': PUBLIC,
  'GET /api/logout': PUBLIC,
  // Ends only the session it is sent with; another site's post is refused by its Origin (auth/logout.db.test.ts).
  'POST /api/logout': PUBLIC,
  'GET /api/extra-services': PUBLIC,
  // Counts of booked places, never whose they are.
  'GET /api/availability': PUBLIC,
  'GET /api/availability/nights': PUBLIC,
  'GET /api/auth/user': { plain: () => ({ method: 'GET', path: '/api/auth/user' }) },
  'PATCH /api/user/profile': {
    // An id or e-mail slipped into the body must not redirect the change to another account.
    plain: () => ({ method: 'PATCH', path: '/api/user/profile', body: { firstName: 'Mallory', lastName: 'Jones' } }),
  },
  'GET /api/cats': { plain: () => ({ method: 'GET', path: '/api/cats' }) },
  'POST /api/cats': {
    plain: () => ({ method: 'POST', path: '/api/cats', body: { name: 'Shadow' } }),
    attacks: [{ status: 409, versus: 'own', call: (theirs) => ({ method: 'POST', path: '/api/cats', body: { id: theirs.cat, name: 'Shadow' } }) }],
  },
  'PATCH /api/cats/:id': {
    attacks: [{ status: 404, versus: 'nothing', call: (theirs) => ({ method: 'PATCH', path: `/api/cats/${theirs.cat}`, body: { name: 'Stolen' } }) }],
  },
  'DELETE /api/cats/:id': {
    attacks: [{ status: 404, versus: 'nothing', call: (theirs) => ({ method: 'DELETE', path: `/api/cats/${theirs.cat}` }) }],
  },
  // A cat's vaccinations and proofs (issue 33): A's cat, vaccination or proof answers as none; an id
  // A's record holds, given to a new record of B's, is "taken", as B's own would be.
  'POST /api/cats/:id/vaccinations': {
    attacks: [
      { status: 404, versus: 'nothing', call: (theirs) => ({ method: 'POST', path: `/api/cats/${theirs.cat}/vaccinations`, body: RABIES }) },
      {
        status: 409,
        versus: 'own',
        call: (theirs, mine) => ({ method: 'POST', path: `/api/cats/${mine.cat}/vaccinations`, body: { id: theirs.vaccination, ...RABIES } }),
      },
    ],
  },
  'PUT /api/vaccinations/:id': {
    attacks: [
      {
        status: 404,
        versus: 'nothing',
        call: (theirs) => ({ method: 'PUT', path: `/api/vaccinations/${theirs.vaccination}`, body: { ...RABIES, vet: 'Mine now' } }),
      },
    ],
  },
  'DELETE /api/vaccinations/:id': {
    attacks: [{ status: 404, versus: 'nothing', call: (theirs) => ({ method: 'DELETE', path: `/api/vaccinations/${theirs.vaccination}` }) }],
  },
  'PUT /api/vaccinations/:id/proof': {
    attacks: [
      {
        status: 404,
        versus: 'nothing',
        call: (theirs) => ({ method: 'PUT', path: `/api/vaccinations/${theirs.vaccination}/proof`, body: photoOf(crypto.randomUUID()) }),
      },
      {
        status: 409,
        versus: 'own',
        call: (theirs, mine) => ({ method: 'PUT', path: `/api/vaccinations/${mine.vaccination}/proof`, body: photoOf(theirs.spayNeuterProof) }),
      },
    ],
  },
  'DELETE /api/vaccinations/:id/proof': {
    attacks: [{ status: 404, versus: 'nothing', call: (theirs) => ({ method: 'DELETE', path: `/api/vaccinations/${theirs.vaccination}/proof` }) }],
  },
  'PUT /api/cats/:id/spay-neuter/proof': {
    attacks: [
      {
        status: 404,
        versus: 'nothing',
        call: (theirs) => ({ method: 'PUT', path: `/api/cats/${theirs.cat}/spay-neuter/proof`, body: photoOf(crypto.randomUUID()) }),
      },
      {
        status: 409,
        versus: 'own',
        call: (theirs, mine) => ({ method: 'PUT', path: `/api/cats/${mine.cat}/spay-neuter/proof`, body: photoOf(theirs.vaccinationProof) }),
      },
    ],
  },
  'DELETE /api/cats/:id/spay-neuter/proof': {
    attacks: [{ status: 404, versus: 'nothing', call: (theirs) => ({ method: 'DELETE', path: `/api/cats/${theirs.cat}/spay-neuter/proof` }) }],
  },
  // A stay's photo (issue 34): A's answers as none, small or large, and is never a cached answer of B's.
  'GET /api/photos/:id/:file': {
    attacks: [
      { status: 404, versus: 'nothing', call: (theirs) => ({ method: 'GET', path: `/api/photos/${theirs.photo}/small.webp` }) },
      { status: 404, versus: 'nothing', call: (theirs) => ({ method: 'GET', path: `/api/photos/${theirs.photo}/large.jpg` }) },
    ],
  },
  'GET /api/proofs/:id': {
    attacks: [
      { status: 404, versus: 'nothing', call: (theirs) => ({ method: 'GET', path: `/api/proofs/${theirs.spayNeuterProof}` }) },
      { status: 404, versus: 'nothing', call: (theirs) => ({ method: 'GET', path: `/api/proofs/${theirs.vaccinationProof}` }) },
    ],
  },
  'POST /api/cats/:id/care-plan': {
    attacks: [
      { status: 404, versus: 'nothing', call: (theirs) => ({ method: 'POST', path: `/api/cats/${theirs.cat}/care-plan`, body: THYROID }) },
      {
        status: 409,
        versus: 'own',
        call: (theirs, mine) => ({ method: 'POST', path: `/api/cats/${mine.cat}/care-plan`, body: { id: theirs.careItem, ...THYROID } }),
      },
    ],
  },
  'PUT /api/care-plan/:id': {
    attacks: [
      {
        status: 404,
        versus: 'nothing',
        call: (theirs) => ({ method: 'PUT', path: `/api/care-plan/${theirs.careItem}`, body: { ...THYROID, amount: 'Two' } }),
      },
    ],
  },
  'DELETE /api/care-plan/:id': {
    attacks: [{ status: 404, versus: 'nothing', call: (theirs) => ({ method: 'DELETE', path: `/api/care-plan/${theirs.careItem}` }) }],
  },
  // The hotel's news on the owner's phones (issue 34). The public key is the hotel's, the same for
  // everyone, made at the first ask (a row of the hotel's own). A subscription names no record but
  // the browser's endpoint: B's is kept for B; A's, named by B with keys of B's own, is refused and
  // stays A's (api/push/subscriptions.db.test.ts), and B turning it off is answered as for none.
  'GET /api/push/key': { plain: () => ({ method: 'GET', path: '/api/push/key' }), reaches: [hotelKeys] },
  'POST /api/push-subscriptions': {
    plain: () => ({ method: 'POST', path: '/api/push-subscriptions', body: newBrowser().subscription(pushEndpoint()) }),
  },
  'DELETE /api/push-subscriptions': {
    attacks: [
      {
        status: 404,
        versus: 'nothing',
        call: (theirs) => ({ method: 'DELETE', path: '/api/push-subscriptions', body: { endpoint: theirs.pushEndpoint } }),
      },
    ],
  },
  // The house's published terms, nobody's records.
  'GET /api/vaccination-rules': PUBLIC,
  'GET /api/bookings': { plain: () => ({ method: 'GET', path: '/api/bookings' }) },
  'GET /api/bookings/:id': {
    attacks: [
      { status: 404, versus: 'nothing', call: (theirs) => ({ method: 'GET', path: `/api/bookings/${theirs.booking}` }) },
      { status: 404, versus: 'nothing', call: (theirs) => ({ method: 'GET', path: `/api/bookings/${theirs.reservation}` }) },
    ],
  },
  'POST /api/bookings': {
    attacks: [
      {
        status: 400,
        versus: 'nothing',
        call: (theirs) => ({ method: 'POST', path: '/api/bookings', body: { booking: stay(), catIds: [theirs.cat] } }),
      },
      {
        status: 409,
        versus: 'own',
        call: (theirs, mine) => ({
          method: 'POST',
          path: '/api/bookings',
          body: { booking: { id: theirs.booking, ...stay() }, catIds: [mine.cat] },
        }),
      },
    ],
  },
  'PATCH /api/bookings/:id': {
    attacks: [
      {
        status: 404,
        versus: 'nothing',
        call: (theirs) => ({ method: 'PATCH', path: `/api/bookings/${theirs.booking}`, body: { specialRequests: 'Mine now' } }),
      },
      {
        status: 400,
        versus: 'nothing',
        call: (theirs, mine) => ({ method: 'PATCH', path: `/api/bookings/${mine.booking}`, body: { catIds: [theirs.cat] } }),
      },
    ],
  },
  'POST /api/bookings/:id/cancel': {
    attacks: [
      { status: 404, versus: 'nothing', call: (theirs) => ({ method: 'POST', path: `/api/bookings/${theirs.booking}/cancel` }) },
      { status: 404, versus: 'nothing', call: (theirs) => ({ method: 'POST', path: `/api/bookings/${theirs.reservation}/cancel` }) },
    ],
  },
  // A request to the hotel about a stay (issue 31): A's stays, pending or confirmed, answer as none;
  // B's own confirmed stay asked to take A's cat is refused as for a cat of nobody's.
  'POST /api/bookings/:id/requests': {
    attacks: [
      {
        status: 404,
        versus: 'nothing',
        call: (theirs) => ({ method: 'POST', path: `/api/bookings/${theirs.booking}/requests`, body: { kind: 'cancel' } }),
      },
      {
        status: 404,
        versus: 'nothing',
        call: (theirs) => ({ method: 'POST', path: `/api/bookings/${theirs.reservation}/requests`, body: { kind: 'cancel', note: 'Mine now' } }),
      },
      {
        status: 400,
        versus: 'nothing',
        call: (theirs, mine) => ({
          method: 'POST',
          path: `/api/bookings/${mine.reservation}/requests`,
          body: { kind: 'change', checkInDate: inDays(60), checkOutDate: inDays(63), catIds: [theirs.cat], extraServiceIds: [] },
        }),
      },
    ],
  },
  // A Live Update call (issue 34): A's stays answer as none, and A's call as none to cancel; A's
  // call's id, given to a call of B's, is "taken", as B's own call's id is for another call.
  'POST /api/bookings/:id/live-calls': {
    attacks: [
      {
        status: 404,
        versus: 'nothing',
        call: (theirs) => ({ method: 'POST', path: `/api/bookings/${theirs.reservation}/live-calls`, body: { ...CALL, id: crypto.randomUUID() } }),
      },
      {
        status: 404,
        versus: 'nothing',
        call: (theirs) => ({ method: 'POST', path: `/api/bookings/${theirs.booking}/live-calls`, body: { ...CALL, id: crypto.randomUUID() } }),
      },
      {
        status: 409,
        versus: 'own',
        call: (theirs, mine) => ({ method: 'POST', path: `/api/bookings/${mine.reservation}/live-calls`, body: { ...CALL, id: theirs.liveCall } }),
      },
    ],
  },
  'DELETE /api/live-calls/:id': {
    attacks: [{ status: 404, versus: 'nothing', call: (theirs) => ({ method: 'DELETE', path: `/api/live-calls/${theirs.liveCall}` }) }],
  },
  // A batch of the phone's queued changes (issue 17) runs each through its own endpoint, whose
  // attacks are swept above; as B, a batch changes only B's rows, and signed out it is 401.
  'POST /api/changes': {
    plain: (mine) => ({
      method: 'POST',
      path: '/api/changes',
      body: { changes: [{ id: crypto.randomUUID(), method: 'PATCH', path: `/api/cats/${mine.cat}`, body: { name: 'Tigger' } }] },
    }),
  },
  'POST /api/reservations': {
    attacks: [
      {
        status: 409,
        versus: 'own',
        call: (theirs) => ({ method: 'POST', path: '/api/reservations', body: reservationForm({ id: theirs.reservation }, 60) }),
      },
    ],
  },
  'POST /api/create-paypal-deposit': {
    attacks: [
      {
        status: 404,
        versus: 'nothing',
        call: (theirs) => ({ method: 'POST', path: '/api/create-paypal-deposit', body: { bookingId: theirs.booking } }),
      },
      {
        status: 404,
        versus: 'nothing',
        call: (theirs) => ({ method: 'POST', path: '/api/create-paypal-deposit', body: { bookingId: theirs.reservation } }),
      },
    ],
  },
  'POST /api/paypal-deposit-complete': {
    attacks: [
      {
        status: 404,
        versus: 'nothing',
        call: (theirs) => ({
          method: 'POST',
          path: '/api/paypal-deposit-complete',
          body: { bookingId: theirs.booking, orderData: { id: theirs.order, status: 'COMPLETED' } },
        }),
      },
      {
        // A's order presented against B's own booking must not pay B's deposit or touch A's.
        status: 404,
        versus: 'nothing',
        call: (theirs, mine) => ({
          method: 'POST',
          path: '/api/paypal-deposit-complete',
          body: { bookingId: mine.booking, orderData: { id: theirs.order, status: 'COMPLETED' } },
        }),
      },
    ],
  },
  'POST /api/payment/deposit': {
    attacks: [
      {
        status: 404,
        versus: 'nothing',
        call: (theirs) => ({ method: 'POST', path: '/api/payment/deposit', body: { reservationId: theirs.reservation, amount: 100 } }),
      },
      {
        status: 404,
        versus: 'nothing',
        call: (theirs) => ({ method: 'POST', path: '/api/payment/deposit', body: { reservationId: theirs.booking, amount: 100 } }),
      },
    ],
  },
  // The setup and invitation addresses, for people with no account yet: the token in them (160
  // random bits, docs/decisions/0011) is the credential, not a session. Their refusals (unknown,
  // used, expired, withdrawn) are the staff accounts tests' subject. The token comes in a body only
  // (issue 30): no route reads it from a query string.
  'POST /api/staff/pass/check': PUBLIC,
  'POST /api/staff/pass': PUBLIC,
  // A forgotten password: anyone may ask, and the answer is the same whoever the address belongs
  // to (api/accounts/password-reset.db.test.ts). The e-mailed links that follow carry a token of 160
  // random bits that is the credential, not a session: whoever holds one may use it, for the one
  // account and address it was made for (api/accounts/links.db.test.ts).
  'POST /api/password/forgot': PUBLIC,
  'POST /api/password/reset': PUBLIC,
  'POST /api/password/claim': PUBLIC,
  'POST /api/email/confirm': PUBLIC,
  'POST /api/account/email/confirm': PUBLIC,
  // The link in a daily news e-mail (issue 34): the hotel's signature of the account it names is the
  // credential, not a session. B's own link's signature with A's account is refused as with an
  // account of nobody's, and changes nothing.
  'POST /api/unsubscribe/digest': {
    public: true,
    attacks: [
      {
        status: 400,
        versus: 'nothing',
        call: (theirs, mine) => ({ method: 'POST', path: '/api/unsubscribe/digest', body: { u: theirs.account, s: mine.digestSignature } }),
      },
      {
        status: 400,
        versus: 'nothing',
        call: (theirs) => ({
          method: 'POST',
          path: '/api/unsubscribe/digest',
          body: { u: theirs.account, s: theirs.digestSignature.replace(/^./, (first) => (first === 'A' ? 'B' : 'A')) },
        }),
      },
    ],
  },
  // Sends B's own address a new link, when B's address is unconfirmed; B's is confirmed, so nothing.
  'POST /api/email/confirmation': { plain: () => ({ method: 'POST', path: '/api/email/confirmation', body: { email: alice.email, id: alice.id } }) },
  // The owner's control of the account (issue 16) names no record: it acts on the signed-in owner
  // alone, whatever the body says.
  'GET /api/account/export': { plain: () => ({ method: 'GET', path: '/api/account/export' }) },
  'POST /api/account/password': {
    plain: () => ({
      method: 'POST',
      path: '/api/account/password',
      body: { currentPassword: 'whiskers1', newPassword: 'whiskers1', id: alice.id, email: alice.email },
    }),
    reaches: [signInFailures],
  },
  'POST /api/account/email': {
    plain: () => ({ method: 'POST', path: '/api/account/email', body: { newEmail: 'bob.moved@example.com', password: 'whiskers1', id: alice.id } }),
    reaches: [signInFailures, mailOutbox],
  },
  // Deleting B here would end the sweep; what deleting does is api/accounts/control.db.test.ts's.
  // A wrong password is refused changing nothing but the try it counts, and signed out it is 401.
  'POST /api/account/delete': {
    attacks: [
      {
        status: 400,
        versus: 'nothing',
        call: () => ({ method: 'POST', path: '/api/account/delete', body: { password: 'not-the-password', id: alice.id } }),
      },
    ],
    reaches: [signInFailures],
  },
  // PayPal is the caller, and PayPal's own check of the event's signature the credential, not a
  // session (docs/decisions/0013). A forged event naming A's checkout is refused as one naming
  // nothing; this hotel takes test payments, so it verifies nothing at all, and api/webhooks.db.test.ts
  // forges events against PayPal's check.
  'POST /api/webhooks/paypal': {
    public: true,
    attacks: [
      {
        status: 401,
        versus: 'nothing',
        call: (theirs) => ({
          method: 'POST',
          path: '/api/webhooks/paypal',
          body: unsentCaptureEvent(theirs.order, theirs.order.replace(/^TEST-/, '')),
        }),
      },
    ],
  },
  // PayFast is the caller, and its signature with our passphrase and its VALID to our validation
  // are the credential, not a session (docs/decisions/0014). A forged ITN naming A's checkout is
  // refused as one naming nothing; this hotel takes test payments, so it verifies nothing at all,
  // and api/payments/payfast.db.test.ts forges ITNs against PayFast's checks.
  'POST /api/webhooks/payfast': {
    public: true,
    attacks: [
      {
        status: 401,
        versus: 'nothing',
        call: (theirs) => ({
          method: 'POST',
          path: '/api/webhooks/payfast',
          body: imitatePayFast().itn({ paymentId: theirs.order.replace(/^TEST-/, '') }).body,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }),
      },
    ],
  },
  ...Object.fromEntries(Object.entries(STAFF_ENDPOINTS).map(([endpoint, staff]) => [endpoint, { staff }])),
};

/** The nobody's rows an endpoint may write besides the caller's own (`Sweep.reaches`). */
function reachOf(sweep: Sweep): Reach {
  return { tables: (sweep.reaches ?? []).map((table) => getTableConfig(table).name), named: [] };
}

/** A stay photo's file: the one answer the browser that asked may keep (issue 34). */
const PHOTO_FILE = /^\/api\/(?:staff\/)?photos\//;

/**
 * Every answer the sweep gets, B's own records, refusals, 401s and the hotel's side alike, must be
 * kept out of browser and proxy caches (issue 20). But a photo's file, served: its address never
 * answers other bytes, so the phone that read it keeps it, privately (api/photos/routes.ts).
 */
async function send(visitor: Visitor, call: Call, key?: string): Promise<Answer> {
  const answer = await visitor.request(call.method, call.path, call.body, { key, headers: call.headers });
  const caching = answer.status === 200 && PHOTO_FILE.test(call.path) ? PHOTO_CACHE : 'no-store';
  expect(answer.headers.get('cache-control'), `${call.method} ${call.path} answered ${answer.status}`).toBe(caching);
  return answer;
}

function expectAnswer(answer: Answer, status: number) {
  expect(answer.status).toBe(status);
  expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  expect(typeof answer.body.message).toBe('string');
}

function nothing(): Records {
  return {
    cat: crypto.randomUUID(),
    booking: crypto.randomUUID(),
    reservation: crypto.randomUUID(),
    order: `TEST-${crypto.randomUUID()}`,
    vaccination: crypto.randomUUID(),
    vaccinationProof: crypto.randomUUID(),
    spayNeuterProof: crypto.randomUUID(),
    careItem: crypto.randomUUID(),
    liveCall: crypto.randomUUID(),
    account: crypto.randomUUID(),
    digestSignature: 'A'.repeat(43),
    pushEndpoint: pushEndpoint(),
    photo: crypto.randomUUID(),
  };
}

/** A browser's endpoint at a push service, as a subscription names it. */
function pushEndpoint(): string {
  return `https://fcm.googleapis.com/fcm/send/${crypto.randomUUID()}`;
}

const RABIES = { vaccine: 'rabies', givenOn: '2026-03-02', validUntil: '2027-03-01' };
/** A photo's first bytes: enough to be taken as a JPEG. */
const PAGE_PHOTO = { contentType: 'image/jpeg', data: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]).toString('base64') };
const photoOf = (id: string) => ({ id, ...PAGE_PHOTO });
const THYROID = { kind: 'medication', name: 'Felimazole 2.5 mg', amount: 'Half a tablet', times: ['08:00', '20:00'] };
/** A call on the reservation's second day, at a time none of the sweep's owners asked for. */
const CALL = { day: inDays(61), at: '17:45', note: 'Mine now' };

/**
 * A photo the hotel posts of the owner's cat, in the house today (issue 34), once its news has gone
 * to the owner's phones (none yet), so nothing of it changes a row once the sweep watches.
 */
async function photoInTheHouse(owner: Visitor, catName: string): Promise<string> {
  const photographer = await hotel.staff('staff');
  const booked = await bookStay(owner, inDays(0), { cat: { ...MOCHI_CARE, name: catName } });
  const stay = await deskStay(photographer, booked, 'check-in');
  const id = crypto.randomUUID();
  const data = (
    await sharp({ create: { width: 64, height: 48, channels: 3, background: 'orange' } })
      .jpeg()
      .toBuffer()
  ).toString('base64');
  const photo = { id, bookingId: stay.id, catId: booked.catIds[0], day: inDays(0), caption: '', takenAt: new Date().toISOString(), data };
  expect((await photographer.post('/api/staff/stay-photos', photo)).status).toBe(201);
  await mailSettled();
  // Its owner reads it: what B is refused below is a photo that is there.
  expect((await owner.get(`/api/photos/${id}/large.jpg`)).status).toBe(200);
  return id;
}

/**
 * An owner with one of everything: a cat, a booking of it with a checkout opened, a paid reservation;
 * with `photo`, a stay in the house today with a photo of the cat.
 */
async function ownerWithEverything(idempotencyPrefix: string, catName: string, withPhoto = false) {
  const owner = await hotel.owner();
  const me = await owner.get('/api/auth/user');
  const cat = await addCat(owner, { name: catName });
  const booking = await owner.post('/api/bookings', { booking: stay(), catIds: [cat], extraServiceIds: [1] });
  expect(booking.status).toBe(201);
  const started = await owner.post('/api/create-paypal-deposit', { bookingId: booking.body.id }, { key: `${idempotencyPrefix}-start` });
  expect(started.status).toBe(201);
  const reservation = await owner.post('/api/reservations', reservationForm({}, 60), { key: `${idempotencyPrefix}-reserve` });
  expect(reservation.status).toBe(201);
  const paid = await owner.post('/api/payment/deposit', { reservationId: reservation.body.id, amount: 100 }, { key: `${idempotencyPrefix}-pay` });
  expect(paid.status).toBe(200);
  const vaccination = (await owner.post(`/api/cats/${cat}/vaccinations`, RABIES)).body.vaccinations[0].id as string;
  const vaccinationProof = crypto.randomUUID();
  expect((await owner.request('PUT', `/api/vaccinations/${vaccination}/proof`, photoOf(vaccinationProof))).status).toBe(200);
  const spayNeuterProof = crypto.randomUUID();
  expect((await owner.request('PUT', `/api/cats/${cat}/spay-neuter/proof`, photoOf(spayNeuterProof))).status).toBe(200);
  const careItem = (await owner.post(`/api/cats/${cat}/care-plan`, THYROID)).body.carePlan[0].id as string;
  const liveCall = crypto.randomUUID();
  expect((await owner.post(`/api/bookings/${reservation.body.id}/live-calls`, { id: liveCall, day: inDays(61), at: '10:00' })).status).toBe(201);
  const photo = withPhoto ? await photoInTheHouse(owner, catName) : crypto.randomUUID();
  const phone = newBrowser().subscription(pushEndpoint());
  expect((await owner.post('/api/push-subscriptions', phone)).status).toBe(200);
  const records: Records = {
    cat,
    careItem,
    liveCall,
    account: me.body.id as string,
    digestSignature: digestSignature(await unsubscribeKey(hotel.database.db), me.body.id as string),
    booking: booking.body.id,
    reservation: reservation.body.id,
    order: started.body.orderId,
    vaccination,
    vaccinationProof,
    spayNeuterProof,
    pushEndpoint: phone.endpoint,
    photo,
  };
  const secrets = [me.body.id as string, owner.email, catName, paid.body.payment.id as string, ...Object.values(records)];
  return { visitor: owner, id: me.body.id as string, email: owner.email, records, secrets };
}

let alice: Awaited<ReturnType<typeof ownerWithEverything>>;
let bob: Awaited<ReturnType<typeof ownerWithEverything>>;
/** The hotel's side: its manager, another owner's stays at the desk, the team's and settings' records. */
let hotelSide: HotelRecords;
/** A member of staff who is not a manager. */
let sitter: Visitor;
let rows: RowWatch;

function expectNothingOf(answer: Answer, secrets: readonly string[]) {
  const text = JSON.stringify(answer.body);
  for (const secret of secrets) expect(text).not.toContain(secret);
}

/** Nothing B is answered may name A's records, account, payments or cat. */
function expectNothingOfAlice(answer: Answer) {
  expectNothingOf(answer, alice.secrets);
}

/** A refusal at the hotel's side names nothing of any owner: not A, not B, not the desk's guest. */
function expectNothingOfAnyone(answer: Answer) {
  const { guest, stays } = hotelSide;
  const guests = [guest.id, guest.email, MOCHI_CARE.name, ...Object.values(stays).map((stay) => stay.id)];
  expectNothingOf(answer, [...alice.secrets, ...bob.secrets, ...guests]);
}

/** A request of a staff endpoint: its input is the query of a read and the body of a change. */
function staffRequest(endpoint: string, path: string, input: Record<string, unknown> | undefined): Call {
  const method = methodOf(endpoint);
  if (method !== 'GET') return { method, path, body: input };
  const query = new URLSearchParams(Object.entries(input ?? {}).map(([name, value]): [string, string] => [name, String(value)]));
  return { method, path: query.size === 0 ? path : `${path}?${query}` };
}

/**
 * A manager's request that succeeds, then the same naming each of: A's booking, A's account, a
 * record of nobody's and garbage, in the path's id or, where there is none, as every field of its
 * input. Whoever may not call the endpoint must get one answer for all of them.
 */
function staffCalls(endpoint: string, staff: StaffEndpoint): Call[] {
  const input = staff.input?.(hotelSide);
  const naming = (record: string) =>
    endpoint.includes(':id')
      ? staffRequest(endpoint, pathOf(endpoint, encodeURIComponent(record)), input)
      : staffRequest(endpoint, pathOf(endpoint), input && Object.fromEntries(Object.keys(input).map((field) => [field, record])));
  const plain = staffRequest(endpoint, pathOf(endpoint, staff.record?.(hotelSide)), input);
  return [plain, ...[alice.records.booking, alice.id, crypto.randomUUID(), "x' OR '1'='1"].map(naming)];
}

/** Every request the sweep makes of an endpoint, naming A's records where it names any. */
function callsOf(endpoint: string, sweep: Sweep): Call[] {
  if (sweep.staff !== undefined) return staffCalls(endpoint, sweep.staff);
  return [...(sweep.plain ? [sweep.plain(alice.records)] : []), ...(sweep.attacks ?? []).map((attack) => attack.call(alice.records, alice.records))];
}

/**
 * Each call refused alike: the same status, message and bytes, nothing of anyone, no row changed,
 * not even an answer kept under the Idempotency-Key it was sent with.
 */
async function expectRefusedAlike(visitor: Visitor, calls: Call[], status: number, message: string) {
  await rows.mark();
  const answers: Answer[] = [];
  for (const call of calls) answers.push(await send(visitor, call, crypto.randomUUID()));
  expect(await rows.changes()).toEqual([]);
  for (const answer of answers) {
    expectAnswer(answer, status);
    expect(answer.body.message).toBe(message);
    expect(seenFromOutside(answer)).toEqual(seenFromOutside(answers[0]!));
    expectNothingOfAnyone(answer);
  }
}

beforeAll(async () => {
  alice = await ownerWithEverything('alice', 'Luna', true);
  bob = await ownerWithEverything('bob', 'Tigger');
  hotelSide = await hotelRecords(hotel);
  sitter = await hotel.staff('staff');
  rows = await watchRows(hotel.database.db);
});

describe('the access sweep', () => {
  it('covers every endpoint of the API', () => {
    expect(Object.keys(SWEEP).sort()).toEqual(endpointsOf(hotel.app));
  });

  for (const [endpoint, sweep] of Object.entries(SWEEP)) {
    for (const [index, attack] of (sweep.attacks ?? []).entries()) {
      it(`${endpoint} #${index + 1}: B naming A's records is answered as for ${attack.versus === 'own' ? 'B’s own' : 'records that do not exist'}, and nothing changes`, async () => {
        await rows.mark();
        const theirs = await send(bob.visitor, attack.call(alice.records, bob.records));
        const control = await send(bob.visitor, attack.call(attack.versus === 'own' ? bob.records : nothing(), bob.records));
        expect(await changesBeyond(hotel.database.db, [], await rows.changes(), reachOf(sweep))).toEqual([]);
        expectAnswer(theirs, attack.status);
        expect({ status: theirs.status, body: theirs.body }).toEqual({ status: control.status, body: control.body });
        expectNothingOfAlice(theirs);
      });
    }
    if (sweep.plain !== undefined) {
      const plain = sweep.plain;
      it(`${endpoint}: B sees and changes only B's own`, async () => {
        await rows.mark();
        const answer = await send(bob.visitor, plain(bob.records));
        expect(answer.status).toBeLessThan(300);
        expect(await changesBeyond(hotel.database.db, [bob.id], await rows.changes(), reachOf(sweep))).toEqual([]);
        expectNothingOfAlice(answer);
      });
    }
    if (sweep.staff !== undefined) {
      const staff = sweep.staff;
      it(`${endpoint}: B is refused with 403 whatever the request names, and nothing changes`, async () => {
        await expectRefusedAlike(bob.visitor, staffCalls(endpoint, staff), 403, STAFF_ONLY);
      });
      if (staff.role === 'manager') {
        it(`${endpoint}: a member of staff who is not a manager is refused with 403, and nothing changes`, async () => {
          await expectRefusedAlike(sitter, staffCalls(endpoint, staff), 403, MANAGERS_ONLY);
        });
      }
      it(`${endpoint}: a manager's request succeeds, and changes nothing of A's or B's`, async () => {
        await rows.mark();
        const [plain] = staffCalls(endpoint, staff);
        const answer = await send(hotelSide.manager, plain!);
        if (staff.managerGets === undefined) expect(answer.status, answer.text).toBeLessThan(300);
        else expect(answer.status, answer.text).toBe(staff.managerGets);
        const changes = await rows.changes();
        // The desk acts on another owner's stays; every change it made lies beyond A and B.
        expect(await changesBeyond(hotel.database.db, [alice.id, bob.id], changes)).toEqual(changes);
      });
    }
  }

  it('keeps the public answers out of caches too, but for the extra services, the same for everyone, which choose their own', async () => {
    const calls: Call[] = [
      { method: 'GET', path: '/api/health' },
      { method: 'GET', path: `/api/availability?checkIn=${inDays(60)}&checkOut=${inDays(63)}` },
      { method: 'GET', path: '/api/nothing-here' },
      { method: 'POST', path: '/api/login', body: { email: bob.email, password: 'not-the-password' } },
    ];
    for (const visitor of [hotel.visitor(), bob.visitor]) {
      for (const call of calls) await send(visitor, call);
      const services = await visitor.get('/api/extra-services');
      expect(services.status).toBe(200);
      expect(services.headers.get('cache-control')).toBe('public, max-age=300');
    }
  });

  it('lists show B only B’s cats and bookings', async () => {
    const cats = await bob.visitor.get('/api/cats');
    expect(cats.body.map((cat: { id: string }) => cat.id)).toContain(bob.records.cat);
    const bookings = await bob.visitor.get('/api/bookings');
    expect(bookings.body.map((booking: { id: string }) => booking.id).sort()).toEqual([bob.records.booking, bob.records.reservation].sort());
    expect((await bob.visitor.get('/api/auth/user')).body.id).toBe(bob.id);
  });

  it('B’s profile change cannot be pointed at A by an id or e-mail in the body', async () => {
    await rows.mark();
    const answer = await bob.visitor.patch('/api/user/profile', { id: alice.id, email: alice.email, firstName: 'Mallory', lastName: 'Jones' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: bob.id, email: bob.email, firstName: 'Mallory' });
    expect(await changesBeyond(hotel.database.db, [bob.id], await rows.changes())).toEqual([]);
  });
});

describe('a visitor who is not signed in', () => {
  const forged = 'hotel_session=abcdefghijklmnopqrstuvwxyz234567';
  for (const [endpoint, sweep] of Object.entries(SWEEP)) {
    if (sweep.public) continue;
    it(`${endpoint}: 401 with or without a made-up session cookie, and nothing changes`, async () => {
      for (const cookie of [undefined, forged]) {
        for (const call of callsOf(endpoint, sweep)) {
          const stranger = hotel.visitor();
          stranger.cookie = cookie;
          await rows.mark();
          const answer = await send(stranger, call);
          expectAnswer(answer, 401);
          expect(await rows.changes()).toEqual([]);
          expectNothingOfAnyone(answer);
        }
      }
    });
  }

  it('the sweep knows which endpoints are public', () => {
    const publicOnes = Object.entries(SWEEP)
      .filter(([, sweep]) => sweep.public)
      .map(([endpoint]) => endpoint);
    // A public change would be one that anyone can make: signing in and up, logging out (which
    // ends only the caller's own session), opening a setup or invitation address, where a token of
    // 160 random bits stands in for the session, and the payment providers' notices, where PayPal's
    // verification of the event's signature does, and PayFast's signature and validation.
    // The e-mailed links of issue 16 are such tokens too, and asking for a reset link changes no
    // account (its answer and its time are the same for every address). The code step of a staff
    // sign-in is the second half of signing in: only the session a right password made may use it.
    // The link that stops the daily news e-mails carries the hotel's signature of its account instead.
    expect(publicOnes.filter((endpoint) => methodOf(endpoint) !== 'GET')).toEqual([
      'POST /api/register',
      'POST /api/login',
      'POST /api/login/code',
      'POST /api/logout',
      'POST /api/staff/pass/check',
      'POST /api/staff/pass',
      'POST /api/password/forgot',
      'POST /api/password/reset',
      'POST /api/password/claim',
      'POST /api/email/confirm',
      'POST /api/account/email/confirm',
      'POST /api/unsubscribe/digest',
      'POST /api/webhooks/paypal',
      'POST /api/webhooks/payfast',
    ]);
    // Everything else under /api/staff is the hotel's side, swept as such.
    const staffSide = Object.keys(SWEEP).filter((endpoint) => pathOf(endpoint).startsWith('/api/staff/') && !publicOnes.includes(endpoint));
    expect(staffSide).toEqual(Object.keys(STAFF_ENDPOINTS));
  });
});

describe('a removed member of staff', () => {
  it('gets 401 everywhere, with the session they had or one left behind, and nothing changes', async () => {
    const removed = await hotel.staff('staff');
    expect((await hotelSide.manager.delete(`/api/staff/team/members/${removed.id}`)).status).toBe(200);
    // A session that escaped the removal (written by a sign-in racing it): the session check refuses it too.
    const leftover = generateSessionToken();
    await createSession(hotel.database.db, leftover, { id: removed.id, role: 'staff' }, hotel.deps.now());
    for (const cookie of [removed.cookie, `${SESSION_COOKIE}=${leftover}`]) {
      for (const [endpoint, sweep] of Object.entries(SWEEP)) {
        if (sweep.public) continue;
        const visitor = hotel.visitor();
        visitor.cookie = cookie;
        await rows.mark();
        const answer = await send(visitor, callsOf(endpoint, sweep)[0]!);
        expectAnswer(answer, 401);
        expect(await rows.changes(), endpoint).toEqual([]);
      }
    }
  });
});

describe('Idempotency-Key replayed by another owner', () => {
  it('never hands B the answer A stored, for a change or a payment', async () => {
    const patch = { method: 'PATCH', path: `/api/cats/${alice.records.cat}`, body: { name: 'Luna Belle' } };
    expect((await send(alice.visitor, patch, 'alice-rename')).status).toBe(200);
    await rows.mark();
    const replayed = await send(bob.visitor, patch, 'alice-rename');
    expectAnswer(replayed, 404);
    expect(replayed.headers.get('idempotent-replayed')).toBeNull();
    const pay = { method: 'POST', path: '/api/payment/deposit', body: { reservationId: alice.records.reservation, amount: 100 } };
    const payReplayed = await send(bob.visitor, pay, 'alice-pay');
    expectAnswer(payReplayed, 404);
    expectNothingOfAlice(replayed);
    expectNothingOfAlice(payReplayed);
    // B's refusals are kept under B's keys, so B's own retry is answered alike; A's rows stay as they were.
    expect(await changesBeyond(hotel.database.db, [bob.id], await rows.changes())).toEqual([]);
  });

  it('runs B’s request as B’s own when B reuses A’s key for a new cat', async () => {
    const first = await alice.visitor.post('/api/cats', { name: 'Twin' }, { key: 'shared-key' });
    const second = await bob.visitor.post('/api/cats', { name: 'Twin' }, { key: 'shared-key' });
    expect(second.status).toBe(201);
    expect(second.body.id).not.toBe(first.body.id);
    expect(second.headers.get('idempotent-replayed')).toBeNull();
    expect((await bob.visitor.get('/api/cats')).body.map((cat: { id: string }) => cat.id)).toContain(second.body.id);
  });
});
