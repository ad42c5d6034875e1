// The staff screens' calls to /api/staff (domain/contracts/desk-*.ts hold the shapes). Unlike the owner's
// changes, nothing here is queued: a desk action needs a connection and says so (issue 14), and
// each is sent once with its own Idempotency-Key, so a retry after a lost answer is not applied twice.
import { callHotelFor, RequestFailed } from '../../../sync/api-client.ts';
import { forgetDesk } from './desk-snapshots.ts';

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

/** A staff call: fails with RequestFailed, its status 0 when the hotel could not be reached. */
async function ask<T>(method: string, path: string, body?: unknown, key?: string): Promise<T> {
  try {
    return await callHotelFor<T>(method, path, { body, key, offline: DESK_NEEDS_CONNECTION });
  } catch (error) {
    // The session has ended (a manager removed this member, or it ran out): owners' phones and
    // cats' medical notes must not stay on what may be a shared phone (issue 30).
    if (error instanceof RequestFailed && error.status === 401) await forgetDesk().catch(() => undefined);
    throw error;
  }
}

/** GET a staff view; `query` values that are empty are left out. */
export async function staffRead<T>(path: string, query: Record<string, string | number | undefined> = {}): Promise<T> {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(name, String(value));
  const search = params.toString();
  return ask<T>('GET', search === '' ? path : `${path}?${search}`);
}

/**
 * A change at the desk: sent now or not at all, under a key of its own. When the hotel asks who is
 * at the desk first (a team change, 15 minutes after the last proof), the member is asked for the
 * password and the change is sent once more; it was refused before anything was done.
 */
export async function staffChange<T>(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const sendOnce = () => ask<T>(method, path, body, crypto.randomUUID());
  try {
    return await sendOnce();
  } catch (error) {
    if (!(error instanceof RequestFailed && error.field === 'proof' && askForProof !== null && (await askForProof(error.message)))) throw error;
    return sendOnce();
  }
}
