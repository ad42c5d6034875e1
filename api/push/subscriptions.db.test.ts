import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PUSH_MESSAGES } from '../../domain/schemas/push-subscription.ts';
import { createApp } from '../app.ts';
import { NOT_SIGNED_IN } from '../auth/owner.ts';
import { hotelKeys, pushSubscriptions } from '../db/schema.ts';
import { PUBLIC_URL, useTestHotel, type Visitor } from '../test/hotel.ts';
import { hotelPushKeys, VAPID_KEY_NAME } from './keys.ts';
import { newBrowser } from './push-service.test-support.ts';
import { MOST_BROWSERS_PER_OWNER, SUBSCRIPTION_NOT_FOUND, SUBSCRIPTION_OF_ANOTHER_BROWSER } from './routes.ts';

// The hotel's VAPID keys, made once and kept for every server on the database, and the owner's
// subscriptions: kept for the owner who sent them, taken over by nobody who only names one.

const hotel = useTestHotel();

const endpoint = () => `https://fcm.googleapis.com/fcm/send/${crypto.randomUUID()}`;

async function subscriptionsOf(ownerId: string) {
  return hotel.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, ownerId));
}

async function keyOf(visitor: Visitor): Promise<string> {
  const answer = await visitor.get('/api/push/key');
  expect(answer.status).toBe(200);
  return answer.body.publicKey as string;
}

