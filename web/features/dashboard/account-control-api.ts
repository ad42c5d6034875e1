// The owner's control of the account from Profile (api/accounts/control.ts). Like paying, these
// need the hotel there and then: a new password or a deleted account queued on a phone for days
// would surprise everyone, so they are never queued and say so when offline.

/** A refusal in the server's words, or ours when it gave none; `field` is the input at fault. */
export class AccountControlRefused extends Error {
  readonly field: string | undefined;

  constructor(message: string, field?: string) {
    super(message);
    this.field = field;
  }
}

export const NEEDS_CONNECTION = 'This needs an internet connection. Connect and try again; nothing was sent.';
const NO_ANSWER = 'Could not reach the hotel. Please check your connection and try again.';

async function send(path: string, init: RequestInit): Promise<Response> {
  if (!navigator.onLine) throw new AccountControlRefused(NEEDS_CONNECTION);
  let answer: Response;
  try {
    answer = await fetch(path, { credentials: 'include', ...init });
  } catch {
    throw new AccountControlRefused(NO_ANSWER);
  }
  if (answer.ok) return answer;
  const text = await answer.text();
  try {
    const body = JSON.parse(text) as { message?: unknown; field?: unknown };
    if (typeof body.message === 'string') throw new AccountControlRefused(body.message, typeof body.field === 'string' ? body.field : undefined);
  } catch (error) {
    if (error instanceof AccountControlRefused) throw error;
  }
  // Spec point 8: "<status>: <body text or status text>".
  throw new AccountControlRefused(`${answer.status}: ${text || answer.statusText}`);
}

function postJson(path: string, body: unknown): Promise<Response> {
  return send(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

/**
 * Reads an answer whose words the screen does not show to its end: a body left unread is
 * cancelled when the browser collects it, and the request then counts as aborted.
 */
async function done(answer: Promise<Response>): Promise<void> {
  await (await answer).text();
}

export async function changePassword(input: { currentPassword: string; newPassword: string }): Promise<void> {
  await done(postJson('/api/account/password', input));
}

/** Answers the address waiting for its link to be opened. */
export async function askEmailChange(input: { newEmail: string; password: string }): Promise<string> {
  const answer = await postJson('/api/account/email', input);
  return ((await answer.json()) as { pendingEmail: string }).pendingEmail;
}

export async function deleteAccount(input: { password: string }): Promise<void> {
  await done(postJson('/api/account/delete', input));
}

/** The file the hotel made of the owner's data, and the name it gave it. */
export async function downloadMyData(): Promise<{ file: Blob; name: string }> {
  const answer = await send('/api/account/export', { method: 'GET' });
  const disposition = answer.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'sunningdale-cat-hotel-my-data.json';
  return { file: await answer.blob(), name };
}
