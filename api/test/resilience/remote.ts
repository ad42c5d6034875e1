import { PUBLIC_URL, type TestHotel, Visitor } from '../hotel.ts';
import { ownNetwork } from '../own-network.ts';

/** The servers' setting under test here: one proxy in front, which says where each visitor is. */
export const TRUSTS_ONE_PROXY = { TRUST_PROXY: '1' };

/**
 * The tests' browser-like Visitor (api/test/hotel.ts), its requests sent over the network to a
 * server process at `origin` instead of into an app in this process.
 */
export function remoteVisitor(origin: string): Visitor {
  // Each from a network of its own, as a hotel's owners are; the servers trust one proxy (TRUSTS_ONE_PROXY).
  const network = ownNetwork();
  const app = {
    request: (url: string, init: RequestInit) => {
      const headers = new Headers(init.headers);
      headers.set('x-forwarded-for', network);
      // Redirects are the answer under test (logout answers one), so they are not followed.
      return fetch(url.replace(PUBLIC_URL, origin), { ...init, headers, redirect: 'manual' });
    },
  };
  return new Visitor({ app } as unknown as TestHotel);
}

let owners = 0;

/** A newly registered owner signed in at `origin`, with the e-mail and password it used. */
export async function remoteOwner(origin: string): Promise<Visitor & { email: string; password: string }> {
  owners += 1;
  const email = `owner${owners}.${process.pid}.${Date.now()}@example.com`;
  const password = 'whiskers1';
  const visitor = Object.assign(remoteVisitor(origin), { email, password });
  const answer = await visitor.post('/api/register', { email, password, firstName: 'Thandi', lastName: 'Mokoena' });
  if (answer.status !== 201) throw new Error(`Could not register ${email}: ${JSON.stringify(answer.body)}`);
  return visitor;
}
