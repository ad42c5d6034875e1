import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  type PgColumn,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { BOOKING_STATUSES, PAYMENT_STATUSES } from '../../domain/booking-status.ts';
import { CAT_GENDERS } from '../../domain/schemas/cat.ts';
import { STAFF_ROLES } from '../../domain/schemas/staff.ts';
import { STAY_TYPE_KEYS } from '../../domain/stay.ts';
import { STAY_REQUEST_KINDS, STAY_REQUEST_STATES } from '../../domain/stay-requests.ts';
import { PROOF_TYPES } from '../../domain/schemas/proof.ts';
import { VACCINES } from '../../domain/vaccinations.ts';
import { CARE_KINDS } from '../../domain/care-plan.ts';
import { CARE_LOG_KINDS } from '../../domain/care-log.ts';
import { VACCINATION_REMINDERS } from '../../domain/vaccination-reminders.ts';

// Money is integer cents (D7); stay dates are calendar dates (D8); ids of cats and bookings may be
// made by the phone before the server has seen them (D10), so they have no database default.

// The time of the statement that writes the row, not of its transaction (now()): the changes of a
// phone's batch share one transaction, and the cats and stays it adds keep the order they were made.
const writtenAt = sql`clock_timestamp()`;

// The values a text column may hold are the lists domain/ writes once; the column's type and its
// check constraint both take them from there, so the database and the rules cannot disagree.
const ACCOUNT_ROLES = ['owner', ...STAFF_ROLES] as const;

function isOneOf(column: PgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;
}

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().default(writtenAt),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().default(writtenAt),
};

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased, so the unique index makes e-mail unique regardless of case. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: text('phone'),
    address: text('address'),
    /**
     * What the account may do (docs/decisions/0011): every sign-up is an owner; staff and managers
     * are made only through the setup address or a manager's invitation, never by a request body.
     */
    role: text('role', { enum: ACCOUNT_ROLES }).notNull().default('owner'),
    /** A staff account a manager removed: it cannot sign in, and its sessions were ended. Kept for the history. */
    removedAt: timestamp('removed_at', { withTimezone: true, mode: 'date' }),
    /**
     * When the owner opened the link sent to `email`, proving the address is theirs (issue 16).
     * Until then no deposit is taken online and no receipt goes to the address.
     */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true, mode: 'date' }),
    /**
     * Whether this account signs in with `email`. False for an account made by registering with an
     * address another account already holds: the sign-up answers as any other (so it tells nobody
     * who has an account), and that session works, but nobody signs in to it by e-mail again, no
     * link or receipt is sent to the address for it, and it can never be confirmed. Also false for
     * a deleted account. At most one account holds an address.
     */
    holdsEmail: boolean('holds_email').notNull().default(true),
    /**
     * The owner deleted the account (POPIA): name and contact details are gone and it cannot sign
     * in; it stays only as the owner of the paid bookings and payments the hotel must keep.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    /**
     * A member of staff's code app key (TOTP, base32; issue 30), written when the setup starts and
     * in use once `codeAppSince` is set. Null for owners, who sign in with a password alone.
     */
    codeAppKey: text('code_app_key'),
    /** When the member proved the code app works: from then on sign-in asks for its code. */
    codeAppSince: timestamp('code_app_since', { withTimezone: true, mode: 'date' }),
    /** The time step of the last code taken: a code is accepted once (replay). */
    codeAppLastStep: integer('code_app_last_step'),
    /** Whether the owner gets the day's news of a stay under way by e-mail each evening (issue 34); off with one click. */
    diaryDigest: boolean('diary_digest').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_unique')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.holdsEmail}`),
    check('users_role_values', isOneOf(t.role, ACCOUNT_ROLES)),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the token, hex: a stolen database copy cannot be replayed as cookies. */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /**
     * A member of staff's password was right and the code app's code is still to come (issue 30):
     * the session signs nobody in, and only the code step may use it, for 10 minutes.
     */
    awaitingCode: boolean('awaiting_code').notNull().default(false),
    /** When the account last proved it is who it says (a sign-in, a code, the password asked again). */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * A member of staff's recovery codes (issue 30): each signs in once without the code app, for a
 * lost or broken phone. Only their SHA-256 is kept; they are shown once, when the app is set up.
 */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('recovery_codes_hash_unique').on(t.userId, t.codeHash)],
);

