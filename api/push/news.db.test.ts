import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppEnv } from '../context.ts';
import { pushSubscriptions } from '../db/schema.ts';
import { mailSettled } from '../mail/after-commit.ts';
import { bookStay, deskStay, standOn } from '../staff/desk.test-support.ts';
import { inDays, useTestHotel, type Visitor } from '../test/hotel.ts';
import { announcePhoto, NEWS_TTL_SECONDS, newsAfterCommit, type PushDelivery } from './news.ts';
import { type Browser, decryptMessage, newBrowser, type PushService, startPushService, vapidTokenOf } from './push-service.test-support.ts';

// News of a cat reaches its owner's phones (issue 34): staff write a note in the round, and each
// browser the owner allowed gets a Web Push message from the hotel's server, sent to a push service
// played here on this computer, encrypted for that browser alone and signed with the hotel's VAPID
// key, once the note is kept; a service that says the subscription has gone gets it removed.

const delivery: PushDelivery = { timeoutMs: 1500 };
const hotel = useTestHotel({ guestCapacity: 50, push: delivery });
let service: PushService;

beforeAll(async () => {
  service = await startPushService();
  delivery.agent = service.agent;
});
afterAll(() => service.close());
beforeEach(() => {
  service.received.length = 0;
});

let day = 120;

/** Mochi checked in today, her owner with a phone that allowed the hotel's news. */
async function mochiInTheHouse() {
  day += 3;
  const today = inDays(day);
  await standOn(hotel, today);
  const owner = await hotel.owner();
  const staff = await hotel.staff('staff', { firstName: 'Sipho' });
  const stay = await deskStay(staff, await bookStay(owner, today), 'check-in');
  const phone = newBrowser();
  const address = service.endpoint();
  expect((await owner.post('/api/push-subscriptions', phone.subscription(address))).status).toBe(200);
  return { today, owner, staff, stay, catId: stay.cats[0].id as string, phone, address };
}

function note(stay: { id: string }, catId: string, today: string, words: string) {
  return {
    id: crypto.randomUUID(),
    bookingId: stay.id,
    catId,
    careItemId: null,
    slot: null,
    day: today,
    kind: 'note',
    outcome: null,
    note: words,
    loggedAt: new Date().toISOString(),
  };
}

async function messagesTo(address: string) {
  await mailSettled();
  return service.received.filter((message) => message.path === new URL(address).pathname);
}

function newsIn(message: { body: Buffer }, phone: Browser) {
  return JSON.parse(decryptMessage(message.body, phone)) as unknown;
}

async function subscribed(owner: Visitor & { id: string }) {
  return (await hotel.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, owner.id))).map((row) => row.endpoint);
}

describe('a note in the round', () => {
  it('reaches the owner’s phone once kept: encrypted for it, signed for the push service, opening the stay', async () => {
    const { owner, staff, stay, catId, today, phone, address } = await mochiInTheHouse();
    const logged = await staff.post('/api/staff/care-log', note(stay, catId, today, 'Mochi found the sunny window and purred all morning.'), {
      key: crypto.randomUUID(),
    });
    expect(logged.status).toBe(201);
    const [message, ...more] = await messagesTo(address);
    expect(more).toEqual([]);
    expect(newsIn(message!, phone)).toEqual({
      title: 'News of Mochi',
      body: 'Mochi found the sunny window and purred all morning.',
      url: `/stays/${stay.id}`,
    });
    expect(message!.headers).toMatchObject({ 'content-encoding': 'aes128gcm', ttl: String(NEWS_TTL_SECONDS) });
    const { claims, publicKey } = vapidTokenOf(message!.headers.authorization as string);
    expect(claims).toMatchObject({ aud: service.origin, sub: 'mailto:stay@sunningdalecathotel.co.za' });
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());
    expect(claims.exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * 60 * 60 * 1000);
    expect(publicKey).toBe((await owner.get('/api/push/key')).body.publicKey);
  });

  it('goes to every phone the owner allowed, and to nobody else’s', async () => {
    const { owner, staff, stay, catId, today, phone, address } = await mochiInTheHouse();
    const tablet = newBrowser();
    const tabletAddress = service.endpoint();
    expect((await owner.post('/api/push-subscriptions', tablet.subscription(tabletAddress))).status).toBe(200);
    const stranger = await hotel.owner();
    const strangerAddress = service.endpoint();
    expect((await stranger.post('/api/push-subscriptions', newBrowser().subscription(strangerAddress))).status).toBe(200);

    expect((await staff.post('/api/staff/care-log', note(stay, catId, today, 'Playing with the feather wand.'))).status).toBe(201);
    expect(newsIn((await messagesTo(address))[0]!, phone)).toMatchObject({ body: 'Playing with the feather wand.' });
    expect(newsIn((await messagesTo(tabletAddress))[0]!, tablet)).toMatchObject({ body: 'Playing with the feather wand.' });
    expect(await messagesTo(strangerAddress)).toEqual([]);
  });

  it('is told once: not for a meal, a refusal, a replay or the same entry sent again', async () => {
    const { staff, stay, catId, today, address } = await mochiInTheHouse();
    const litter = { ...note(stay, catId, today, ''), kind: 'litter', outcome: 'normal', note: null };
    expect((await staff.post('/api/staff/care-log', litter)).status).toBe(201);
    const refused = await staff.post('/api/staff/care-log', { ...note(stay, catId, inDays(day + 30), 'A day of another stay') });
    expect(refused.status).toBe(400);
    expect(await messagesTo(address)).toEqual([]);

    const entry = note(stay, catId, today, 'Asleep in the hammock.');
    const key = crypto.randomUUID();
    expect((await staff.post('/api/staff/care-log', entry, { key })).status).toBe(201);
    const replayed = await staff.post('/api/staff/care-log', entry, { key });
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    expect((await staff.post('/api/staff/care-log', entry)).status).toBe(201);
    expect(await messagesTo(address)).toHaveLength(1);
  });

  it('from the desk’s outbox, is told once its batch has committed, also when the batch ran twice', async () => {
    const { staff, stay, catId, today, phone, address } = await mochiInTheHouse();
    const change = (body: Record<string, unknown>) => ({ id: body.id as string, method: 'POST', path: '/api/staff/care-log', body });
    const first = note(stay, catId, today, 'Ate her breakfast at the window.');
    // The second is refused: the batch's transaction rolls back and runs again up to it.
    const refused = { ...note(stay, catId, inDays(day + 30), 'Out of the stay'), id: crypto.randomUUID() };
    const sent = await staff.post('/api/staff/changes', { changes: [change(first), change(refused)] });
    expect(sent.status).toBe(200);
    expect(sent.body.results.map((result: { outcome: string }) => result.outcome)).toEqual(['applied', 'refused']);
    const messages = await messagesTo(address);
    expect(messages).toHaveLength(1);
    expect(newsIn(messages[0]!, phone)).toMatchObject({ body: 'Ate her breakfast at the window.' });

    // Sent again, as a phone that lost the answer would: nothing new to tell.
    expect((await staff.post('/api/staff/changes', { changes: [change(first)] })).status).toBe(200);
    expect(await messagesTo(address)).toHaveLength(1);
  });

  it('cut to a notification’s length: the diary keeps the whole note', async () => {
    const { staff, stay, catId, today, phone, address } = await mochiInTheHouse();
    const long = `${'She chased the laser dot around the lounge. '.repeat(20)}The end.`;
    expect((await staff.post('/api/staff/care-log', note(stay, catId, today, long))).status).toBe(201);
    const { body } = newsIn((await messagesTo(address))[0]!, phone) as { body: string };
    expect([...body]).toHaveLength(240);
    expect(body.endsWith('…')).toBe(true);
    expect(long.startsWith(body.slice(0, -1))).toBe(true);
  });
});

