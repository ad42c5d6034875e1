import { PUBLIC_URL, type TestHotel, Visitor } from '../test/hotel.ts';

/**
 * The tests' browser-like Visitor (api/test/hotel.ts), its requests sent over the network to a
 * server process at `origin` instead of into an app in this process.
 */
export function remoteVisitor(origin: string): Visitor {
  // Redirects are the answer under test (logout answers one), so they are not followed.
  const app = {
    request: (url: string, init: RequestInit) => fetch(url.replace(PUBLIC_URL, origin), { ...init, redirect: 'manual' }),
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
