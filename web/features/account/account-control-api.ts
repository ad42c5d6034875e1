// The owner's control of the account from Profile (api/accounts/control.ts). Like paying, these
// need the hotel there and then: a new password or a deleted account queued on a phone for days
// would surprise everyone, so they are never queued and say so when offline.
import { callHotel, callHotelFor } from '../../../sync/api-client.ts';

export const NEEDS_CONNECTION = 'This needs an internet connection. Connect and try again; nothing was sent.';
const NO_ANSWER = 'Could not reach the hotel. Please check your connection and try again.';

/** Each call fails with RequestFailed: in the server's words, with the field at fault when it named one. */
const CONTROL_ASKING = { offline: NEEDS_CONNECTION, unreachable: NO_ANSWER } as const;

export async function changePassword(input: { currentPassword: string; newPassword: string }): Promise<void> {
  await callHotelFor('POST', '/api/account/password', { ...CONTROL_ASKING, body: input });
}

/** Answers the address waiting for its link to be opened. */
export async function askEmailChange(input: { newEmail: string; password: string }): Promise<string> {
  return (await callHotelFor<{ pendingEmail: string }>('POST', '/api/account/email', { ...CONTROL_ASKING, body: input })).pendingEmail;
}

export async function deleteAccount(input: { password: string }): Promise<void> {
  await callHotelFor('POST', '/api/account/delete', { ...CONTROL_ASKING, body: input });
}

/** The file the hotel made of the owner's data, and the name it gave it. */
export async function downloadMyData(): Promise<{ file: Blob; name: string }> {
  const answer = await callHotel('GET', '/api/account/export', CONTROL_ASKING);
  const disposition = answer.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'sunningdale-cat-hotel-my-data.json';
  return { file: await answer.blob(), name };
}
