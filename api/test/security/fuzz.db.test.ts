// Every endpoint, signed in and not, fed malformed, oversized, wrong-typed and hostile bodies, queries,
// ids and headers (fast-check). Whatever arrives: never a 5xx, a refusal is JSON with a message,
// nothing internal leaks, and a refusal changes no row. The seed is printed; FUZZ_SEED=<n> replays a
// run, FUZZ_RUNS=<n> sets the runs of each property (`npm run test:fuzz` for the long run).
// The hotel's side is sent by a manager, whom every staff endpoint lets in, so its input is read. A
// staff success changes other people's rows by design (the desk's job), so it is held to its reach
// instead: its endpoint's tables, and in them only the rows of whom its path names (`reachOf`). The
// setup and invitation addresses are sent signed out, as by someone with no account yet.
import { eq } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { credentialsSchema, registrationSchema } from '../../../domain/schemas/account.ts';
import { accountDeletionSchema, emailChangeSchema, passwordChangeSchema } from '../../../domain/schemas/account-control.ts';
import { linkTokenSchema } from '../../../domain/schemas/account-links.ts';
import { digestStopSchema } from '../../../domain/schemas/diary-digest.ts';
import { availabilityQuerySchema, bookingChangesSchema, hotelNightsQuerySchema, newBookingSchema } from '../../../domain/schemas/booking.ts';
import { catChangesSchema, newCatSchema } from '../../../domain/schemas/cat.ts';
import { changeBatchSchema, deskChangeBatchSchema } from '../../../domain/schemas/change-batch.ts';
import { careLogEntrySchema, newStayCareItemSchema } from '../../../domain/schemas/care-log.ts';
import { MOCHI_PROFILE } from '../../../domain/schemas/cat.test-support.ts';
import { completeDepositSchema, reservationDepositSchema, startDepositSchema } from '../../../domain/schemas/deposit.ts';
import {
  bookingSearchSchema,
  deskActionSchema,
  deskDayQuerySchema,
  deskDepositSchema,
  deskCheckInSchema,
  deskCheckOutSchema,
  hotelCancelSchema,
  ownerSearchSchema,
} from '../../../domain/schemas/desk.ts';
import {
  catCareSchema,
  deskNewBookingSchema,
  deskNewCatSchema,
  deskNewOwnerSchema,
  deskStayChangeSchema,
} from '../../../domain/schemas/desk-bookings.ts';
import { careItemSchema } from '../../../domain/schemas/care-plan.ts';
import { proofSchema } from '../../../domain/schemas/proof.ts';
import { stayPhotoSchema } from '../../../domain/schemas/stay-photo.ts';
import { vaccinationRulesSchema, vaccinationSchema } from '../../../domain/schemas/vaccination.ts';
import { calendarQuerySchema, closedNightsSchema, nightCapacitySchema } from '../../../domain/schemas/hotel-nights.ts';
import { uuidSchema } from '../../../domain/schemas/id.ts';
import { forgotPasswordSchema, passwordResetSchema } from '../../../domain/schemas/password-reset.ts';
import { profileSchema } from '../../../domain/schemas/profile.ts';
import { pushEndpointSchema, pushSubscriptionSchema } from '../../../domain/schemas/push-subscription.ts';
import { reservationSchema } from '../../../domain/schemas/reservation.ts';
import { acceptRequestSchema, declineRequestSchema, stayRequestQuerySchema, stayRequestSchema } from '../../../domain/schemas/stay-request.ts';
import { liveCallDoneSchema, liveCallSchema } from '../../../domain/schemas/live-call.ts';
import { codeAppRuleSchema, codeSchema, passwordProofSchema } from '../../../domain/schemas/second-factor.ts';
import { invitationSchema, staffAccountSchema, staffPassCheckSchema } from '../../../domain/schemas/staff.ts';
import { holderOf } from '../../accounts/holders.ts';
import { unsubscribeKey } from '../../accounts/unsubscribe-links.ts';
import { SESSION_COOKIE } from '../../auth/owner.ts';
import { createSession, generateSessionToken, sessionIdOf } from '../../auth/sessions.ts';
import {
  accountLinks,
  bookingCats,
  bookingEvents,
  bookingExtraServices,
  bookings,
  cats,
  catVaccinations,
  careLogEntries,
  stayCareItems,
  stayPhotos,
  liveUpdateCalls,
  closedNights,
  deskRules,
  hotelChanges,
  hotelKeys,
  idempotencyKeys,
  mailOutbox,
  nightCapacities,
  payments,
  sessions,
  signInFailures,
  staffPasses,
  stayRequests,
  users,
} from '../../db/schema.ts';
import { mailSettled } from '../../mail/after-commit.ts';
import { payPalCaptureEventShape, unsentCaptureEvent } from '../../payments/test/fake-paypal.ts';
import { newBrowser } from '../../push/push-service.test-support.ts';
import { addCat, inDays, PUBLIC_URL, useTestHotel } from '../hotel.ts';
import { CHANGE_METHODS, endpointsOf, methodOf, pathOf } from './endpoints.ts';
import {
  foreignOrigin,
  idempotencyKeyText,
  jsonValueText,
  mutatedText,
  notJsonText,
  notJsonType,
  pathIdText,
  photoUploadText,
  queryText,
  shapedText,
  shapeOf,
  strangeBodyText,
} from './hostile-input.ts';
import { changesBeyond, type Reach, type RowChange, type RowWatch, watchRows } from './row-watch.ts';
import { type HotelRecords, hotelRecords, STAFF_ENDPOINTS } from './staff-side.ts';