/**
 * The hotel's own rules for its desk, one row (issue 30): whether plain staff, and not only
 * managers, must sign in with a code app.
 */
export const deskRules = pgTable(
  'desk_rules',
  {
    id: integer('id').primaryKey().default(1),
    staffNeedCodeApp: boolean('staff_need_code_app').notNull().default(false),
    // The vaccination rules every stay is checked against (issue 33); the defaults are the spec's
    // (domain/vaccinations.ts, HOUSE_VACCINATION_RULES), which hold while a manager has set none.
    vaccinesRequired: text('vaccines_required', { enum: VACCINES })
      .array()
      .notNull()
      .default(sql`'{fvrcp,rabies}'`),
    vaccinatedDaysBefore: integer('vaccinated_days_before').notNull().default(14),
    spayNeuterProofRequired: boolean('spay_neuter_proof_required').notNull().default(true),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [check('desk_rules_one_row', sql`${t.id} = 1`)],
);

export const cats = pgTable(
  'cats',
  {
    id: uuid('id').primaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    breed: text('breed'),
    age: integer('age'),
    /** Months beside the whole years, so a kitten can be six months old (issue 31). */
    ageMonths: integer('age_months'),
    gender: text('gender', { enum: CAT_GENDERS }),
    weight: text('weight'),
    color: text('color'),
    specialNeeds: text('special_needs'),
    medicalInfo: text('medical_info'),
    dietaryRequirements: text('dietary_requirements'),
    vaccinationRecords: text('vaccination_records'),
    emergencyContact: text('emergency_contact'),
    /** The member of staff who checked the spay or neuter proof against the vet's paper, and when (issue 33). */
    spayNeuterCheckedBy: uuid('spay_neuter_checked_by').references(() => users.id, { onDelete: 'set null' }),
    spayNeuterCheckedAt: timestamp('spay_neuter_checked_at', { withTimezone: true, mode: 'date' }),
    /** The member of staff who last changed the cat's care notes at the desk, and when (issue 31). */
    careChangedBy: uuid('care_changed_by').references(() => users.id, { onDelete: 'set null' }),
    careChangedAt: timestamp('care_changed_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
    /** A removed cat stays for the booking records the hotel keeps for 7 years. */
    removedAt: timestamp('removed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('cats_owner_idx').on(t.ownerId),
    check('cats_age_range', sql`${t.age} is null or (${t.age} between 0 and 30)`),
    check('cats_age_months_range', sql`${t.ageMonths} is null or (${t.ageMonths} between 0 and 11)`),
    check('cats_gender_values', sql`${t.gender} is null or ${isOneOf(t.gender, CAT_GENDERS)}`),
  ],
);

/** A file's bytes as they came: node-postgres reads a Buffer, PGlite a Uint8Array; both are bytes. */
const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * One vaccination as the owner copied it from the cat's vaccination book (issue 33), and the member
 * of staff who checked it against the book, and when. Its id may be the phone's (D10).
 */
export const catVaccinations = pgTable(
  'cat_vaccinations',
  {
    id: uuid('id').primaryKey(),
    catId: uuid('cat_id')
      .notNull()
      .references(() => cats.id, { onDelete: 'cascade' }),
    vaccine: text('vaccine', { enum: VACCINES }).notNull(),
    otherName: text('other_name'),
    givenOn: date('given_on', { mode: 'string' }).notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    vet: text('vet'),
    checkedBy: uuid('checked_by').references(() => users.id, { onDelete: 'set null' }),
    checkedAt: timestamp('checked_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    index('cat_vaccinations_cat_idx').on(t.catId),
    check('cat_vaccinations_vaccine_values', isOneOf(t.vaccine, VACCINES)),
    check('cat_vaccinations_dates', sql`${t.validUntil} > ${t.givenOn}`),
  ],
);

/**
 * An item of a cat's care plan as its owner writes it (issue 33): a meal or a medicine, how much,
 * and the times of day it is given ('08:00', in order). Its id may be the phone's (D10).
 */
export const catCareItems = pgTable(
  'cat_care_items',
  {
    id: uuid('id').primaryKey(),
    catId: uuid('cat_id')
      .notNull()
      .references(() => cats.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CARE_KINDS }).notNull(),
    name: text('name').notNull(),
    amount: text('amount'),
    times: text('times').array().notNull(),
    /** Medicine only: with food or without; null when it does not matter. */
    withFood: boolean('with_food'),
    /** Medicine only: the last day it is given; null, every day. */
    until: date('until', { mode: 'string' }),
    notes: text('notes'),
    ...timestamps,
  },
  (t) => [index('cat_care_items_cat_idx').on(t.catId), check('cat_care_items_kind_values', isOneOf(t.kind, CARE_KINDS))],
);

/**
 * A photo or PDF of a page of the vaccination book (vaccinationId set) or of the spay or neuter
 * certificate (vaccinationId null): at most one for each. Kept in the database, not in a folder the
 * web server serves, so a proof is read only through the owner's and the staff's own routes, and it
 * is in every backup with the records it proves.
 */
export const catProofs = pgTable(
  'cat_proofs',
  {
    id: uuid('id').primaryKey(),
    catId: uuid('cat_id')
      .notNull()
      .references(() => cats.id, { onDelete: 'cascade' }),
    vaccinationId: uuid('vaccination_id').references(() => catVaccinations.id, { onDelete: 'cascade' }),
    contentType: text('content_type', { enum: PROOF_TYPES }).notNull(),
    size: integer('size').notNull(),
    bytes: bytes('bytes').notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    index('cat_proofs_cat_idx').on(t.catId),
    uniqueIndex('cat_proofs_one_per_vaccination').on(t.vaccinationId),
    uniqueIndex('cat_proofs_one_spay_neuter')
      .on(t.catId)
      .where(sql`${t.vaccinationId} is null`),
    check('cat_proofs_type_values', isOneOf(t.contentType, PROOF_TYPES)),
  ],
);

export const extraServices = pgTable(
  'extra_services',
  {
    /** Fixed ids from domain/extra-services.ts; the estimator refers to services by them. */
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    priceCents: integer('price_cents').notNull(),
    charge: text('charge', { enum: ['day', 'stay'] }).notNull(),
    minNights: integer('min_nights').notNull().default(0),
  },
  (t) => [
    check('extra_services_price_positive', sql`${t.priceCents} >= 0`),
    check('extra_services_charge_values', sql`${t.charge} in ('day', 'stay')`),
  ],
);

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    checkOut: date('check_out', { mode: 'string' }).notNull(),
    numberOfCats: integer('number_of_cats').notNull(),
    stayType: text('stay_type', { enum: STAY_TYPE_KEYS }).notNull(),
    nights: integer('nights').notNull(),
    rateCents: integer('rate_cents').notNull(),
    baseCents: integer('base_cents').notNull(),
    servicesCents: integer('services_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    depositCents: integer('deposit_cents').notNull(),
    specialRequests: text('special_requests'),
    /** Where Transport collects the cat and brings it home; set whenever Transport is booked (issue 31). */
    transportAddress: text('transport_address'),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('pending'),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    /** Contact details typed on the reservation form; null for bookings made from the dashboard. */
    contactFirstName: text('contact_first_name'),
    contactLastName: text('contact_last_name'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    /** Who cancelled: the owner from the app, or the hotel (with its reason, which the owner sees). */
    cancelledBy: text('cancelled_by', { enum: ['owner', 'hotel'] }),
    cancelReason: text('cancel_reason'),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true, mode: 'date' }),
    checkedOutAt: timestamp('checked_out_at', { withTimezone: true, mode: 'date' }),
    /** The staff's parting words at check-out, the last line of the stay's report card (issue 34). */
    partingNote: text('parting_note'),
    /**
     * An unpaid booking holds its places until then (PENDING_HOLD_MINUTES after it was made); after
     * that its nights count as free for everyone else until its deposit is paid (issue 15).
     */
    heldUntil: timestamp('held_until', { withTimezone: true, mode: 'date' }),
    /** Raised on every change, so an edit based on an older copy is refused (409), not lost. */
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    index('bookings_owner_idx').on(t.ownerId),
    index('bookings_stay_idx').on(t.checkIn, t.checkOut),
    index('bookings_unpaid_holds_idx')
      .on(t.ownerId, t.heldUntil)
      .where(sql`${t.status} = 'pending'`),
    check('bookings_dates_order', sql`${t.checkOut} > ${t.checkIn}`),
    check('bookings_cats_range', sql`${t.numberOfCats} between 1 and 5`),
    check('bookings_status_values', isOneOf(t.status, BOOKING_STATUSES)),
    check('bookings_cancelled_by_values', sql`${t.cancelledBy} is null or ${t.cancelledBy} in ('owner', 'hotel')`),
    check('bookings_payment_status_values', isOneOf(t.paymentStatus, PAYMENT_STATUSES)),
  ],
);

export const bookingCats = pgTable(
  'booking_cats',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    catId: uuid('cat_id')
      .notNull()
      .references(() => cats.id),
    /** The cat on the desk's scale at check-in and at check-out, in grams (issue 33, domain/cat-weight.ts). */
    weightInGrams: integer('weight_in_grams'),
    weightOutGrams: integer('weight_out_grams'),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.catId] }),
    index('booking_cats_cat_idx').on(t.catId),
    // Two checks, each as simple as the cats' age range: a backup's dump writes them back unchanged.
    check('booking_cats_weight_in_range', sql`${t.weightInGrams} is null or (${t.weightInGrams} between 100 and 20000)`),
    check('booking_cats_weight_out_range', sql`${t.weightOutGrams} is null or (${t.weightOutGrams} between 100 and 20000)`),
  ],
);

