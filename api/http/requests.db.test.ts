import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cats } from '../db/schema.ts';
import { PUBLIC_URL, useTestHotel } from '../test/hotel.ts';

const hotel = useTestHotel();

describe('Idempotency-Key', () => {
  it('answers a repeated change with the first answer and makes one row', async () => {
    const owner = await hotel.owner();
    const body = { name: 'Whiskers' };
    const first = await owner.post('/api/cats', body, { key: 'outbox-1' });
    const second = await owner.post('/api/cats', body, { key: 'outbox-1' });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await hotel.database.db.select().from(cats).where(eq(cats.name, 'Whiskers'))).toHaveLength(1);
  });

  it('refuses the same key with a different body (422) and changes nothing', async () => {
    const owner = await hotel.owner();
    await owner.post('/api/cats', { name: 'Socks' }, { key: 'outbox-2' });
    const other = await owner.post('/api/cats', { name: 'Boots' }, { key: 'outbox-2' });
    expect(other.status).toBe(422);
    expect(other.body.message).toMatch(/Idempotency-Key/);
    expect((await owner.get('/api/cats')).body.map((cat: { name: string }) => cat.name)).toEqual(['Socks']);
  });

  it('keeps each owner’s keys apart', async () => {
    const alice = await hotel.owner();
    const bob = await hotel.owner();
    await alice.post('/api/cats', { name: 'Patches' }, { key: 'same-key' });
    const bobs = await bob.post('/api/cats', { name: 'Patches' }, { key: 'same-key' });
    expect(bobs.status).toBe(201);
    expect((await bob.get('/api/cats')).body).toHaveLength(1);
  });

  it('replays a refusal as a refusal', async () => {
    const owner = await hotel.owner();
    const first = await owner.post('/api/cats', { name: 'X' }, { key: 'outbox-3' });
    const second = await owner.post('/api/cats', { name: 'X' }, { key: 'outbox-3' });
    expect(first.status).toBe(400);
    expect(second).toMatchObject({ status: 400, body: first.body });
  });
});

describe('bad requests', () => {
  it('answers 413 to a body over 64 kB', async () => {
    const owner = await hotel.owner();
    const answer = await owner.post('/api/cats', { name: 'Big', medicalInfo: 'x'.repeat(70_000) });
    expect(answer.status).toBe(413);
    expect(answer.body.message).toBeTruthy();
    expect((await owner.get('/api/cats')).body).toEqual([]);
  });

  it('answers 415 to a change that is not JSON', async () => {
    const owner = await hotel.owner();
    const answer = await owner.post('/api/cats', 'name=Mochi', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(answer.status).toBe(415);
    expect((await owner.get('/api/cats')).body).toEqual([]);
  });

  it('answers 403 to a change from another site, and accepts our own', async () => {
    const owner = await hotel.owner();
    const evil = await owner.post('/api/cats', { name: 'Mochi' }, { headers: { origin: 'https://evil.example' } });
    expect(evil.status).toBe(403);
    const crossSite = await owner.post('/api/cats', { name: 'Mochi' }, { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.status).toBe(403);
    const ours = await owner.post('/api/cats', { name: 'Mochi' }, { headers: { origin: PUBLIC_URL } });
    expect(ours.status).toBe(201);
    expect((await owner.get('/api/cats')).body).toHaveLength(1);
  });

  it('answers 400 with a message to malformed JSON', async () => {
    const owner = await hotel.owner();
    const answer = await owner.post('/api/cats', '{"name": "Mo', { headers: { 'content-type': 'application/json' } });
    expect(answer.status).toBe(400);
    expect(typeof answer.body.message).toBe('string');
  });

  it('answers unknown API addresses with a JSON 404', async () => {
    const answer = await hotel.visitor().get('/api/nothing-here');
    expect(answer).toMatchObject({ status: 404, body: { message: 'There is nothing at this address' } });
  });

  it('lists the extra services to anyone, priced by the domain catalogue', async () => {
    const answer = await hotel.visitor().get('/api/extra-services');
    expect(answer.status).toBe(200);
    expect(answer.body.map((s: { name: string; price: string }) => [s.name, s.price])).toEqual([
      ['Medication Administration', '20.00'],
      ['Live Updates', '15.00'],
      ['Special Attention Care', '90.00'],
      ['Transport', '200.00'],
    ]);
  });
});