const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const hotel = useTestHotel();

/** The fuzzing owner's own records, for requests that would succeed. */
interface Records {
  email: string;
  cat: string;
  booking: string;
  order: string;
  reservation: string;
  vaccination: string;
  careItem: string;
  /** The endpoint of the owner's browser that gets the hotel's news (issue 34). */
  pushEndpoint: string;
}

interface Target {
  /** The schema whose field names shape the body (or, for a read, the query). */
  schema?: unknown;
  /**
   * A request that passes, which the fuzz spoils a field or two at a time; a staff endpoint's is
   * its request in STAFF_ENDPOINTS, on the hotel's records.
   */
  valid?: (mine: Records, hotel: HotelRecords) => Record<string, unknown>;
  /** Sent signed out only: a setup or invitation address is for someone with no account yet. */
  signedOut?: true;
  /** The tables its success may write beyond the caller's own rows (see `Reach`): the hotel's side only. */
  writes?: PgTable[];
  /** Reads no body and names no record (a logout): whatever JSON comes is rightly ignored, not refused. */
  readsNothing?: true;
  /** Its body is a form, not JSON (PayFast's ITN): the fuzz sends its bodies as forms. */
  form?: true;
  /** Its `writes` reach the account holding the body's `email`, not one its path names (a forgotten password). */
  reachesHolderOfEmail?: true;
  /** Its `writes` reach the owner its body's `ownerId` names (a stay the desk books for them). */
  reachesOwnerInBody?: true;
  /** Its `writes` reach an account it makes itself (an owner's record made at the desk). */
  makesAccount?: true;
  /** Its `writes` reach the owner of the stay its body's `bookingId` names, or its batch's changes' do (the round's log, issue 33). */
  reachesStayInBody?: true;
}

const stay = { checkInDate: inDays(30), checkOutDate: inDays(33) };
const THYROID = { kind: 'medication', name: 'Felimazole 2.5 mg', amount: 'Half a tablet', times: ['08:00', '20:00'], withFood: true, until: '' };
const RABIES = { vaccine: 'rabies', givenOn: '2026-03-02', validUntil: '2027-03-01', vet: 'Blouberg Vet' };
/** A photo's first bytes: enough to be taken as a JPEG. */
const PAGE_PHOTO = { contentType: 'image/jpeg', data: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]).toString('base64') };
const contact = { firstName: 'Thandi', lastName: 'Mokoena', phone: '0821234567' };
/** A browser's endpoint at a push service, as a subscription names it. */
const pushEndpoint = () => `https://fcm.googleapis.com/fcm/send/${crypto.randomUUID()}`;