describe('the hotel’s push keys', () => {
  it('are made at the first need, agreed by two servers starting together, and kept for every app on the database', async () => {
    const vapidRow = eq(hotelKeys.name, VAPID_KEY_NAME);
    await hotel.database.db.delete(hotelKeys).where(vapidRow);
    const [first, second] = await Promise.all([hotelPushKeys(hotel.database.db), hotelPushKeys(hotel.database.db)]);
    expect(second).toEqual(first);
    expect(await hotel.database.db.select().from(hotelKeys).where(vapidRow)).toHaveLength(1);

    const owner = await hotel.owner();
    const publicKey = await keyOf(owner);
    expect(publicKey).toBe(first!.publicKey);
    // An uncompressed P-256 point, as a browser's applicationServerKey must be.
    const point = Buffer.from(publicKey, 'base64url');
    expect([point.length, point[0]]).toEqual([65, 4]);

    // Another server on the same database (a restart, a second instance) signs with the same pair.
    const otherServer = createApp(hotel.deps);
    const answer = await otherServer.request(`${PUBLIC_URL}/api/push/key`, { headers: { cookie: owner.cookie! } });
    expect(await answer.json()).toEqual({ publicKey });
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('are asked for by a signed-in owner only', async () => {
    const answer = await hotel.visitor().get('/api/push/key');
    expect(answer).toMatchObject({ status: 401, body: { message: NOT_SIGNED_IN } });
  });
});

describe('an owner’s subscriptions', () => {
  it('keeps the browser’s subscription, renews its keys when sent again, and turns it off', async () => {
    const owner = await hotel.owner();
    const browser = newBrowser();
    const address = endpoint();
    const kept = await owner.post('/api/push-subscriptions', browser.subscription(address));
    expect(kept).toMatchObject({ status: 200, body: { endpoint: address } });
    expect(await subscriptionsOf(owner.id)).toMatchObject([{ endpoint: address, p256dh: browser.subscription(address).keys.p256dh }]);

    const renewed = newBrowser().subscription(address);
    expect((await owner.post('/api/push-subscriptions', renewed)).status).toBe(200);
    expect(await subscriptionsOf(owner.id)).toMatchObject([{ endpoint: address, p256dh: renewed.keys.p256dh, auth: renewed.keys.auth }]);

    const off = await owner.request('DELETE', '/api/push-subscriptions', { endpoint: address });
    expect(off).toMatchObject({ status: 200, body: { endpoint: address } });
    expect(await subscriptionsOf(owner.id)).toEqual([]);
    expect(await owner.request('DELETE', '/api/push-subscriptions', { endpoint: address })).toMatchObject({
      status: 404,
      body: { message: SUBSCRIPTION_NOT_FOUND },
    });
  });

  it('refuses what no browser sends: an http or numbered address, this computer, keys that are not keys', async () => {
    const owner = await hotel.owner();
    const good = newBrowser().subscription(endpoint());
    const refused = [
      [{ ...good, endpoint: 'http://fcm.googleapis.com/fcm/send/abc' }, PUSH_MESSAGES.endpoint],
      [{ ...good, endpoint: 'https://127.0.0.1/push/abc' }, PUSH_MESSAGES.endpoint],
      [{ ...good, endpoint: 'https://[::1]/push/abc' }, PUSH_MESSAGES.endpoint],
      [{ ...good, endpoint: 'https://localhost/push/abc' }, PUSH_MESSAGES.endpoint],
      [{ ...good, endpoint: 'https://hotel.localhost/push/abc' }, PUSH_MESSAGES.endpoint],
      [{ ...good, endpoint: 'https://someone@push.example.com/abc' }, PUSH_MESSAGES.endpoint],
      [{ ...good, endpoint: 'https://push.example.com:70000/abc' }, PUSH_MESSAGES.endpoint],
      [{ ...good, endpoint: `https://push.example.com/${'a'.repeat(2000)}` }, PUSH_MESSAGES.endpoint],
      [{ ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.slice(1) } }, PUSH_MESSAGES.p256dh],
      // 65 bytes starting 4, but no point of the curve.
      [
        { ...good, keys: { ...good.keys, p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString('base64url') } },
        PUSH_MESSAGES.p256dh,
      ],
      [{ ...good, keys: { ...good.keys, auth: 'c2hvcnQ' } }, PUSH_MESSAGES.auth],
    ] as const;
    for (const [body, message] of refused) {
      const answer = await owner.post('/api/push-subscriptions', body);
      expect({ endpoint: body.endpoint.slice(0, 60), status: answer.status, message: answer.body.message }).toEqual({
        endpoint: body.endpoint.slice(0, 60),
        status: 400,
        message,
      });
    }
    expect(await subscriptionsOf(owner.id)).toEqual([]);
    // A browser may pad its keys; the padding is dropped.
    const padded = { ...good, keys: { p256dh: `${good.keys.p256dh}=`, auth: `${good.keys.auth}==` } };
    expect((await owner.post('/api/push-subscriptions', padded)).status).toBe(200);
    expect(await subscriptionsOf(owner.id)).toMatchObject([{ p256dh: good.keys.p256dh, auth: good.keys.auth }]);
  });

  it('cannot be taken over or turned off by another owner who names it; the same browser moves to whoever signs in on it', async () => {
    const alice = await hotel.owner();
    const bob = await hotel.owner();
    const tablet = newBrowser();
    const address = endpoint();
    expect((await alice.post('/api/push-subscriptions', tablet.subscription(address))).status).toBe(200);

    // Bob names Alice's endpoint with keys of his own: Alice's phone would get what it cannot read.
    const taken = await bob.post('/api/push-subscriptions', newBrowser().subscription(address));
    expect(taken).toMatchObject({ status: 409, body: { message: SUBSCRIPTION_OF_ANOTHER_BROWSER } });
    const turnedOff = await bob.request('DELETE', '/api/push-subscriptions', { endpoint: address });
    expect(turnedOff).toMatchObject({ status: 404, body: { message: SUBSCRIPTION_NOT_FOUND } });
    // Answered as for an endpoint nobody has.
    expect((await bob.request('DELETE', '/api/push-subscriptions', { endpoint: endpoint() })).body).toEqual(turnedOff.body);
    expect(await subscriptionsOf(alice.id)).toMatchObject([{ endpoint: address, p256dh: tablet.subscription(address).keys.p256dh }]);

    // Bob signs in on the family tablet itself: its browser sends the same subscription, now his.
    expect((await bob.post('/api/push-subscriptions', tablet.subscription(address))).status).toBe(200);
    expect(await subscriptionsOf(alice.id)).toEqual([]);
    expect(await subscriptionsOf(bob.id)).toMatchObject([{ endpoint: address }]);
  });

  it(`keeps the ${MOST_BROWSERS_PER_OWNER} browsers that told the hotel last`, async () => {
    const owner = await hotel.owner();
    const addresses: string[] = [];
    const start = Date.now();
    for (let index = 0; index <= MOST_BROWSERS_PER_OWNER; index += 1) {
      hotel.setNow(new Date(start + index * 60_000));
      addresses.push(endpoint());
      expect((await owner.post('/api/push-subscriptions', newBrowser().subscription(addresses.at(-1)!))).status).toBe(200);
    }
    const kept = (await subscriptionsOf(owner.id)).map((row) => row.endpoint);
    expect(kept.sort()).toEqual(addresses.slice(1).sort());
    hotel.setNow(new Date());
  });
});
