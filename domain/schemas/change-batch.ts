// Changes a phone queued offline, sent together (POST /api/changes): one request carries the
// waiting changes in order, and the server answers for each. The phone packs batches and reads
// the answers with these; the server checks a batch with them before anything runs.
import * as v from 'valibot';
import { LIMITS } from './limits.ts';
import { MESSAGES } from './messages.ts';

/**
 * What the phone puts in one batch's body: under the 64 kB the server takes in any request body
 * (api/http/guards.ts), leaving room for the list's own brackets and commas.
 */
export const BATCH_BYTES = 60 * 1024;

const ID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** A change a batch may carry: its method and address. */
type QueuedKind = readonly [method: string, path: RegExp];

/**
 * The owner's changes a phone queues (sync/changes.ts), by method and address: only these may ride
 * in an owner's batch (a cat's vaccinations and proofs among them). Never a payment (it needs a
 * connection and is never queued), never the staff's side, never a batch inside a batch. Ids are
 * the phone's own lower-case UUIDs.
 */
const OWNER_CHANGES: readonly QueuedKind[] = [
  ['POST', /^\/api\/cats$/],
  ['PATCH', new RegExp(`^/api/cats/${ID}$`)],
  ['DELETE', new RegExp(`^/api/cats/${ID}$`)],
  ['POST', new RegExp(`^/api/cats/${ID}/vaccinations$`)],
  ['PUT', new RegExp(`^/api/vaccinations/${ID}$`)],
  ['DELETE', new RegExp(`^/api/vaccinations/${ID}$`)],
  ['POST', new RegExp(`^/api/cats/${ID}/care-plan$`)],
  ['PUT', new RegExp(`^/api/care-plan/${ID}$`)],
  ['DELETE', new RegExp(`^/api/care-plan/${ID}$`)],
  // A proof rides in a batch only when it is small (a batch stays under 60 kB); most go alone.
  ['PUT', new RegExp(`^/api/(?:vaccinations/${ID}|cats/${ID}/spay-neuter)/proof$`)],
  ['DELETE', new RegExp(`^/api/(?:vaccinations/${ID}|cats/${ID}/spay-neuter)/proof$`)],
  ['POST', /^\/api\/bookings$/],
  ['PATCH', new RegExp(`^/api/bookings/${ID}$`)],
  ['POST', new RegExp(`^/api/bookings/${ID}/cancel$`)],
  // Live Update calls (issue 34): each answers the booking, like the booking's own changes.
  ['POST', new RegExp(`^/api/bookings/${ID}/live-calls$`)],
  ['DELETE', new RegExp(`^/api/live-calls/${ID}$`)],
  ['PATCH', /^\/api\/user\/profile$/],
];

/**
 * What a staff phone queues while the cattery has no signal (issue 33): the round's entries, the
 * stay's care plan, check-in and check-out. Never a payment online, never the team or the settings:
 * those need the server's answer before anything else is done.
 */
const DESK_CHANGES: readonly QueuedKind[] = [
  ['POST', /^\/api\/staff\/care-log$/],
  ['POST', /^\/api\/staff\/stay-care$/],
  ['PUT', new RegExp(`^/api/staff/stay-care/${ID}$`)],
  ['DELETE', new RegExp(`^/api/staff/stay-care/${ID}$`)],
  ['POST', new RegExp(`^/api/staff/bookings/${ID}/check-(?:in|out)$`)],
  // A Live Update call made on the round (issue 34).
  ['POST', new RegExp(`^/api/staff/live-calls/${ID}/done$`)],
];

function isOneOf(kinds: readonly QueuedKind[], method: string, path: string): boolean {
  return kinds.some(([allowed, address]) => method === allowed && address.test(path));
}

/**
 * Changes a phone always sends alone, to their own address: a diary's photo (issue 34) is most of a
 * batch's bytes by itself, and its address takes the larger body a whole photo needs.
 */
const ALONE_CHANGES: readonly QueuedKind[] = [['POST', /^\/api\/staff\/stay-photos$/]];

export function goesAlone(change: { method: string; path: string }): boolean {
  return isOneOf(ALONE_CHANGES, change.method, change.path);
}

/** One change as the phone would send it alone; `id` is its outbox entry's, sent as its Idempotency-Key. */
function queuedChangeSchema(kinds: readonly QueuedKind[]) {
  return v.pipe(
    v.object(
      {
        // The Idempotency-Key header's own rule (api/http/changes.ts).
        id: v.pipe(v.string(MESSAGES.batchChangeId), v.regex(/^[\x21-\x7e]{1,200}$/, MESSAGES.batchChangeId)),
        method: v.string(MESSAGES.batchChange),
        path: v.string(MESSAGES.batchChange),
        body: v.optional(v.unknown()),
      },
      MESSAGES.batchChange,
    ),
    v.check((change) => isOneOf(kinds, change.method, change.path), MESSAGES.batchChange),
  );
}

export type QueuedChange = v.InferOutput<ReturnType<typeof queuedChangeSchema>>;

function changeBatchOf(kinds: readonly QueuedKind[]) {
  return v.object(
    {
      changes: v.pipe(
        v.array(queuedChangeSchema(kinds), MESSAGES.batchSize),
        v.minLength(1, MESSAGES.batchSize),
        v.maxLength(LIMITS.changesPerBatch, MESSAGES.batchSize),
        // Two changes under one key: the second would only get the first one's answer back.
        v.check((changes) => new Set(changes.map((change) => change.id)).size === changes.length, MESSAGES.batchChangeIds),
      ),
    },
    MESSAGES.batchSize,
  );
}

/** POST /api/changes: an owner's batch. */
export const changeBatchSchema = changeBatchOf(OWNER_CHANGES);
/** POST /api/staff/changes: a staff phone's batch. */
export const deskChangeBatchSchema = changeBatchOf(DESK_CHANGES);
export type ChangeBatchSchema = typeof changeBatchSchema;

/**
 * What became of each change, in the batch's order. A reached change carries the status and body
 * it would have had alone; after the first one not applied the server stops, and the rest are
 * not reached (they stay waiting on the phone).
 */
const reachedSchema = v.object({
  id: v.string(),
  outcome: v.picklist(['applied', 'refused', 'conflict', 'failed']),
  status: v.number(),
  body: v.unknown(),
});
const notReachedSchema = v.object({ id: v.string(), outcome: v.literal('not reached') });
export const changeResultSchema = v.union([reachedSchema, notReachedSchema]);
export const changeBatchAnswerSchema = v.object({ results: v.array(changeResultSchema) });

export type ChangeResult = v.InferOutput<typeof changeResultSchema>;
export type ChangeOutcome = v.InferOutput<typeof reachedSchema>['outcome'];

/** applied (2xx), conflict (409: the record changed meanwhile), refused (another 4xx), failed (the server's fault). */
export function outcomeOf(status: number): ChangeOutcome {
  if (status >= 200 && status < 300) return 'applied';
  if (status === 409) return 'conflict';
  return status < 500 ? 'refused' : 'failed';
}