const FUZZ: Record<string, Target> = {
  'GET /api/health': {},
  'GET /healthz': {},
  'GET /readyz': {},
  // A sign-up with an address another account holds warns that account's holder (issue 16).
  'POST /api/register': {
    schema: registrationSchema,
    valid: () => ({ ...contact, email: 'new.owner@example.com', password: 'whiskers1' }),
    writes: [mailOutbox],
    reachesHolderOfEmail: true,
  },
  'POST /api/login': { schema: credentialsSchema, valid: (mine) => ({ email: mine.email, password: 'whiskers1' }) },
  // No session here waits for a code, so every code is refused: the step is second-factor.db.test.ts's.
  'POST /api/login/code': { schema: codeSchema, valid: () => ({ code: '123456' }) },
  'GET /api/login': {},
  'GET /api/logout': {},
  'POST /api/logout': { readsNothing: true },
  'GET /api/auth/user': {},
  'PATCH /api/user/profile': { schema: profileSchema, valid: () => ({ ...contact, address: '1 Beach Road, Sunningdale' }) },
  'GET /api/cats': {},
  'POST /api/cats': { schema: newCatSchema, valid: () => MOCHI_PROFILE },
  'PATCH /api/cats/:id': { schema: catChangesSchema, valid: () => MOCHI_PROFILE },
  'DELETE /api/cats/:id': {},
  // A cat's vaccinations and proofs (issue 33); the ids the fuzz tries are the owner's own cat and others.
  'POST /api/cats/:id/vaccinations': { schema: vaccinationSchema, valid: () => RABIES },
  'PUT /api/cats/:id/spay-neuter/proof': { schema: proofSchema, valid: () => ({ id: crypto.randomUUID(), ...PAGE_PHOTO }) },
  'DELETE /api/cats/:id/spay-neuter/proof': {},
  'PUT /api/vaccinations/:id': { schema: vaccinationSchema, valid: () => RABIES },
  'DELETE /api/vaccinations/:id': {},
  'PUT /api/vaccinations/:id/proof': { schema: proofSchema, valid: () => ({ id: crypto.randomUUID(), ...PAGE_PHOTO }) },
  'DELETE /api/vaccinations/:id/proof': {},
  'GET /api/proofs/:id': {},
  // A stay's photo (issue 34): the fuzzing owner has none, so every id, known or not, is none of theirs.
  'GET /api/photos/:id/:file': {},
  'POST /api/cats/:id/care-plan': { schema: careItemSchema, valid: () => THYROID },
  'PUT /api/care-plan/:id': { schema: careItemSchema, valid: () => THYROID },
  'DELETE /api/care-plan/:id': {},
  'GET /api/vaccination-rules': {},
  // The hotel's news on the owner's phones (issue 34): the key is the hotel's, made at the first ask.
  'GET /api/push/key': { writes: [hotelKeys] },
  'POST /api/push-subscriptions': { schema: pushSubscriptionSchema, valid: () => newBrowser().subscription(pushEndpoint()) },
  'DELETE /api/push-subscriptions': { schema: pushEndpointSchema, valid: (mine) => ({ endpoint: mine.pushEndpoint }) },
  'GET /api/extra-services': {},
  'GET /api/availability': { schema: availabilityQuerySchema, valid: () => ({ checkIn: stay.checkInDate, checkOut: stay.checkOutDate, cats: 2 }) },
  'GET /api/availability/nights': { schema: hotelNightsQuerySchema, valid: () => ({ from: stay.checkInDate, to: stay.checkOutDate }) },
  'GET /api/bookings': {},
  'GET /api/bookings/:id': {},
  'POST /api/bookings': {
    schema: newBookingSchema,
    valid: (mine) => ({ booking: { ...stay, specialRequests: 'Evening tablet' }, catIds: [mine.cat], extraServiceIds: [1] }),
  },
  'PATCH /api/bookings/:id': {
    schema: bookingChangesSchema,
    valid: (mine) => ({ ...stay, specialRequests: 'Evening tablet', catIds: [mine.cat], extraServiceIds: [1], version: 1 }),
  },
  'POST /api/bookings/:id/cancel': {},
  'POST /api/bookings/:id/requests': { schema: stayRequestSchema, valid: () => ({ kind: 'cancel', note: 'We are moving to Durban' }) },
  // A Live Update call (issue 34); the ids the fuzz tries are the owner's own records and others.
  'POST /api/bookings/:id/live-calls': {
    schema: liveCallSchema,
    valid: () => ({ id: crypto.randomUUID(), day: stay.checkInDate, at: '14:00', note: 'By the window' }),
  },
  'DELETE /api/live-calls/:id': {},
  'POST /api/changes': {
    schema: changeBatchSchema,
    valid: (mine) => ({ changes: [{ id: crypto.randomUUID(), method: 'PATCH', path: `/api/cats/${mine.cat}`, body: MOCHI_PROFILE }] }),
  },
  'POST /api/reservations': {
    schema: reservationSchema,
    valid: () => ({
      ...contact,
      ...stay,
      email: 'thandi@example.com',
      numberOfCats: 1,
      stayType: 'short',
      specialRequirements: 'None',
      extraServiceIds: [1],
    }),
  },
  'POST /api/create-paypal-deposit': { schema: startDepositSchema, valid: (mine) => ({ bookingId: mine.booking }) },
  'POST /api/paypal-deposit-complete': {
    schema: completeDepositSchema,
    valid: (mine) => ({ bookingId: mine.booking, orderData: { id: mine.order, status: 'COMPLETED' } }),
  },
  'POST /api/payment/deposit': { schema: reservationDepositSchema, valid: (mine) => ({ reservationId: mine.reservation, amount: 100 }) },
  // A pass's token is the credential; once the example's address has made its account, it answers 410.
  // The token rides in a body, never a query string (issue 30).
  'POST /api/staff/pass/check': { schema: staffPassCheckSchema, signedOut: true, valid: (_, hotel) => ({ token: hotel.passToken }) },
  'POST /api/staff/pass': {
    schema: staffAccountSchema,
    signedOut: true,
    // An invitation: the account takes the invited address, so the form sends none (issue 30).
    valid: (_, hotel) => ({ token: hotel.passToken, firstName: 'Lindiwe', lastName: 'Khumalo', password: 'whiskers1' }),
    writes: [staffPasses],
  },
  // Anyone may post to PayPal's webhook, with no session. This hotel takes test payments and can
  // verify nothing, so every event, forged or hostile, must be refused before it is read, changing
  // nothing (api/webhooks.db.test.ts forges events against PayPal's own check).
  'POST /api/webhooks/paypal': {
    schema: payPalCaptureEventShape,
    signedOut: true,
    valid: (mine) => unsentCaptureEvent(mine.order, mine.order.replace(/^TEST-/, '')),
  },
  // Anyone may post to PayFast's notify address, with no session, as a form. This hotel takes test
  // payments and can verify nothing, so every ITN, forged or hostile, must be refused before it is
  // read, changing nothing (api/payments/payfast.db.test.ts forges ITNs against PayFast's checks).
  'POST /api/webhooks/payfast': { signedOut: true, form: true },
  // A forgotten password, asked by anyone: the one account it may reach is the one holding the
  // address in the body, which is sent a link (after the answer, which the fuzz waits for).
  'POST /api/password/forgot': {
    schema: forgotPasswordSchema,
    signedOut: true,
    valid: (mine) => ({ email: mine.email }),
    writes: [accountLinks, mailOutbox],
    reachesHolderOfEmail: true,
  },
  // The e-mailed links: their tokens are the credential, and the fuzz knows none, so nothing it
  // sends may change a row (their rules are api/accounts/*.db.test.ts's).
  'POST /api/password/reset': { schema: passwordResetSchema, signedOut: true, valid: () => ({ token: 'a'.repeat(32), password: 'whiskers2' }) },
  'POST /api/password/claim': { schema: passwordResetSchema, signedOut: true, valid: () => ({ token: 'a'.repeat(32), password: 'whiskers2' }) },
  'POST /api/email/confirm': { schema: linkTokenSchema, signedOut: true, valid: () => ({ token: 'a'.repeat(32) }) },
  'POST /api/account/email/confirm': { schema: linkTokenSchema, signedOut: true, valid: () => ({ token: 'a'.repeat(32) }) },
  // The link in a daily news e-mail (issue 34): the hotel's signature is the credential, and the
  // fuzz signs nothing, so whatever it sends, naming its own account or another, changes no row.
  'POST /api/unsubscribe/digest': { schema: digestStopSchema, signedOut: true, valid: () => ({ u: fuzzer.id, s: 'a'.repeat(43) }) },
  // "Send again" reads no body: whatever JSON comes is rightly ignored.
  'POST /api/email/confirmation': { readsNothing: true },
  // The owner's control of the account. A change of address e-mails the new address, which no account holds.
  'GET /api/account/export': {},
  'POST /api/account/password': { schema: passwordChangeSchema, valid: () => ({ currentPassword: 'whiskers1', newPassword: 'whiskers1' }) },
  'POST /api/account/email': {
    schema: emailChangeSchema,
    valid: () => ({ newEmail: 'fuzzer.moved@example.com', password: 'whiskers1' }),
    writes: [mailOutbox],
  },
  // Its example carries a wrong password: deleting the fuzzing owner would leave the rest of the
  // run nobody to send as (what a delete does is api/accounts/control.db.test.ts's).
  'POST /api/account/delete': { schema: accountDeletionSchema, valid: () => ({ password: 'not-the-password' }) },
  // The hotel's side: each valid example is the endpoint's request in STAFF_ENDPOINTS.
  'GET /api/staff/today': { schema: deskDayQuerySchema },
  'GET /api/staff/night': { schema: deskDayQuerySchema },
  'GET /api/staff/calendar': { schema: calendarQuerySchema },
  'GET /api/staff/bookings': { schema: bookingSearchSchema },
  'GET /api/staff/bookings/:id': {},
  'POST /api/staff/bookings/:id/deposit': { schema: deskDepositSchema, writes: [bookings, payments, bookingEvents, mailOutbox] },
  'POST /api/staff/bookings/:id/check-in': { schema: deskCheckInSchema, writes: [bookings, bookingCats, payments, bookingEvents] },
  'POST /api/staff/bookings/:id/check-out': { schema: deskCheckOutSchema, writes: [bookings, bookingCats, payments, bookingEvents, mailOutbox] },
  'POST /api/staff/bookings/:id/cancel': { schema: hotelCancelSchema, writes: [bookings, bookingEvents, mailOutbox] },
  'POST /api/staff/bookings/:id/no-show': { schema: deskActionSchema, writes: [bookings, bookingEvents] },
  'GET /api/staff/stay-requests': { schema: stayRequestQuerySchema },
  'POST /api/staff/stay-requests/:id/accept': { schema: acceptRequestSchema, writes: [stayRequests, bookingEvents, mailOutbox] },
  'POST /api/staff/stay-requests/:id/decline': { schema: declineRequestSchema, writes: [stayRequests, bookingEvents, mailOutbox] },
  'GET /api/staff/owners': { schema: ownerSearchSchema },
  'GET /api/staff/owners/:id': {},
  'POST /api/staff/owners/:id/password-reset': { writes: [accountLinks, mailOutbox] },
  // Booking and changing stays at the desk (issue 31): a new owner's account is theirs to reach.
  'POST /api/staff/owners': { schema: deskNewOwnerSchema, writes: [users, accountLinks, mailOutbox], makesAccount: true },
  'POST /api/staff/owners/:id/cats': { schema: deskNewCatSchema, writes: [cats] },
  'PATCH /api/staff/cats/:id/care': { schema: catCareSchema, writes: [cats] },
  'GET /api/staff/proofs/:id': {},
  // The stays' photos (issue 34): an upload hostile in its fields or its bytes (not a picture, cut
  // short, an image bomb, too large: hostile-input.ts) is refused; one that passes adds a photo to
  // the stay it names, and its news makes the hotel's push key if none was made yet.
  'POST /api/staff/stay-photos': { schema: stayPhotoSchema, writes: [stayPhotos, hotelKeys], reachesStayInBody: true },
  'GET /api/staff/photos/:id/:file': {},
  'POST /api/staff/vaccinations/:id/check': { writes: [catVaccinations] },
  'POST /api/staff/care-log': { schema: careLogEntrySchema, writes: [careLogEntries], reachesStayInBody: true },
  'POST /api/staff/stay-care': { schema: newStayCareItemSchema, writes: [stayCareItems], reachesStayInBody: true },
  'PUT /api/staff/stay-care/:id': { schema: careItemSchema, writes: [stayCareItems] },
  'DELETE /api/staff/stay-care/:id': { writes: [stayCareItems] },
  'POST /api/staff/live-calls/:id/done': { schema: liveCallDoneSchema, writes: [liveUpdateCalls, bookings, bookingEvents] },
  'POST /api/staff/changes': { schema: deskChangeBatchSchema, writes: [careLogEntries], reachesStayInBody: true },
  'POST /api/staff/cats/:id/spay-neuter/check': { writes: [cats] },
  'PUT /api/staff/vaccination-rules': { schema: vaccinationRulesSchema, writes: [deskRules, hotelChanges] },
  'POST /api/staff/bookings': {
    schema: deskNewBookingSchema,
    writes: [bookings, bookingCats, bookingExtraServices, bookingEvents, mailOutbox],
    reachesOwnerInBody: true,
  },
  'PATCH /api/staff/bookings/:id': { schema: deskStayChangeSchema, writes: [bookings, bookingCats, bookingExtraServices, bookingEvents, mailOutbox] },
  'GET /api/staff/settings/nights': {},
  // The member's own code app: the fuzzing manager's is set up, so setup and confirm are refused (409).
  'GET /api/staff/code': {},
  'POST /api/staff/code/setup': { readsNothing: true },
  'POST /api/staff/code/confirm': { schema: codeSchema, valid: () => ({ code: '123456' }) },
  'PUT /api/staff/code/rule': { schema: codeAppRuleSchema, valid: () => ({ staffNeedCodeApp: false }), writes: [deskRules, hotelChanges] },
  'POST /api/staff/proof': { schema: passwordProofSchema, valid: () => ({ password: 'whiskers1' }), writes: [sessions] },
  'GET /api/staff/settings/changes': {},
  'PUT /api/staff/settings/capacity': { schema: nightCapacitySchema, writes: [nightCapacities, hotelChanges] },
  'POST /api/staff/settings/closed-nights': { schema: closedNightsSchema, writes: [closedNights, hotelChanges] },
  'DELETE /api/staff/settings/closed-nights/:id': { writes: [closedNights, hotelChanges] },
  'GET /api/staff/team': {},
  'POST /api/staff/team/invitations': { schema: invitationSchema, writes: [staffPasses, mailOutbox, hotelChanges] },
  'DELETE /api/staff/team/invitations/:id': { writes: [staffPasses, hotelChanges] },
  'DELETE /api/staff/team/members/:id': { writes: [users, sessions, staffPasses, hotelChanges] },
};
const MUTATING = Object.keys(FUZZ).filter((endpoint) => CHANGE_METHODS.includes(methodOf(endpoint)));
/** The changes that read a body or an id, so that malformed input is theirs to refuse. */
const CHANGES_WITH_INPUT = MUTATING.filter((endpoint) => !FUZZ[endpoint]!.readsNothing);

