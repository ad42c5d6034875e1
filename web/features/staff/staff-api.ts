// The staff screens' calls to /api/staff (domain/contracts/desk-*.ts hold the shapes). Unlike the owner's
// changes, nothing here is queued: a desk action needs a connection and says so (issue 14), and
// each is sent once with its own Idempotency-Key, so a retry after a lost answer is not applied twice.
import { forgetDesk } from './desk-snapshots.ts';

/** A staff call that did not succeed; `message` is the server's words when it sent some. */
export class StaffRequestError extends Error {
  /** The HTTP status; 0 when the hotel could not be reached. */
  readonly status: number;
  /** The input the server found at fault, or `proof` when it asks who is at the desk again. */
  readonly field: string | undefined;

  constructor(message: string, status: number, field?: string) {
    super(message);
    this.status = status;
    this.field = field;
  }
}

/**
 * Asks the member at the desk for the password again (the desk frame's dialog registers it):
 * resolves true once the hotel took it, false when the member gave up.
 */
type ProofPrompt = (why: string) => Promise<boolean>;
let askForProof: ProofPrompt | null = null;

/** The desk frame lends its dialog while it is shown; the returned function takes it back. */
export function lendProofPrompt(prompt: ProofPrompt): () => void {
  askForProof = prompt;
  return () => {
    if (askForProof === prompt) askForProof = null;
  };
}

export const DESK_NEEDS_CONNECTION = 'This needs a connection to the hotel’s server. Nothing was changed; try again when you have signal.';

async function answerOf<T>(response: Response): Promise<T> {
  const text = await response.text();
  if (response.ok) return (text === '' ? null : JSON.parse(text)) as T;
  // The session has ended (a manager removed this member, or it ran out): owners' phones and
  // cats' medical notes must not stay on what may be a shared phone (issue 30).
  if (response.status === 401) await forgetDesk().catch(() => undefined);
  let message: string | undefined;
  let field: string | undefined;
  try {
    const body = JSON.parse(text) as { message?: unknown; field?: unknown };
    if (typeof body.message === 'string' && body.message.trim() !== '') message = body.message;
    if (typeof body.field === 'string') field = body.field;
  } catch {
    // Not JSON (a proxy's error page): fall back to the spec's "<status>: <text>".
  }
  throw new StaffRequestError(message ?? `${response.status}: ${text || response.statusText}`, response.status, field);
}

async function send(path: string, init: RequestInit): Promise<Response> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new StaffRequestError(DESK_NEEDS_CONNECTION, 0);
  try {
    return await fetch(path, { credentials: 'include', ...init });
  } catch {
    throw new StaffRequestError(DESK_NEEDS_CONNECTION, 0);
  }
}

/** GET a staff view; `query` values that are empty are left out. */
export async function staffRead<T>(path: string, query: Record<string, string | number | undefined> = {}): Promise<T> {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(name, String(value));
  const search = params.toString();
  return answerOf<T>(await send(search === '' ? path : `${path}?${search}`, { method: 'GET' }));
}

/**
 * A change at the desk: sent now or not at all, under a key of its own. When the hotel asks who is
 * at the desk first (a team change, 15 minutes after the last proof), the member is asked for the
 * password and the change is sent once more; it was refused before anything was done.
 */
export async function staffChange<T>(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const sendOnce = async () => {
    const headers: Record<string, string> = { 'Idempotency-Key': crypto.randomUUID() };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    return answerOf<T>(await send(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }));
  };
  try {
    return await sendOnce();
  } catch (error) {
    if (!(error instanceof StaffRequestError && error.field === 'proof' && askForProof !== null && (await askForProof(error.message)))) throw error;
    return sendOnce();
  }
}
