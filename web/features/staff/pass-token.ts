// Read by the setup and join routes on every navigation, before their code loads: kept apart from
// the screen so the route tree in the home page's first load does not carry it.

/** The address's `?token=` (the routes' search), or nothing when it is missing or empty. */
export function readPassToken(search: Record<string, unknown>): { token?: string } {
  return typeof search.token === 'string' && search.token !== '' ? { token: search.token } : {};
}