/**
 * A stay's care plan (issue 33): each item of the cat's own plan, copied in when the cat checks in,
 * where the desk confirms it with the owner or adjusts it for this stay without touching the
 * profile. An item taken off is kept with the time it was, so the log's entries still name it.
 */
export const stayCareItems = pgTable(
  'stay_care_items',
  {
    id: uuid('id').primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    catId: uuid('cat_id')
      .notNull()
      .references(() => cats.id),
    kind: text('kind', { enum: CARE_KINDS }).notNull(),
    name: text('name').notNull(),
    amount: text('amount'),
    times: text('times').array().notNull(),
    withFood: boolean('with_food'),
    until: date('until', { mode: 'string' }),
    notes: text('notes'),
    /** Who at the desk confirmed it at check-in or last changed it, and when. */
    confirmedBy: uuid('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    removedAt: timestamp('removed_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [index('stay_care_items_booking_idx').on(t.bookingId), check('stay_care_items_kind_values', isOneOf(t.kind, CARE_KINDS))],
);

/**
 * The care log (issue 33): one row for each tap of the round, made on a staff phone (its id is the
 * phone's, D10) and kept as it came, even when two phones logged the same dose: the round shows
 * both, so the double dose is seen rather than hidden.
 */
export const careLogEntries = pgTable(
  'care_log_entries',
  {
    id: uuid('id').primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    catId: uuid('cat_id')
      .notNull()
      .references(() => cats.id),
    stayCareItemId: uuid('stay_care_item_id').references(() => stayCareItems.id),
    day: date('day', { mode: 'string' }).notNull(),
    slot: text('slot'),
    kind: text('kind', { enum: CARE_LOG_KINDS as [string, ...string[]] }).notNull(),
    outcome: text('outcome'),
    note: text('note'),
    loggedBy: uuid('logged_by').references(() => users.id, { onDelete: 'set null' }),
    /** When it was tapped, on the phone's clock; receivedAt, when the server heard of it. */
    loggedAt: timestamp('logged_at', { withTimezone: true, mode: 'date' }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().default(writtenAt),
  },
  (t) => [index('care_log_entries_booking_day_idx').on(t.bookingId, t.day), check('care_log_entries_kind_values', isOneOf(t.kind, CARE_LOG_KINDS))],
);

/**
 * A photo of a cat posted to its stay's diary by staff (issue 34), named by the phone that took it
 * (D10), so a photo sent again after a lost answer is kept once. The files themselves, resized and
 * stripped of their camera data, are in the photo store (api/photos/store.ts: a folder under
 * DATA_DIR or a bucket) under `storageKey`; no address outside the app's access checks reaches them.
 */
export const stayPhotos = pgTable(
  'stay_photos',
  {
    id: uuid('id').primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    catId: uuid('cat_id')
      .notNull()
      .references(() => cats.id),
    day: date('day', { mode: 'string' }).notNull(),
    /** The one line the member wrote with it; empty when they wrote none. */
    caption: text('caption').notNull().default(''),
    storageKey: text('storage_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    postedBy: uuid('posted_by').references(() => users.id, { onDelete: 'set null' }),
    /** When it was taken, on the phone's clock; receivedAt, when the server kept it. */
    takenAt: timestamp('taken_at', { withTimezone: true, mode: 'date' }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().default(writtenAt),
  },
  (t) => [index('stay_photos_booking_idx').on(t.bookingId, t.takenAt)],
);

/**
 * A call the owner asked for to see the cat (the spec's Live Updates, issue 34): the time of day
 * wanted, staff marking it done, and what it cost: the first call of a day is free, each further
 * one is charged as the spec prices it and added to the stay's total when it is made.
 */
export const liveUpdateCalls = pgTable(
  'live_update_calls',
  {
    id: uuid('id').primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    /** The time of day the owner would like the call, HH:MM at the hotel. */
    at: text('at').notNull(),
    note: text('note'),
    requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'date' }).notNull().default(writtenAt),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    doneBy: uuid('done_by').references(() => users.id, { onDelete: 'set null' }),
    doneAt: timestamp('done_at', { withTimezone: true, mode: 'date' }),
    /** What the call added to the stay's total when it was made: 0 for a free one. */
    chargedCents: integer('charged_cents'),
  },
  (t) => [index('live_update_calls_booking_day_idx').on(t.bookingId, t.day)],
);

/** A browser an owner allowed to show the hotel's news (Web Push, issue 34); gone when the push service says it expired. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    endpoint: text('endpoint').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().default(writtenAt),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * Keys the hotel makes for itself at its first start and keeps (the VAPID pair that signs its Web
 * Push messages, the key that signs unsubscribe links): every server reads the same, a restart
 * changes nothing, and they travel with the backup.
 */
export const hotelKeys = pgTable('hotel_keys', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().default(writtenAt),
});

export const bookingExtraServices = pgTable(
  'booking_extra_services',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    extraServiceId: integer('extra_service_id')
      .notNull()
      .references(() => extraServices.id),
    /** The amount charged when booked: a later price change does not alter a booking. */
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.extraServiceId] })],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `desk`: taken at the hotel's desk by staff, in cash or by card (never through a provider). */
    provider: text('provider', { enum: ['test', 'paypal', 'payfast', 'desk'] }).notNull(),
    /** The R100 deposit; the balance, taken at check-in; `extras`, what was added to the stay since, taken at check-out. */
    kind: text('kind', { enum: ['deposit', 'balance', 'extras'] })
      .notNull()
      .default('deposit'),
    method: text('method', { enum: ['online', 'cash', 'card'] })
      .notNull()
      .default('online'),
    /** The staff member who took a desk payment. */
    recordedBy: uuid('recorded_by').references(() => users.id),
    providerOrderId: text('provider_order_id'),
    /** Where the owner approves the order; kept so a second click reopens the same checkout. */
    approveUrl: text('approve_url'),
    captureId: text('capture_id'),
    /** What the provider charges, in its currency (PayPal does not settle ZAR: D11). */
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /**
     * `refunded` and `reversed` are a capture the provider later gave back (a refund, a chargeback);
     * `paid_twice` a capture made after the booking's deposit was already taken (at the desk, say):
     * the hotel holds it, and owes the owner a refund of one of the two.
     */
    status: text('status', { enum: ['created', 'captured', 'declined', 'refunded', 'reversed', 'paid_twice'] })
      .notNull()
      .default('created'),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    capturedAt: timestamp('captured_at', { withTimezone: true, mode: 'date' }),
    /** When the reconciliation pass last asked the provider about this open checkout. */
    checkedAt: timestamp('checked_at', { withTimezone: true, mode: 'date' }),
    /** A server asking the provider about this checkout holds it until then (as the mail outbox does). */
    claimedUntil: timestamp('claimed_until', { withTimezone: true, mode: 'date' }),
    /**
     * While its capture is asked of the provider, the checkout's booking counts as paid for the
     * places (decision 0024): two owners capturing for the last place at once cannot both be charged.
     */
    placesClaimedUntil: timestamp('places_claimed_until', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('payments_booking_idx').on(t.bookingId),
    uniqueIndex('payments_provider_order_unique').on(t.provider, t.providerOrderId),
    uniqueIndex('payments_provider_capture_unique').on(t.provider, t.captureId),
    // The rule that matters most: one captured deposit per booking, whatever races happen; and one balance.
    uniqueIndex('payments_one_captured_deposit')
      .on(t.bookingId)
      .where(sql`${t.status} = 'captured' and ${t.kind} = 'deposit'`),
    uniqueIndex('payments_one_captured_balance')
      .on(t.bookingId)
      .where(sql`${t.status} = 'captured' and ${t.kind} = 'balance'`),
    check('payments_status_values', sql`${t.status} in ('created', 'captured', 'declined', 'refunded', 'reversed', 'paid_twice')`),
    index('payments_open_checkouts_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'created' and ${t.providerOrderId} is not null`),
    check('payments_kind_values', sql`${t.kind} in ('deposit', 'balance', 'extras')`),
    check('payments_method_values', sql`${t.method} in ('online', 'cash', 'card')`),
    // A provider's capture has the provider's id; money taken at the desk has the staff member who took it.
    check(
      'payments_captured_has_capture',
      sql`${t.status} <> 'captured' or ${t.captureId} is not null or (${t.provider} = 'desk' and ${t.recordedBy} is not null)`,
    ),
  ],
);

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of method, path and body: the same key with another request is refused (422). */
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    responseBody: text('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * The e-mail as typed, lower-cased, whether or not it has an account (docs/decisions/0010): a
     * try against whoever holds it. Null for a try against an account that holds no e-mail
     * (`accountId`), so nothing that account does counts against, or clears, an address it does
     * not hold (issue 30).
     */
    email: text('email'),
    /** The account whose password a signed-in request checked, when that account holds no e-mail. */
    accountId: uuid('account_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The client's address (an IPv6 client by its /64), as `clientAddress` reads it. */
    address: text('address').notNull(),
    /**
     * Written before the password is checked and removed again when it matches, so parallel
     * tries on several servers cannot pass the limit together.
     */
    failedAt: timestamp('failed_at', { withTimezone: true, mode: 'date' }).notNull(),
    /**
     * A sign-up that made an account holding its address: no failure, but kept for the sign-up
     * limit, so a script cannot make accounts (each an argon2id hash) without end.
     */
    madeAccount: boolean('made_account').notNull().default(false),
  },
  (t) => [
    index('sign_in_failures_email_idx').on(t.email, t.failedAt),
    index('sign_in_failures_address_idx').on(t.address, t.failedAt),
    index('sign_in_failures_failed_at_idx').on(t.failedAt),
    index('sign_in_failures_account_idx').on(t.accountId, t.failedAt),
    check('sign_in_failures_one_subject', sql`(${t.email} is null) <> (${t.accountId} is null)`),
  ],
);

