// A cat's vaccinations and proofs kept on the phone (issue 33): written offline with their outbox
// entries, shown at once, and settled on the cat when the hotel answers.
import { ValiError } from 'valibot';
import { describe, expect, it } from 'vitest';
import { PUBLIC_URL, useTestHotel } from '../api/test/hotel.ts';
import { addCat, attachProof, removeProof, removeVaccination, saveVaccination } from './changes.ts';
import { hotelApi } from './hotel-api.ts';
import { sendChange } from './replay.ts';
import { engineFor, ManualTimer, phoneOf, useHotelNetwork } from './test/hotel-network.ts';

const hotel = useTestHotel();
const network = useHotelNetwork(hotel);

const RABIES = { vaccine: 'rabies', givenOn: '2026-03-02', validUntil: '2027-03-01', vet: 'Blouberg Vet' } as const;
const PAGE_PHOTO = { contentType: 'image/jpeg' as const, data: btoa(String.fromCharCode(0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5, 6, 7, 8)) };

async function ownerWithPhone() {
  const owner = await hotel.owner();
  network.owner = owner;
  const data = await phoneOf(owner);
  return { owner, data, cat: await addCat(data, { name: 'Marmalade', gender: 'female' }) };
}

describe('a cat’s records on the phone', () => {
  it('shows a vaccination and its photo at once, both waiting in the outbox in the order the hotel needs them', async () => {
    const { data, cat } = await ownerWithPhone();
    const saved = await saveVaccination(data, cat.id, RABIES, { photo: PAGE_PHOTO });
    expect(saved.vaccinations).toEqual([
      {
        id: expect.any(String),
        ...RABIES,
        otherName: null,
        proof: { id: expect.any(String), contentType: 'image/jpeg', size: 12, addedAt: expect.any(String) },
        checkedBy: null,
        checkedAt: null,
      },
    ]);
    const [vaccination] = saved.vaccinations;
    const entries = await data.outbox.orderBy('seq').toArray();
    expect(entries.map(({ change, method, path, summary }) => ({ change, method, path, summary }))).toEqual([
      { change: 'addCat', method: 'POST', path: '/api/cats', summary: 'Add Marmalade' },
      { change: 'addVaccination', method: 'POST', path: `/api/cats/${cat.id}/vaccinations`, summary: "Add Marmalade's rabies vaccination" },
      {
        change: 'attachProof',
        method: 'PUT',
        path: `/api/vaccinations/${vaccination!.id}/proof`,
        summary: "Add the photo of Marmalade's rabies vaccination",
      },
    ]);
    expect(entries[2]!.body).toEqual({ id: vaccination!.proof!.id, ...PAGE_PHOTO });
  });

  it('keeps neither the vaccination nor its photo when the photo is not one', async () => {
    const { data, cat } = await ownerWithPhone();
    const notAPhoto = { contentType: 'image/jpeg' as const, data: btoa('<html>') };
    await expect(saveVaccination(data, cat.id, RABIES, { photo: notAPhoto })).rejects.toBeInstanceOf(ValiError);
    expect((await data.cats.get(cat.id))!.vaccinations).toEqual([]);
    expect(await data.outbox.count()).toBe(1);
  });

  it('queues nothing for an edit that changes nothing, and a date written anew waits for the desk’s check again', async () => {
    const { owner, data, cat } = await ownerWithPhone();
    const engine = engineFor(data, new ManualTimer());
    const vaccinationId = (await saveVaccination(data, cat.id, RABIES)).vaccinations[0]!.id;
    await engine.syncNow();
    const staff = await hotel.staff();
    await hotel.database.db.execute(`update cat_vaccinations set checked_by = '${staff.id}', checked_at = now() where id = '${vaccinationId}'`);
    await engine.syncNow();
    expect((await data.cats.get(cat.id))!.vaccinations[0]).toMatchObject({ checkedBy: 'the hotel' });

    await saveVaccination(data, cat.id, { ...RABIES, vet: ' Blouberg Vet ' }, { vaccinationId });
    expect(await data.outbox.count()).toBe(0);
    await saveVaccination(data, cat.id, { ...RABIES, validUntil: '2028-03-01' }, { vaccinationId });
    expect((await data.cats.get(cat.id))!.vaccinations[0]).toMatchObject({ validUntil: '2028-03-01', checkedBy: null, checkedAt: null });
    await engine.syncNow();
    await engine.stop();
    expect((await owner.get('/api/cats')).body[0].vaccinations[0]).toMatchObject({ validUntil: '2028-03-01', checkedBy: null });
  });

  it('keeps the cat when the hotel answers that a vaccination or a proof is gone', async () => {
    const { data, cat } = await ownerWithPhone();
    const engine = engineFor(data, new ManualTimer());
    const vaccinationId = (await saveVaccination(data, cat.id, RABIES)).vaccinations[0]!.id;
    await attachProof(data, cat.id, 'spay-neuter', PAGE_PHOTO);
    await engine.syncNow();
    await engine.stop();
    await removeVaccination(data, cat.id, vaccinationId);
    await removeProof(data, cat.id, 'spay-neuter');
    const api = hotelApi({ baseUrl: PUBLIC_URL, fetch, timer: new ManualTimer().timer, timeoutMs: 5_000 });
    for (const entry of await data.outbox.orderBy('seq').toArray()) {
      expect(await sendChange(data, api, entry, new Date().toISOString())).toEqual({ kind: 'sent' });
    }
    // Settled from each answer alone, before any pull: the answer is the cat, not its absence.
    expect(await data.cats.get(cat.id)).toMatchObject({ id: cat.id, vaccinations: [], spayNeuter: { proof: null } });
  });

  it('sends everything once, and the phone holds what the hotel holds', async () => {
    const { owner, data, cat } = await ownerWithPhone();
    const engine = engineFor(data, new ManualTimer());
    await saveVaccination(data, cat.id, RABIES, { photo: PAGE_PHOTO });
    await saveVaccination(data, cat.id, { vaccine: 'other', otherName: 'Leucofeligen', givenOn: '2026-01-05', validUntil: '2027-01-05' });
    await attachProof(data, cat.id, 'spay-neuter', { contentType: 'application/pdf', data: btoa('%PDF-1.4 certificate') });
    await engine.syncNow();
    await engine.stop();
    expect(await data.outbox.count()).toBe(0);
    const [onServer] = (await owner.get('/api/cats')).body;
    expect(onServer.vaccinations.map((record: { vaccine: string }) => record.vaccine)).toEqual(['other', 'rabies']);
    expect(onServer.spayNeuter.proof).toMatchObject({ contentType: 'application/pdf', size: 20 });
    expect(await data.cats.get(cat.id)).toEqual(onServer);
    expect(await data.meta.get('vaccinationRules')).toMatchObject({ value: { required: ['fvrcp', 'rabies'] } });
  });
});