/** What a stack trace, a database error or a source path looks like in a response. */
const INTERNALS =
  /^ {4}at |\n\s+at |node_modules|Error:|select "|from "\w+"|insert into|violates|\/work\/|\w\.(?:ts|js):\d|SQLSTATE|duplicate key|postgres|pglite|drizzle/i;

/** Rows a refusal may write by design: its own stored answer to a key, and counted sign-in failures. */
const REFUSAL_RECORDS = new Set([getTableConfig(idempotencyKeys).name, getTableConfig(signInFailures).name]);

/** An account the fuzz sends requests as, with a session of its own. */
interface Caller {
  id: string;
  role: 'owner' | 'manager';
  token: string;
}

interface Attempt {
  method: string;
  path: string;
  body?: string;
  headers: Record<string, string | undefined>;
  /** Whose session the request carries: none when signed out. */
  as: Caller | null;
  /** For the hotel's side: the tables a success may write, and the id in its path. */
  reach?: { writes: PgTable[]; id: string; makesAccount?: true | undefined };
}

interface Owner {
  id: string;
  records: Records;
}

let fuzzer: Owner;
let hotelSide: HotelRecords;
let asOwner: Caller;
let asManager: Caller;
let known: string[] = [];
let rows: RowWatch;

async function ownerWithRecords(): Promise<Owner> {
  const visitor = await hotel.owner();
  const id = (await visitor.get('/api/auth/user')).body.id as string;
  const cat = await addCat(visitor);
  const booking = (await visitor.post('/api/bookings', { booking: stay, catIds: [cat] })).body.id as string;
  const started = await visitor.post('/api/create-paypal-deposit', { bookingId: booking });
  const reservation = await visitor.post('/api/reservations', { ...stay, ...contact, email: visitor.email, numberOfCats: 1, stayType: 'short' });
  const vaccination = (await visitor.post(`/api/cats/${cat}/vaccinations`, RABIES)).body.vaccinations[0].id as string;
  const careItem = (await visitor.post(`/api/cats/${cat}/care-plan`, THYROID)).body.carePlan[0].id as string;
  const phone = newBrowser().subscription(pushEndpoint());
  expect((await visitor.post('/api/push-subscriptions', phone)).status).toBe(200);
  const records = {
    email: visitor.email,
    cat,
    booking,
    order: started.body.orderId as string,
    reservation: reservation.body.id as string,
    vaccination,
    careItem,
    pushEndpoint: phone.endpoint,
  };
  return { id, records };
}