/**
 * E-mail waiting to be sent, written in the same transaction as what it tells of (a paid deposit),
 * so a server stopping before the send loses nothing: any server sends it later (api/mail/outbox.ts).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the message is about, e.g. `deposit-receipt:<payment id>`: one message per key. */
    key: text('key').notNull(),
    recipients: text('recipients').array().notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Sends tried so far; the pause before the next one grows with it. */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** A server sending this message holds it until then; after that another may take it over. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true, mode: 'date' }),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
  },
  (t) => [
    uniqueIndex('mail_outbox_key_unique').on(t.key),
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null`),
  ],
);

/**
 * What happened to a booking and who did it (issue 14): every staff action, and the owner's own
 * steps, shown on the booking's page at the desk.
 */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The account that acted; null when the system did (a payment provider's answer). */
    actorId: uuid('actor_id').references(() => users.id),
    /** What was done, in the hotel's words: `created`, `deposit-online`, `deposit-desk`, `checked-in`, ... */
    action: text('action').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    reason: text('reason'),
    /** What changed beyond the status (amounts, method, dates), for the booking's history. */
    details: jsonb('details').$type<Record<string, string | number | null>>(),
  },
  (t) => [index('booking_events_booking_idx').on(t.bookingId, t.at)],
);

/**
 * One-time addresses that create a staff account (docs/decisions/0011): the setup address the
 * server logs while the hotel has no manager, and a manager's invitations. Only the token's
 * SHA-256 is kept, as for sessions.
 */
export const staffPasses = pgTable(
  'staff_passes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    kind: text('kind', { enum: ['setup', 'invitation'] }).notNull(),
    /** The role the new account gets: setup always makes a manager. */
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    /** Whom an invitation was sent to: the only address its account may have (issue 30). */
    email: text('email'),
    invitedBy: uuid('invited_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** A setup address works 24 hours (issue 30), an invitation 7 days. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    usedBy: uuid('used_by').references(() => users.id),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('staff_passes_token_unique').on(t.tokenHash),
    check('staff_passes_kind_values', sql`${t.kind} in ('setup', 'invitation')`),
    check('staff_passes_role_values', isOneOf(t.role, STAFF_ROLES)),
  ],
);

/** Nights the hotel takes no guests (e.g. "Closed 25 Dec"), first to last night inclusive. */
export const closedNights = pgTable(
  'closed_nights',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstNight: date('first_night', { mode: 'string' }).notNull(),
    lastNight: date('last_night', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('closed_nights_range_idx').on(t.firstNight, t.lastNight), check('closed_nights_order', sql`${t.lastNight} >= ${t.firstNight}`)],
);

/**
 * The hotel's own changes that belong to no booking (issue 30): the team (invitations sent and
 * withdrawn, accounts removed), places per night and closed nights. Who, when, what it was before
 * and what it is after, written in the transaction of the change; Settings lists them for managers.
 */
export const hotelChanges = pgTable(
  'hotel_changes',
  {
    /** A UUIDv7, so changes made in the same millisecond still list in order. */
    id: uuid('id').primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The manager who made the change. */
    actorId: uuid('actor_id')
      .notNull()
      .references(() => users.id),
    /** `invitation-sent`, `invitation-withdrawn`, `member-removed`, `places-set`, `nights-closed`, `nights-reopened`. */
    action: text('action').notNull(),
    /** What it was before the change; null when there was nothing (a new invitation). */
    before: jsonb('before').$type<Record<string, string | number | null>>(),
    /** What it is after the change; null when nothing is left (a closure removed). */
    after: jsonb('after').$type<Record<string, string | number | null>>(),
  },
  (t) => [index('hotel_changes_at_idx').on(t.at)],
);

/** A night's capacity where the manager set one; every other night has GUEST_CAPACITY places. */
export const nightCapacities = pgTable(
  'night_capacities',
  {
    night: date('night', { mode: 'string' }).primaryKey(),
    capacity: integer('capacity').notNull(),
    setBy: uuid('set_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [check('night_capacities_range', sql`${t.capacity} between 0 and 100`)],
);

/**
 * Every notification a payment provider sent us that we acted on (PayPal webhooks, PayFast ITNs),
 * by the provider's own id for it: a replayed notification finds its id here and changes nothing.
 */
export const paymentNotices = pgTable(
  'payment_notices',
  {
    provider: text('provider', { enum: ['paypal', 'payfast'] }).notNull(),
    noticeId: text('notice_id').notNull(),
    /** The provider's name for what happened, e.g. PAYMENT.CAPTURE.COMPLETED or COMPLETE. */
    event: text('event').notNull(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
    /** What the notice did here: `settled`, `ignored` (already known), `refunded`, ... */
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.noticeId] }), index('payment_notices_payment_idx').on(t.paymentId)],
);

/**
 * Links e-mailed to an owner that prove they can read the address (issue 16): a forgotten
 * password's reset (30 minutes), the confirmation of a new account's address and of a changed one
 * (7 days), and the invitation to claim an account the desk made for an owner who phoned (14 days). Made and kept as session tokens are (D3): 160 random bits, only the SHA-256 stored.
 * Each works once.
 */
export const accountLinks = pgTable(
  'account_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['reset-password', 'confirm-email', 'change-email', 'claim-account'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    /**
     * The address the link was sent to: it proves only that address. A confirmation whose account
     * has moved to another address since proves nothing; a change makes the account this address.
     */
    email: text('email').notNull(),
    /** Who asked for it: the owner, or the member of staff who sent an owner a reset link. */
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    /**
     * When a new password (a reset or a change) ended the link unused (issue 30): whoever knew the
     * old password may have asked for it, so it must not outlive the password.
     */
    endedByPasswordAt: timestamp('ended_by_password_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('account_links_token_unique').on(t.tokenHash),
    index('account_links_user_idx').on(t.userId, t.purpose, t.createdAt),
    check('account_links_purpose_values', sql`${t.purpose} in ('reset-password', 'confirm-email', 'change-email', 'claim-account')`),
  ],
);

/**
 * An owner's request about a confirmed stay (issue 31): a change (the whole stay they want instead)
 * or a cancellation, with their note; the desk accepts or declines it, with who, when and why. At
 * most one open request per stay, so the desk answers one thing at a time and the owner sees one.
 */
export const stayRequests = pgTable(
  'stay_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** The booking's owner when asked: every owner query names it, so no owner reads another's. */
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: STAY_REQUEST_KINDS }).notNull(),
    wanted: jsonb('wanted').$type<{ checkInDate: string; checkOutDate: string; catIds: string[]; extraServiceIds: number[]; totalAmount: string }>(),
    note: text('note'),
    state: text('state', { enum: STAY_REQUEST_STATES }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().default(writtenAt),
    answeredBy: uuid('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
    answerReason: text('answer_reason'),
  },
  (t) => [
    index('stay_requests_booking_idx').on(t.bookingId, t.createdAt),
    index('stay_requests_owner_idx').on(t.ownerId),
    uniqueIndex('stay_requests_one_open')
      .on(t.bookingId)
      .where(sql`${t.state} = 'open'`),
    check('stay_requests_kind_values', isOneOf(t.kind, STAY_REQUEST_KINDS)),
    check('stay_requests_state_values', isOneOf(t.state, STAY_REQUEST_STATES)),
  ],
);

/**
 * The reminders an owner was e-mailed about a stay's vaccination records (issue 33), one per stay
 * and kind: written in the transaction that queues the e-mail, so a reminder is never sent twice,
 * even by two servers at once, and never lost to a crash between the two.
 */
export const stayReminders = pgTable(
  'stay_reminders',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: VACCINATION_REMINDERS }).notNull(),
    /** When the reminder was queued in the mail outbox, which sends it within seconds. */
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.kind] }), check('stay_reminders_kind_values', isOneOf(t.kind, VACCINATION_REMINDERS))],
);
