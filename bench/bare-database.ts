/**
 * What every request of the bare stack (bench/bare-stack.ts, bench/bare-diary.ts) shares: the
 * database as it uses it, rows by their columns' names, the request's body and the session check.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { SESSION_COOKIE } from '../api/auth/owner.ts';

export type Row = Record<string, unknown>;
export type Query = (text: string, params: unknown[]) => Promise<Row[]>;

/** One database, as the bare stack uses it: a query, and a transaction on one connection. */
export interface BareDatabase {
  query: Query;
  transaction<T>(work: (query: Query) => Promise<T>): Promise<T>;
}

const camel = (name: string) => name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** A row as drizzle names its fields: the app's own mapping functions take it. */
export function camelRow<T>(row: Row): T {
  const out: Row = {};
  for (const [name, value] of Object.entries(row)) out[camel(name)] = value;
  return out as T;
}

/** `$from, $from+1, ...`: the placeholders of a list of `count` values. */
export const inList = (count: number, from = 1) => Array.from({ length: count }, (_, i) => `$${i + from}`).join(', ');

export function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
    request.on('close', () => reject(new Error('The client left before its body was read')));
    if (request.destroyed) reject(new Error('The client left before its body was read'));
  });
}

const SESSION_SQL = `select "sessions"."id", "sessions"."user_id", "sessions"."expires_at", "sessions"."created_at", "sessions"."awaiting_code", "users"."id", "users"."email", "users"."password_hash", "users"."first_name", "users"."last_name", "users"."phone", "users"."address", "users"."role", "users"."removed_at", "users"."email_confirmed_at", "users"."holds_email", "users"."deleted_at", "users"."code_app_key", "users"."code_app_since", "users"."code_app_last_step", "users"."diary_digest", "users"."created_at", "users"."updated_at" from "sessions" inner join "users" on "users"."id" = "sessions"."user_id" where ("sessions"."id" = $1 and "users"."removed_at" is null and "users"."deleted_at" is null)`;

/** Who signed in, as the routes need it: their id, whether they are staff, and the first name a photo is posted under. */
export interface SignedIn {
  id: string;
  staff: boolean;
  firstName: string | null;
}

/**
 * The session's account, or null: the app's session check without the renewal a fresh session
 * never needs. A member of staff here has set up the code app, so the desk asks nothing more.
 */
export async function signedIn(query: Query, request: IncomingMessage): Promise<SignedIn | null> {
  const token = new RegExp(`(?:^|; )${SESSION_COOKIE}=([a-z2-7]{32})`).exec(request.headers.cookie ?? '')?.[1];
  if (token === undefined) return null;
  const [row] = await query(SESSION_SQL, [createHash('sha256').update(token).digest('hex')]);
  if (row === undefined || row.awaiting_code === true) return null;
  return { id: row.user_id as string, staff: row.role === 'staff' || row.role === 'manager', firstName: row.first_name as string | null };
}

/**
 * A change's Idempotency-Key claimed in its transaction, with the hash of its method, address and
 * body (api/http/changes.ts), then the savepoint the change runs in. The bench never sends a key twice.
 */
export async function claimKey(query: Query, ownerId: string, key: string, address: string, body: string): Promise<void> {
  const hash = createHash('sha256').update(`POST ${address}\n${body}`).digest('hex');
  await query(
    `insert into "idempotency_keys" ("owner_id", "key", "request_hash", "status", "response_body", "created_at") values ($1, $2, $3, default, default, default) on conflict do nothing returning "key"`,
    [ownerId, key, hash],
  );
  await query('savepoint s1', []);
}

/** The change's answer kept with its key, in its transaction. */
export async function storeAnswer(query: Query, ownerId: string, key: string, status: number, body: string): Promise<void> {
  await query(
    `update "idempotency_keys" set status = answer.status, response_body = answer.body from jsonb_to_recordset($1::jsonb) as answer(key text, status int, body text) where "idempotency_keys"."owner_id" = $2 and "idempotency_keys"."key" = answer.key`,
    [JSON.stringify([{ key, status, body }]), ownerId],
  );
}