async function freshSession(caller: Caller): Promise<void> {
  caller.token = generateSessionToken();
  await createSession(hotel.database.db, caller.token, caller, hotel.deps.now());
}

async function signedInAs(id: string, role: Caller['role']): Promise<Caller> {
  const caller = { id, role, token: '' };
  await freshSession(caller);
  return caller;
}

beforeAll(async () => {
  fuzzer = await ownerWithRecords();
  // Another owner's ids are among those the fuzz sends: a success with one of them would show as a change beyond the caller's.
  const rival = await ownerWithRecords();
  hotelSide = await hotelRecords(hotel);
  const { manager, guest, stays, member, invitation, closure } = hotelSide;
  known = [
    ...[fuzzer, rival].flatMap((owner) => [owner.id, owner.records.cat, owner.records.booking, owner.records.order, owner.records.reservation]),
    ...[manager.id, guest.id, member, invitation, closure, ...Object.values(stays).map((stay) => stay.id)],
  ];
  asOwner = await signedInAs(fuzzer.id, 'owner');
  asManager = await signedInAs(manager.id, 'manager');
  // The hotel's key for the daily news e-mails' links, as its first start makes it: a link is checked against it.
  await unsubscribeKey(hotel.database.db);
  rows = await watchRows(hotel.database.db);
  console.log(`fuzz: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}`);
});

