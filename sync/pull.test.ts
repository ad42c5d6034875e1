import { describe, expect, it } from 'vitest';
import { PUBLIC_URL, useTestHotel } from '../api/test/hotel.ts';
import { addCat, removeCat, updateCat } from './changes.ts';
import { hotelApi, realTimer } from './hotel-api.ts';
import type { CatRecord } from './local-data.ts';
import { pullFromServer } from './pull.ts';
import { phoneOf, useHotelNetwork } from './test/hotel-network.ts';

const hotel = useTestHotel();
const network = useHotelNetwork(hotel);
const api = hotelApi({ baseUrl: PUBLIC_URL, fetch: (input, init) => fetch(input, init), timer: realTimer, timeoutMs: 5_000 });

const names = (cats: CatRecord[]) => cats.map((cat) => cat.name).sort();

describe('pull', () => {
  it('overwrites records with no change waiting and keeps those with one', async () => {
    const owner = await hotel.owner();
    network.owner = owner;
    const data = await phoneOf(owner);
    const [pepper, biscuit, luna] = await Promise.all(
      ['Pepper', 'Biscuit', 'Luna'].map(async (name) => (await owner.post('/api/cats', { name })).body as CatRecord),
    );
    expect(await pullFromServer(data, api)).toEqual({ kind: 'pulled' });
    expect(names(await data.cats.toArray())).toEqual(['Biscuit', 'Luna', 'Pepper']);
    expect(await data.extraServices.count()).toBeGreaterThan(0);

    // On the phone: a new cat, an edit and a removal wait; elsewhere, edits and a removal happen.
    await addCat(data, { name: 'Mochi' });
    await updateCat(data, pepper!.id, { breed: 'Siamese' });
    await removeCat(data, biscuit!.id);
    await owner.patch(`/api/cats/${pepper!.id}`, { age: 7 });
    await owner.patch(`/api/cats/${luna!.id}`, { age: 2 });
    await owner.post('/api/cats', { name: 'Tiger' });

    expect(await pullFromServer(data, api)).toEqual({ kind: 'pulled' });
    const cats = await data.cats.toArray();
    expect(names(cats)).toEqual(['Luna', 'Mochi', 'Pepper', 'Tiger']);
    expect(cats.find((cat) => cat.name === 'Pepper')).toMatchObject({ breed: 'Siamese', age: null });
    expect(cats.find((cat) => cat.name === 'Luna')).toMatchObject({ age: 2 });

    // Once the phone's changes are gone (sent, say), the server's copy stands alone.
    await data.outbox.clear();
    await owner.delete(`/api/cats/${luna!.id}`);
    await pullFromServer(data, api);
    expect(names(await data.cats.toArray())).toEqual(['Biscuit', 'Pepper', 'Tiger']);
  });

  it('writes nothing when part of the pull fails, and reports a 401 as signed out', async () => {
    const owner = await hotel.owner();
    network.owner = owner;
    const data = await phoneOf(owner);
    await owner.post('/api/cats', { name: 'Pepper' });
    network.fault = (request) => (request.path === '/api/bookings' ? 'server-error' : undefined);
    expect(await pullFromServer(data, api)).toEqual({ kind: 'unreachable', reason: '503: Bad gateway' });
    expect(await data.cats.count()).toBe(0);
    network.fault = () => undefined;
    network.owner = undefined;
    expect(await pullFromServer(data, api)).toEqual({ kind: 'signed-out' });
  });

  it('never mixes two owners: another owner’s session reads as signed out', async () => {
    const first = await hotel.owner();
    const data = await phoneOf(first);
    network.owner = await hotel.owner();
    await network.owner.post('/api/cats', { name: 'Not yours' });
    expect(await pullFromServer(data, api)).toEqual({ kind: 'signed-out' });
    expect(await data.cats.count()).toBe(0);
  });
});