describe('a push service’s answer', () => {
  it('410 or 404: the subscription has gone and is removed; the owner’s other phones keep theirs', async () => {
    const { owner, staff, stay, catId, today, address } = await mochiInTheHouse();
    const tabletAddress = service.endpoint();
    const laptopAddress = service.endpoint();
    for (const other of [tabletAddress, laptopAddress]) {
      expect((await owner.post('/api/push-subscriptions', newBrowser().subscription(other))).status).toBe(200);
    }
    service.answer(address, 410);
    service.answer(laptopAddress, 404);
    expect((await staff.post('/api/staff/care-log', note(stay, catId, today, 'Brushed and content.'))).status).toBe(201);
    await mailSettled();
    expect(await subscribed(owner)).toEqual([tabletAddress]);
    expect(hotel.log.lines().filter((line) => line.msg === 'A phone’s subscription to news has ended; it is removed')).toEqual(
      expect.arrayContaining([expect.objectContaining({ pushService: service.origin, status: 410 })]),
    );
  });

  it('a failure or silence: the note is kept, the failure written to the log, not tried again', async () => {
    const { owner, staff, stay, catId, today, address } = await mochiInTheHouse();
    const quietAddress = service.endpoint();
    expect((await owner.post('/api/push-subscriptions', newBrowser().subscription(quietAddress))).status).toBe(200);
    service.answer(address, 500);
    service.answer(quietAddress, 'hang');
    const logged = await staff.post('/api/staff/care-log', note(stay, catId, today, 'Napping.'));
    expect(logged.status).toBe(201);
    await mailSettled();
    expect(await messagesTo(address)).toHaveLength(1);
    expect(await messagesTo(quietAddress)).toHaveLength(1);
    expect((await subscribed(owner)).sort()).toEqual([address, quietAddress].sort());
    const warnings = hotel.log.lines().filter((line) => line.msg === 'A notification could not be sent; it is not tried again');
    expect(warnings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ level: 'warn', pushService: service.origin, status: 500 }),
        expect.objectContaining({ level: 'warn', pushService: service.origin, fault: expect.stringMatching(/^Error/) }),
      ]),
    );
    // The log names the push service, never the browser's own address.
    expect(hotel.log.text()).not.toContain(new URL(address).pathname);
  });
});

describe('a photo posted to the diary', () => {
  /** The photo route's part, as it will call it: in its transaction, after newsAfterCommit. */
  const photoRoute = new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set('deps', hotel.deps);
      c.set('db', hotel.deps.db);
      await next();
    })
    .post('/photos', newsAfterCommit, async (c) => {
      const { bookingId, catId, caption } = await c.req.json<{ bookingId: string; catId: string; caption: string | null }>();
      await announcePhoto(c, { bookingId, catId, caption });
      return c.json({}, 201);
    });

  it('tells the owner "New photo of Mochi", with its caption or a word where it has none', async () => {
    const { stay, catId, phone, address } = await mochiInTheHouse();
    for (const caption of ['Sunbathing', null]) {
      const answer = await photoRoute.request('/photos', { method: 'POST', body: JSON.stringify({ bookingId: stay.id, catId, caption }) });
      expect(answer.status).toBe(201);
      await mailSettled();
    }
    const messages = await messagesTo(address);
    expect(messages.map((message) => newsIn(message, phone))).toEqual([
      { title: 'New photo of Mochi', body: 'Sunbathing', url: `/stays/${stay.id}` },
      { title: 'New photo of Mochi', body: 'Tap to see it in Mochi’s diary.', url: `/stays/${stay.id}` },
    ]);
  });
});