/** Who sends an endpoint's requests when signed in: a manager on the hotel's side, nobody at a pass, else the owner. */
function callerOf(endpoint: string): Caller | null {
  if (STAFF_ENDPOINTS[endpoint] !== undefined) return asManager;
  return FUZZ[endpoint]!.signedOut ? null : asOwner;
}

function allowedRefusalRecord(change: RowChange, callers: readonly string[]): boolean {
  if (!REFUSAL_RECORDS.has(change.table)) return false;
  const row = change.after ?? change.before!;
  return typeof row.ownerId !== 'string' || callers.includes(row.ownerId);
}

/** The owner whose session a token opens, if it opens one. */
async function ownerOfSession(token: string): Promise<string | undefined> {
  const [session] = await hotel.database.db
    .select({ userId: sessions.userId })
    .from(sessions)
    .where(eq(sessions.id, sessionIdOf(token)));
  return session?.userId;
}

/** The owner a response signed in, read from its session cookie and the sessions table. */
async function signedInBy(response: Response): Promise<string | undefined> {
  const token = new RegExp(`${SESSION_COOKIE}=([a-z2-7]{32})`).exec(response.headers.get('set-cookie') ?? '')?.[1];
  return token === undefined ? undefined : ownerOfSession(token);
}

/**
 * What a staff success may change beyond the caller's own rows: the endpoint's tables, and in them
 * the hotel's own rows and those of the account the path names (a member, or a booking's owner).
 * Rows are told apart by owner, not one owner's bookings from another: the desk's own tests check
 * which stay an action changed; here it is that nobody else's rows are touched.
 */
async function reachOf({ writes, id }: NonNullable<Attempt['reach']>, made: readonly string[]): Promise<Reach> {
  const named = v.safeParse(uuidSchema, id);
  // The path names a booking, or an owner's request about one (issue 31): its owner is the one named.
  const [booking] = named.success
    ? await hotel.database.db.select({ ownerId: bookings.ownerId }).from(bookings).where(eq(bookings.id, named.output))
    : [];
  const [cat] = named.success ? await hotel.database.db.select({ ownerId: cats.ownerId }).from(cats).where(eq(cats.id, named.output)) : [];
  const [request] = named.success
    ? await hotel.database.db.select({ ownerId: stayRequests.ownerId }).from(stayRequests).where(eq(stayRequests.id, named.output))
    : [];
  // Or a cat's vaccination, which the desk checks against the book (issue 33): its cat's owner.
  const [vaccination] = named.success
    ? await hotel.database.db
        .select({ ownerId: cats.ownerId })
        .from(catVaccinations)
        .innerJoin(cats, eq(cats.id, catVaccinations.catId))
        .where(eq(catVaccinations.id, named.output))
    : [];
  // Or an item of a stay's care plan (issue 33): its stay's owner.
  const [careItem] = named.success
    ? await hotel.database.db
        .select({ ownerId: bookings.ownerId })
        .from(stayCareItems)
        .innerJoin(bookings, eq(bookings.id, stayCareItems.bookingId))
        .where(eq(stayCareItems.id, named.output))
    : [];
  // Or a Live Update call (issue 34): its stay's owner.
  const [liveCall] = named.success
    ? await hotel.database.db
        .select({ ownerId: bookings.ownerId })
        .from(liveUpdateCalls)
        .innerJoin(bookings, eq(bookings.id, liveUpdateCalls.bookingId))
        .where(eq(liveUpdateCalls.id, named.output))
    : [];
  const owners = [booking, cat, request, vaccination, careItem, liveCall].flatMap((record) => (record === undefined ? [] : [record.ownerId]));
  return { tables: writes.map((table) => getTableConfig(table).name), named: [id, ...owners, ...made] };
}

/** The accounts a request made itself, among the rows it changed. */
function accountsMade(changed: RowChange[]): string[] {
  return changed
    .filter((change) => change.table === getTableConfig(users).name && change.before === undefined)
    .map((change) => change.after!.id as string);
}

/**
 * Sends one attempt and checks what every answer must be. Returns the status, so a property can
 * ask for a particular one.
 */
