import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PROOF_MAX_BYTES } from '../../domain/schemas/proof.ts';
import { HOUSE_VACCINATION_RULES } from '../../domain/vaccinations.ts';
import { catVaccinations } from '../db/schema.ts';
import { addCat, PUBLIC_URL, type Visitor, useTestHotel } from '../test/hotel.ts';

const hotel = useTestHotel();

const RABIES = { vaccine: 'rabies', givenOn: '2026-03-02', validUntil: '2027-03-01', vet: 'Blouberg Vet' };

/** A file that starts as a JPEG does, with `size` bytes in all. */
function jpeg(size = 64): Buffer {
  const bytes = Buffer.alloc(size, 7);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return bytes;
}

const PNG_START = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function upload(bytes: Buffer, contentType = 'image/jpeg', id: string = crypto.randomUUID()) {
  return { id, contentType, data: bytes.toString('base64') };
}

async function ownerWithCat(name = 'Marmalade') {
  const owner = await hotel.owner();
  return { owner, catId: await addCat(owner, { name, gender: 'female' }) };
}

async function vaccinationsOf(owner: Visitor, catId: string) {
  const cats: { id: string; vaccinations: unknown[] }[] = (await owner.get('/api/cats')).body;
  return cats.find((cat) => cat.id === catId)?.vaccinations;
}

describe('a cat’s vaccinations', () => {
  it('keeps a vaccination with the id the phone chose and answers the whole cat, which only its owner sees', async () => {
    const { owner, catId } = await ownerWithCat();
    const id = crypto.randomUUID();
    const added = await owner.post(`/api/cats/${catId}/vaccinations`, { id, ...RABIES });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ id: catId, name: 'Marmalade' });
    expect(added.body.vaccinations).toEqual([{ id, ...RABIES, otherName: null, proof: null, checkedBy: null, checkedAt: null }]);
    expect(await vaccinationsOf(owner, catId)).toEqual(added.body.vaccinations);

    const stranger = await hotel.owner();
    expect(await stranger.post(`/api/cats/${catId}/vaccinations`, { ...RABIES, id: crypto.randomUUID() })).toMatchObject({
      status: 404,
      body: { message: 'Cat not found' },
    });
    expect(await stranger.request('PUT', `/api/vaccinations/${id}`, { ...RABIES, vet: 'Mine now' })).toMatchObject({ status: 404 });
    expect(await stranger.delete(`/api/vaccinations/${id}`)).toMatchObject({ status: 404 });
    expect(await hotel.visitor().post(`/api/cats/${catId}/vaccinations`, RABIES)).toMatchObject({ status: 401 });
    expect(await vaccinationsOf(owner, catId)).toHaveLength(1);
  });

  it.each([
    [{ ...RABIES, vaccine: 'distemper' }, 'vaccine', 'Please choose the vaccine'],
    [{ ...RABIES, vaccine: 'other' }, 'otherName', 'Please write the vaccine’s name as the book gives it'],
    [{ ...RABIES, givenOn: '' }, 'givenOn', 'Please enter the date it was given'],
    [{ ...RABIES, validUntil: '2026-03-02' }, 'validUntil', 'Valid until must be after the date it was given'],
    [{ ...RABIES, validUntil: '2026-02-30' }, 'validUntil'],
    [{ ...RABIES, vet: 'x'.repeat(201) }, 'vet'],
  ])('refuses %j and keeps nothing', async (body, field, message?: string) => {
    const { owner, catId } = await ownerWithCat();
    const answer = await owner.post(`/api/cats/${catId}/vaccinations`, body);
    expect(answer.status).toBe(400);
    expect(answer.body.field).toBe(field);
    if (message !== undefined) expect(answer.body.message).toBe(message);
    expect(await vaccinationsOf(owner, catId)).toEqual([]);
  });

  it('changes a vaccination, and a vaccine or date written anew asks the desk to check it again', async () => {
    const { owner, catId } = await ownerWithCat();
    const id = crypto.randomUUID();
    await owner.post(`/api/cats/${catId}/vaccinations`, { id, ...RABIES });
    const staff = await hotel.staff('staff', { firstName: 'Sipho' });
    // The desk's check at check-in, as it will be made there: written straight in until that step exists.
    await hotel.database.db.update(catVaccinations).set({ checkedBy: staff.id, checkedAt: new Date() }).where(eq(catVaccinations.id, id));
    const vet = await owner.request('PUT', `/api/vaccinations/${id}`, { ...RABIES, vet: 'Sunningdale Animal Clinic' });
    expect(vet.status).toBe(200);
    expect(vet.body.vaccinations[0]).toMatchObject({ vet: 'Sunningdale Animal Clinic', checkedBy: 'the hotel' });
    expect(vet.body.vaccinations[0].checkedAt).not.toBeNull();
    const later = await owner.request('PUT', `/api/vaccinations/${id}`, { ...RABIES, validUntil: '2028-03-01' });
    expect(later.body.vaccinations[0]).toMatchObject({ validUntil: '2028-03-01', checkedBy: null, checkedAt: null });
    expect(await owner.request('PUT', `/api/vaccinations/${crypto.randomUUID()}`, RABIES)).toMatchObject({
      status: 404,
      body: { message: 'Vaccination not found' },
    });
  });

  it('refuses a second vaccination under an id already used, and removes one', async () => {
    const { owner, catId } = await ownerWithCat();
    const id = crypto.randomUUID();
    await owner.post(`/api/cats/${catId}/vaccinations`, { id, ...RABIES });
    expect(await owner.post(`/api/cats/${catId}/vaccinations`, { id, ...RABIES, vaccine: 'fvrcp' })).toMatchObject({ status: 409 });
    const removed = await owner.delete(`/api/vaccinations/${id}`);
    expect(removed).toMatchObject({ status: 200, body: { id: catId, vaccinations: [] } });
    expect(await owner.delete(`/api/vaccinations/${id}`)).toMatchObject({ status: 404 });
  });

  it('lists a cat’s vaccinations oldest first, the desk’s stays included', async () => {
    const { owner, catId } = await ownerWithCat();
    await owner.post(`/api/cats/${catId}/vaccinations`, RABIES);
    await owner.post(`/api/cats/${catId}/vaccinations`, { vaccine: 'fvrcp', givenOn: '2025-01-10', validUntil: '2026-01-10' });
    await owner.post(`/api/cats/${catId}/vaccinations`, {
      vaccine: 'other',
      otherName: 'Leucofeligen',
      givenOn: '2026-05-01',
      validUntil: '2027-05-01',
    });
    const listed = (await vaccinationsOf(owner, catId)) as { vaccine: string }[];
    expect(listed.map((record) => record.vaccine)).toEqual(['fvrcp', 'rabies', 'other']);
  });

  it('applies a vaccination sent twice under one key once, alone or in a batch', async () => {
    const { owner, catId } = await ownerWithCat();
    const key = crypto.randomUUID();
    const body = { id: crypto.randomUUID(), ...RABIES };
    const first = await owner.post(`/api/cats/${catId}/vaccinations`, body, { key });
    const again = await owner.post('/api/changes', { changes: [{ id: key, method: 'POST', path: `/api/cats/${catId}/vaccinations`, body }] });
    expect(again.body.results[0]).toMatchObject({ outcome: 'applied', status: 201, body: first.body });
    expect(await vaccinationsOf(owner, catId)).toHaveLength(1);
  });
});

