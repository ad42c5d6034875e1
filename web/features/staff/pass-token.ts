// Read by the setup and join routes on every navigation, before their code loads: kept apart from
// the screen so the route tree in the home page's first load does not carry it.

/**
 * The token in the address's fragment (`#token=…`, issue 30), or nothing when it is missing or
 * empty. A fragment is never sent to a server, so the token reaches only the API, in a body.
 */
export function passTokenIn(hash: string): string | undefined {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim();
  return token === undefined || token === '' ? undefined : token;
}

/**
 * The route's search: only whether the address is of the old form, `?token=…` (before issue 30).
 * The token itself is never read from it: such an address is refused, not used (see the screen).
 */
export function readOldForm(search: Record<string, unknown>): { oldForm?: true } {
  return search.token === undefined ? {} : { oldForm: true };
}