async function attempt({ method, path, body, headers, as, reach }: Attempt): Promise<number> {
  const sent = new Headers();
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) sent.set(name, value);
  if (as !== null) sent.set('cookie', `${SESSION_COOKIE}=${as.token}`);
  await rows.mark();
  const response = await hotel.app.request(`${PUBLIC_URL}${path}`, { method, headers: sent, body });
  const text = await response.text();
  // What a request set going after its answer (a reset link's lookup, e-mail) is its change too.
  await mailSettled();
  const changed = await rows.changes();
  const what = `${method} ${path.slice(0, 200)} -> ${response.status} ${text.slice(0, 300)}`;

  expect(response.status, what).toBeLessThan(500);
  expect(text, what).not.toMatch(INTERNALS);
  if (response.status >= 400) {
    expect(response.headers.get('content-type'), what).toMatch(/^application\/json/);
    expect(typeof (JSON.parse(text) as { message?: unknown }).message, what).toBe('string');
  }
  const callers = [...(as === null ? [] : [as.id]), await signedInBy(response)].filter((id) => id !== undefined);
  const changes =
    response.status >= 400
      ? changed
      : await changesBeyond(
          hotel.database.db,
          callers,
          changed,
          reach === undefined ? undefined : await reachOf(reach, reach.makesAccount ? accountsMade(changed) : []),
        );
  expect(
    changes.filter((change) => !allowedRefusalRecord(change, callers)),
    what,
  ).toEqual([]);

  // A logout (or a sign-in over this session) ends the caller's session; the next attempt needs one.
  if (as !== null && (await ownerOfSession(as.token)) === undefined) await freshSession(as);
  return response.status;
}

/** The owner a body's `ownerId` names, if the body is JSON naming one. */
function ownerIdIn(text: string | null): string {
  try {
    const ownerId = (JSON.parse(text ?? 'null') as { ownerId?: unknown } | null)?.ownerId;
    return typeof ownerId === 'string' ? ownerId : '';
  } catch {
    return '';
  }
}

/** The stays a body's `bookingId` names, or its batch's changes' bodies do, as one text for `reachOf`'s lookup. */
function stayIdIn(text: string | null): string {
  try {
    const body = JSON.parse(text ?? 'null') as { bookingId?: unknown; changes?: { body?: { bookingId?: unknown } }[] } | null;
    const named = [body?.bookingId, ...(Array.isArray(body?.changes) ? body.changes.map((change) => change?.body?.bookingId) : [])];
    return named.find((id): id is string => typeof id === 'string') ?? '';
  } catch {
    return '';
  }
}

/** The account holding the address a body's `email` names, if the body is JSON naming one that an account holds. */
async function holderOfEmailIn(text: string | null): Promise<string> {
  let email: unknown;
  try {
    email = (JSON.parse(text ?? 'null') as { email?: unknown } | null)?.email;
  } catch {
    return '';
  }
  // No address holds a control character, and the database cannot even be asked about a NUL.
  if (typeof email !== 'string' || [...email].some((character) => character.charCodeAt(0) < 0x20)) return '';
  return (await holderOf(hotel.database.db, email.trim()))?.id ?? '';
}

/** The records a request that passes names in its path, so a change or a removal can reach the database. */
function ownIds(endpoint: string): fc.Arbitrary<string> {
  const record = STAFF_ENDPOINTS[endpoint]?.record;
  if (record !== undefined) return fc.constant(record(hotelSide));
  return fc.constantFrom(fuzzer.records.cat, fuzzer.records.booking, fuzzer.records.reservation, fuzzer.records.vaccination, fuzzer.records.careItem);
}

const options = () => ({ numRuns: RUNS, seed: SEED, endOnFailure: true });

/** A request's own headers, as a same-site page of the hotel (or a tool with no Origin) sends them. */
const ownSiteHeaders = fc.record({
  origin: fc.constantFrom(undefined, PUBLIC_URL),
  'sec-fetch-site': fc.constantFrom(undefined, 'same-origin', 'same-site', 'none'),
});

const strangerCookie = fc.option(
  fc.oneof(
    fc.stringMatching(/^[a-z2-7]{32}$/).map((token) => `${SESSION_COOKIE}=${token}`),
    fc.stringMatching(/^[\x21-\x7e]{0,80}$/).map((junk) => `${SESSION_COOKIE}=${junk}`),
    fc.stringMatching(/^[\x20-\x7e]{0,80}$/),
  ),
);