describe('a cat’s proofs', () => {
  it('keeps the photo of the book’s page off every public address: its owner and the staff read it, no one else', async () => {
    const { owner, catId } = await ownerWithCat();
    const vaccinationId = (await owner.post(`/api/cats/${catId}/vaccinations`, RABIES)).body.vaccinations[0].id;
    const photo = jpeg(300);
    const proofId = crypto.randomUUID();
    const kept = await owner.request('PUT', `/api/vaccinations/${vaccinationId}/proof`, upload(photo, 'image/jpeg', proofId));
    expect(kept.status).toBe(200);
    expect(kept.body.vaccinations[0].proof).toMatchObject({ id: proofId, contentType: 'image/jpeg', size: 300 });
    expect(JSON.stringify(kept.body)).not.toContain(photo.toString('base64').slice(0, 40));

    const read = await owner.get(`/api/proofs/${proofId}`);
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('image/jpeg');
    expect(read.headers.get('x-content-type-options')).toBe('nosniff');
    expect(read.headers.get('content-security-policy')).toContain('sandbox');
    expect(read.headers.get('cache-control')).toContain('no-store');
    const bytes = await hotel.app.request(`${PUBLIC_URL}/api/proofs/${proofId}`, { headers: { cookie: owner.cookie! } });
    expect(Buffer.from(await bytes.arrayBuffer())).toEqual(photo);

    const staff = await hotel.staff();
    const desk = await staff.get(`/api/staff/proofs/${proofId}`);
    expect(desk).toMatchObject({ status: 200 });
    expect(desk.headers.get('content-length')).toBe('300');

    const stranger = await hotel.owner();
    expect(await stranger.get(`/api/proofs/${proofId}`)).toMatchObject({ status: 404, body: { message: 'Proof not found' } });
    expect(await stranger.get(`/api/staff/proofs/${proofId}`)).toMatchObject({ status: 403 });
    expect(await hotel.visitor().get(`/api/proofs/${proofId}`)).toMatchObject({ status: 401 });
    expect(await hotel.visitor().get(`/api/staff/proofs/${proofId}`)).toMatchObject({ status: 401 });
    // The id of another cat's proof, under the owner's own cat, is not found either.
    const other = await ownerWithCat('Pepper');
    const otherProof = crypto.randomUUID();
    await other.owner.request('PUT', `/api/cats/${other.catId}/spay-neuter/proof`, upload(jpeg(), 'image/jpeg', otherProof));
    expect(await owner.get(`/api/proofs/${otherProof}`)).toMatchObject({ status: 404, body: { message: 'Proof not found' } });
  });

  it('replaces a proof with the one taken again, and removes it', async () => {
    const { owner, catId } = await ownerWithCat();
    const first = crypto.randomUUID();
    await owner.request('PUT', `/api/cats/${catId}/spay-neuter/proof`, upload(jpeg(), 'image/jpeg', first));
    const pdf = Buffer.from('%PDF-1.7\n% the vet’s certificate\n');
    const second = crypto.randomUUID();
    const replaced = await owner.request('PUT', `/api/cats/${catId}/spay-neuter/proof`, upload(pdf, 'application/pdf', second));
    expect(replaced.body.spayNeuter).toEqual({
      proof: expect.objectContaining({ id: second, contentType: 'application/pdf' }),
      checkedBy: null,
      checkedAt: null,
    });
    expect(await owner.get(`/api/proofs/${first}`)).toMatchObject({ status: 404 });
    expect((await owner.get(`/api/proofs/${second}`)).text).toBe(pdf.toString());
    expect(await owner.delete(`/api/cats/${catId}/spay-neuter/proof`)).toMatchObject({ status: 200, body: { spayNeuter: { proof: null } } });
    expect(await owner.delete(`/api/cats/${catId}/spay-neuter/proof`)).toMatchObject({ status: 404, body: { message: 'Proof not found' } });
  });

  it('takes the photo of a vaccination away with the vaccination', async () => {
    const { owner, catId } = await ownerWithCat();
    const vaccinationId = (await owner.post(`/api/cats/${catId}/vaccinations`, RABIES)).body.vaccinations[0].id;
    const proofId = crypto.randomUUID();
    await owner.request('PUT', `/api/vaccinations/${vaccinationId}/proof`, upload(jpeg(), 'image/jpeg', proofId));
    await owner.delete(`/api/vaccinations/${vaccinationId}`);
    expect(await owner.get(`/api/proofs/${proofId}`)).toMatchObject({ status: 404 });
  });

  it.each([
    ['a PNG declared a JPEG', upload(Buffer.from([...PNG_START, 0, 0, 0, 0])), 'This file is not a photo or PDF we can read; please choose another'],
    [
      'a page of HTML declared a PDF',
      upload(Buffer.from('<html><script>alert(1)</script>'), 'application/pdf'),
      'This file is not a photo or PDF we can read; please choose another',
    ],
    ['an SVG', upload(Buffer.from('<svg/>'), 'image/svg+xml'), 'Please choose a photo (JPEG, PNG or WebP) or a PDF'],
    [
      'text that is not base64',
      { id: crypto.randomUUID(), contentType: 'image/jpeg', data: '/9j/ not base64!' },
      'This file is not a photo or PDF we can read; please choose another',
    ],
    ['an empty file', upload(Buffer.alloc(0)), 'This file is not a photo or PDF we can read; please choose another'],
    ['a file over 2 MB', upload(jpeg(PROOF_MAX_BYTES + 1)), 'This file is too large: 2 MB at most'],
  ])('refuses %s and keeps nothing', async (_what, body, message) => {
    const { owner, catId } = await ownerWithCat();
    const answer = await owner.request('PUT', `/api/cats/${catId}/spay-neuter/proof`, body);
    expect(answer).toMatchObject({ status: 400, body: { message } });
    expect((await owner.get('/api/cats')).body[0].spayNeuter.proof).toBeNull();
  });

  it('takes a body of a few megabytes only at a proof’s address', async () => {
    const { owner, catId } = await ownerWithCat();
    const large = { name: 'Marmalade', medicalInfo: 'x'.repeat(100 * 1024) };
    expect(await owner.patch(`/api/cats/${catId}`, large)).toMatchObject({ status: 413 });
    const tooLarge = upload(jpeg(3 * 1024 * 1024));
    expect(await owner.request('PUT', `/api/cats/${catId}/spay-neuter/proof`, tooLarge)).toMatchObject({
      status: 413,
      body: { message: 'This file is too large: 2 MB at most' },
    });
    expect(await owner.request('PUT', `/api/cats/${catId}/spay-neuter/proof`, upload(jpeg(PROOF_MAX_BYTES)))).toMatchObject({ status: 200 });
  });
});

describe('the house’s vaccination rules', () => {
  it('are the spec’s until a manager changes them, open to anyone', async () => {
    expect(await hotel.visitor().get('/api/vaccination-rules')).toMatchObject({ status: 200, body: HOUSE_VACCINATION_RULES });
  });
});
