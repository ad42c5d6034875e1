import { execFileSync } from 'node:child_process';
import { createDecipheriv, createECDH, createPublicKey, type ECDH, hkdfSync, randomBytes, verify } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import type { LookupFunction } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// A browser vendor's push service, played by the tests on this computer (issue 34): an https server
// under a name of its own (`push.test`), with a certificate made for the run, which the hotel's
// server reaches through an agent that trusts that certificate and finds the name here. The hotel's
// code sends to it exactly as to Google's or Mozilla's; the endpoint rules stay https-only.
// A browser is played too: a P-256 key pair and an auth secret, with which the tests decrypt each
// message (RFC 8291, RFC 8188) by node:crypto alone, not by the library that encrypted it.

export const PUSH_SERVICE_HOST = 'push.test';

/** A browser's side of a subscription: its keys, and the subscription JSON it would send the hotel. */
export interface Browser {
  ecdh: ECDH;
  authSecret: Buffer;
  subscription(endpoint: string): { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
}

export function newBrowser(): Browser {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    ecdh,
    authSecret,
    subscription: (endpoint) => ({
      endpoint,
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
    }),
  };
}

/** What the push service was sent. */
export interface PushMessage {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface PushService {
  /** `https://push.test:<port>`: the origin a VAPID token must be made for. */
  origin: string;
  /** For the hotel's deps (`push.agent`): trusts this service's certificate and finds its name. */
  agent: Agent;
  /** A new endpoint of this service, as a browser's subscription would hold. */
  endpoint(): string;
  received: PushMessage[];
  /** What the service answers at an endpoint from now on: a status, or silence (`'hang'`). */
  answer(endpoint: string, with_: number | 'hang'): void;
  close(): Promise<void>;
}

/** A certificate for `push.test`, made by openssl for this run only. */
function certificateForTheRun(): { key: Buffer; cert: Buffer } {
  const folder = mkdtempSync(join(tmpdir(), 'hotel-push-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        `/CN=${PUSH_SERVICE_HOST}`,
        '-addext',
        `subjectAltName=DNS:${PUSH_SERVICE_HOST}`,
        '-keyout',
        join(folder, 'key.pem'),
        '-out',
        join(folder, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(folder, 'key.pem')), cert: readFileSync(join(folder, 'cert.pem')) };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** `push.test` is this computer; every other name is unknown, as it would be to a sandboxed test. */
const findPushService: LookupFunction = (hostname, options, callback) => {
  if (hostname !== PUSH_SERVICE_HOST) {
    callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }), '', 4);
    return;
  }
  if (options.all) callback(null, [{ address: '127.0.0.1', family: 4 }]);
  else callback(null, '127.0.0.1', 4);
};

export async function startPushService(): Promise<PushService> {
  const { key, cert } = certificateForTheRun();
  const received: PushMessage[] = [];
  const answers = new Map<string, number | 'hang'>();
  const server: Server = createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      const answer = answers.get(path) ?? 201;
      if (answer === 'hang') return;
      response.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const origin = `https://${PUSH_SERVICE_HOST}:${port}`;
  const agent = new Agent({ ca: cert, lookup: findPushService, keepAlive: false });
  return {
    origin,
    agent,
    endpoint: () => `${origin}/wpush/v2/${randomBytes(24).toString('base64url')}`,
    received,
    answer: (endpoint, with_) => answers.set(new URL(endpoint).pathname, with_),
    close: async () => {
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * The message's text, as the browser reads it: the aes128gcm header (salt, record size, the
 * server's one-time public key), the keys agreed with the browser's private key and auth secret
 * (RFC 8291 section 3.4), then the one record opened and its padding taken off (RFC 8188).
 */
export function decryptMessage(body: Buffer, browser: Browser): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body[20]!;
  const serverKey = body.subarray(21, 21 + keyIdLength);
  const record = body.subarray(21 + keyIdLength);
  if (record.length > recordSize) throw new Error('The test reads messages of one record only');
  const shared = browser.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, browser.authSecret, keyInfo, 32));
  const contentKey = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end > 0 && padded[end] === 0) end -= 1;
  // The last record's padding starts with 2.
  if (padded[end] !== 2) throw new Error('The message’s padding is not that of a last record');
  return padded.subarray(0, end).toString('utf8');
}

/**
 * The VAPID token of an `Authorization: vapid t=<JWT>, k=<public key>` header (RFC 8292), its
 * ES256 signature checked against the key it names: its claims, and that key.
 */
export function vapidTokenOf(authorization: string): { claims: { aud: string; exp: number; sub: string }; publicKey: string } {
  const match = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(authorization);
  if (match === null) throw new Error(`Not a VAPID authorization: ${authorization}`);
  const [, header, claims, signature, publicKey] = match as unknown as [string, string, string, string, string];
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  const signed = verify('sha256', Buffer.from(`${header}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!signed) throw new Error('The VAPID token’s signature does not match its key');
  const { alg } = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg: string };
  if (alg !== 'ES256') throw new Error(`The VAPID token is signed with ${alg}, not ES256`);
  return { claims: JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string; exp: number; sub: string }, publicKey };
}