describe('the fuzz', () => {
  it('covers every endpoint of the API', () => {
    expect(Object.keys(FUZZ).sort()).toEqual(endpointsOf(hotel.app));
  });

  for (const [
    endpoint,
    { schema, valid, signedOut, writes, form, reachesHolderOfEmail, reachesOwnerInBody, reachesStayInBody, makesAccount },
  ] of Object.entries(FUZZ)) {
    const method = methodOf(endpoint);
    const mutating = MUTATING.includes(endpoint);
    it(`${endpoint}: hostile bodies, queries, ids and headers never get a 5xx, a leak or a changed row`, { timeout: 600_000 }, async () => {
      const shape = shapeOf(schema);
      const staff = STAFF_ENDPOINTS[endpoint];
      const example = staff === undefined ? valid?.(fuzzer.records, hotelSide) : staff.input?.(hotelSide);
      const hostile = shape === null ? jsonValueText : shapedText(shape, known);
      const spoiled = shape === null || example === undefined ? [] : [{ weight: 4, arbitrary: mutatedText(shape, example, known) }];
      const body = mutating ? fc.option(fc.oneof({ weight: 2, arbitrary: hostile }, ...spoiled, strangeBodyText), { freq: 8 }) : fc.constant(null);
      await fc.assert(
        fc.asyncProperty(
          // Mostly signed in: a visitor who is not is refused before the input is read.
          signedOut ? fc.constant(false) : fc.constantFrom(true, true, true, false),
          endpoint.includes(':id') ? fc.oneof(ownIds(endpoint), pathIdText(known)) : fc.constant(''),
          mutating ? queryText(null, known) : queryText(shape, known, example as Record<string, string | number> | undefined),
          body,
          ownSiteHeaders,
          mutating ? idempotencyKeyText : fc.constant(null),
          strangerCookie,
          async (signedIn, id, query, text, site, key, cookie) => {
            const status = await attempt({
              method,
              path: `${pathOf(endpoint, id)}${query}`,
              body: text ?? undefined,
              headers: {
                ...site,
                'content-type': text === null ? undefined : form ? 'application/x-www-form-urlencoded' : 'application/json',
                'idempotency-key': key ?? undefined,
                cookie: signedIn ? undefined : (cookie ?? undefined),
              },
              as: signedIn ? callerOf(endpoint) : null,
              reach:
                writes === undefined
                  ? undefined
                  : {
                      writes,
                      makesAccount,
                      id: reachesHolderOfEmail
                        ? await holderOfEmailIn(text)
                        : reachesOwnerInBody
                          ? ownerIdIn(text)
                          : reachesStayInBody
                            ? stayIdIn(text)
                            : id,
                    },
            });
            // Whoever sends it (the owner at the owners' endpoints, a manager at the hotel's) is let in.
            expect(status).not.toBe(403);
          },
        ),
        options(),
      );
    });
  }

  it('a photo from the round, whatever its bytes and whichever cat, is kept as a photo or refused, never a 5xx', { timeout: 600_000 }, async () => {
    const stayPhoto = STAFF_ENDPOINTS['POST /api/staff/stay-photos']!.input!;
    const caring = hotelSide.stays.caring.id;
    // Mostly the cat in the house; else a cat of the fuzzing owner's or of another owner's, or an id of something else.
    const cats = fc.oneof(
      { weight: 3, arbitrary: fc.constant(hotelSide.caringCat) },
      fc.constantFrom(hotelSide.cat, ...known.filter((id) => v.is(uuidSchema, id))),
    );
    await fc.assert(
      fc.asyncProperty(photoUploadText, cats, async (data, catId) => {
        // The photo's own fields, as the round sends them, and the fuzz's bytes as its `data`.
        const fields = JSON.stringify({ ...stayPhoto(hotelSide), catId, data: undefined });
        const status = await attempt({
          method: 'POST',
          path: '/api/staff/stay-photos',
          body: `${fields.slice(0, -1)},"data":${data}}`,
          headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
          as: asManager,
          reach: { writes: [stayPhotos, hotelKeys], id: caring },
        });
        expect([201, 400, 413]).toContain(status);
        if (catId !== hotelSide.caringCat) expect(status).not.toBe(201);
      }),
      options(),
    );
  });

  it('text that is not JSON, sent as JSON, is refused with a 4xx and changes nothing', { timeout: 600_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...CHANGES_WITH_INPUT), fc.boolean(), notJsonText, async (endpoint, signedIn, text) => {
        const status = await attempt({
          method: methodOf(endpoint),
          // An id of nothing: a removal that reads no body would otherwise rightly succeed.
          path: pathOf(endpoint, crypto.randomUUID()),
          body: text,
          headers: { 'content-type': 'application/json' },
          as: signedIn ? callerOf(endpoint) : null,
        });
        expect(status).toBeGreaterThanOrEqual(400);
      }),
      options(),
    );
  });

  it('a change whose body is not declared JSON is refused with 415 and changes nothing', { timeout: 600_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...MUTATING),
        fc.boolean(),
        fc.option(notJsonType, { freq: 5 }),
        fc.oneof(notJsonText, jsonValueText),
        async (endpoint, signedIn, type, text) => {
          // A form is what PayFast's notify address takes, so only other types are refused there.
          fc.pre(!FUZZ[endpoint]!.form || !/^application\/x-www-form-urlencoded/i.test(type ?? ''));
          const status = await attempt({
            method: methodOf(endpoint),
            path: pathOf(endpoint, known[0]),
            body: text,
            // Without a type, the body is still announced by its length, as any HTTP client does.
            headers: { 'content-type': type ?? undefined, 'content-length': String(new TextEncoder().encode(text).length) },
            as: signedIn ? callerOf(endpoint) : null,
          });
          expect(status).toBe(415);
        },
      ),
      options(),
    );
  });

  it('a change from another site is refused with 403 and changes nothing', { timeout: 600_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...MUTATING),
        fc.boolean(),
        fc.oneof(
          foreignOrigin(PUBLIC_URL).map((origin) => ({ origin, 'sec-fetch-site': undefined })),
          fc.constantFrom(undefined, PUBLIC_URL).map((origin) => ({ origin, 'sec-fetch-site': 'cross-site' })),
        ),
        async (endpoint, signedIn, site) => {
          const status = await attempt({
            method: methodOf(endpoint),
            path: pathOf(endpoint, known[1]),
            body: JSON.stringify({ name: 'Mochi', bookingId: known[2] }),
            headers: { ...site, 'content-type': 'application/json' },
            as: signedIn ? callerOf(endpoint) : null,
          });
          expect(status).toBe(403);
        },
      ),
      options(),
    );
  });
});
