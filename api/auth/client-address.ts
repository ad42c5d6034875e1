import { isIP } from 'node:net';
import type { Context } from 'hono';
import type { AppEnv } from '../context.ts';

/** Where a request with no socket comes from (`app.request` in tests): one shared address. */
export const UNKNOWN_ADDRESS = 'unknown';

/**
 * One address per client for the sign-in limits. A home or phone network gets a whole IPv6 /64,
 * so an IPv6 client is counted by its /64: otherwise it could try from a new address every time.
 */
export function limitedAddress(address: string): string {
  const plain = address.replace(/%.*$/, '');
  const mappedV4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(plain);
  if (mappedV4 !== null) return mappedV4[1]!;
  if (isIP(plain) !== 6) return plain;
  const [head = '', tail] = plain.split('::');
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])));
  const headGroups = groupsOf(head);
  const tailGroups = tail === undefined ? [] : groupsOf(tail);
  const zeros = Array<string>(8 - headGroups.length - tailGroups.length).fill('0');
  const prefix = [...headGroups, ...zeros, ...tailGroups].slice(0, 4).map((g) => Number.parseInt(g, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}

/**
 * The client's address: the socket's, or with `trustedProxies` proxies in front, the one the
 * outermost of them wrote into X-Forwarded-For. Entries further left are whatever the client
 * chose to send, so they are never believed.
 */
export function clientAddress(socketAddress: string | undefined, forwardedFor: string | undefined, trustedProxies: number): string {
  const socket = socketAddress ?? UNKNOWN_ADDRESS;
  if (trustedProxies === 0 || forwardedFor === undefined) return limitedAddress(socket);
  const hops = forwardedFor
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const client = hops[Math.max(0, hops.length - trustedProxies)];
  return limitedAddress(client !== undefined && isIP(client) !== 0 ? client : socket);
}

export function clientAddressOf(c: Context<AppEnv>): string {
  return clientAddress(c.env?.incoming?.socket.remoteAddress, c.req.header('x-forwarded-for'), c.var.deps.trustedProxies ?? 0);
}
