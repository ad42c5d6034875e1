import { bookStay, deskStay } from '../staff/desk.test-support.ts';
import { describe, expect, it } from 'vitest';
import { addCat, inDays, useTestHotel } from '../test/hotel.ts';

const hotel = useTestHotel();

describe('cats', () => {
  it('keeps a cat with the id the phone chose, and lists only the owner’s cats', async () => {
    const owner = await hotel.owner();
    const id = crypto.randomUUID();
    const created = await owner.post('/api/cats', {
      id,
      name: 'Mochi',
      breed: 'Ragdoll',
      age: 4,
      gender: 'female',
      weight: '4.2',
      color: 'Seal point',
      specialNeeds: '',
      medicalInfo: 'Thyroid tablet at breakfast',
      dietaryRequirements: 'Renal diet, wet food only',
      vaccinationRecords: 'FVRCP and rabies, March 2026',
      emergencyContact: 'Naledi 082 555 0101',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id, name: 'Mochi', age: 4, gender: 'female', specialNeeds: null });
    const list = await owner.get('/api/cats');
    expect(list.status).toBe(200);
    expect(list.body.map((cat: { id: string }) => cat.id)).toEqual([id]);
    expect((await (await hotel.owner()).get('/api/cats')).body).toEqual([]);
  });

  it.each([
    [{ name: 'M' }, 'name', 'Cat name must be at least 2 characters'],
    [{}, 'name', 'Cat name must be at least 2 characters'],
    [{ name: 'Mochi', gender: 'tomcat' }, 'gender'],
    [{ name: 'Mochi', age: 31 }, 'age'],
    [{ name: 'Mochi', age: -1 }, 'age'],
    [{ name: 'Mochi', id: 'not-a-uuid' }, 'id'],
  ])('refuses %j and writes nothing', async (body, field, message?: string) => {
    const owner = await hotel.owner();
    const answer = await owner.post('/api/cats', body);
    expect(answer.status).toBe(400);
    expect(answer.body.field).toBe(field);
    if (message !== undefined) expect(answer.body.message).toBe(message);
    expect((await owner.get('/api/cats')).body).toEqual([]);
  });

  it('keeps a kitten’s age in months: six months old is 0 years and 6 months, and the desk sees it', async () => {
    const owner = await hotel.owner();
    const created = await owner.post('/api/cats', { name: 'Pip', age: 0, ageMonths: 6 });
    expect(created).toMatchObject({ status: 201, body: { name: 'Pip', age: 0, ageMonths: 6 } });
    expect((await owner.get('/api/cats')).body[0]).toMatchObject({ age: 0, ageMonths: 6 });
    const older = await owner.patch(`/api/cats/${created.body.id}`, { ageMonths: 9 });
    expect(older.body).toMatchObject({ age: 0, ageMonths: 9 });
    expect((await owner.get('/api/account/export')).body.cats[0]).toMatchObject({ name: 'Pip', age: 0, ageMonths: 9 });
    for (const ageMonths of [12, -1, 2.5]) {
      expect(await owner.patch(`/api/cats/${created.body.id}`, { ageMonths })).toMatchObject({
        status: 400,
        body: { field: 'ageMonths', message: 'Months must be a whole number from 0 to 11' },
      });
    }
  });

  it('changes only the fields sent', async () => {
    const owner = await hotel.owner();
    const id = await addCat(owner, { name: 'Pepper', breed: 'Siamese', age: 2 });
    const answer = await owner.patch(`/api/cats/${id}`, { age: 3 });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ name: 'Pepper', breed: 'Siamese', age: 3 });
    expect((await owner.patch(`/api/cats/${id}`, { name: 'P' })).body.message).toBe('Cat name must be at least 2 characters');
    expect((await owner.patch(`/api/cats/${id}`, {})).status).toBe(400);
  });

  it('answers 404 to another owner, who can neither see, change nor remove the cat', async () => {
    const alice = await hotel.owner();
    const bob = await hotel.owner();
    const id = await addCat(alice, { name: 'Smokey' });
    expect((await bob.patch(`/api/cats/${id}`, { name: 'Stolen' })).status).toBe(404);
    expect((await bob.delete(`/api/cats/${id}`)).status).toBe(404);
    expect((await bob.get('/api/cats')).body).toEqual([]);
    // The same id again from Bob does not overwrite Alice's cat.
    expect((await bob.post('/api/cats', { id, name: 'Stolen' })).status).toBe(409);
    expect((await alice.get('/api/cats')).body).toMatchObject([{ id, name: 'Smokey' }]);
  });

  it('removes a cat, but not one booked for a coming stay', async () => {
    const owner = await hotel.owner();
    const free = await addCat(owner, { name: 'Ginger' });
    const booked = await addCat(owner, { name: 'Tiger' });
    const booking = await owner.post('/api/bookings', {
      booking: { checkInDate: inDays(30), checkOutDate: inDays(35) },
      catIds: [booked],
    });
    expect(booking.status).toBe(201);
    expect((await owner.delete(`/api/cats/${free}`)).status).toBe(200);
    expect((await owner.delete(`/api/cats/${free}`)).status).toBe(404);
    const refused = await owner.delete(`/api/cats/${booked}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^Tiger is booked/);
    expect((await owner.get('/api/cats')).body.map((cat: { name: string }) => cat.name)).toEqual(['Tiger']);
  });

  it('keeps a cat who is staying at the hotel right now', async () => {
    const owner = await hotel.owner();
    const staff = await hotel.staff();
    const booking = await bookStay(owner, inDays(0), { cat: { name: 'Tiger' } });
    await deskStay(staff, booking, 'check-in');
    const refused = await owner.delete(`/api/cats/${booking.catIds[0]}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^Tiger is booked/);
  });

  it('asks for a sign-in and refuses malformed ids', async () => {
    expect((await hotel.visitor().get('/api/cats')).status).toBe(401);
    expect((await hotel.visitor().post('/api/cats', { name: 'Mochi' })).status).toBe(401);
    const owner = await hotel.owner();
    const answer = await owner.patch('/api/cats/42', { name: 'Mochi' });
    expect(answer.status).toBe(400);
    expect(answer.body.field).toBe('id');
  });
});

describe('profile', () => {
  it('changes names, phone and address but never the e-mail', async () => {
    const owner = await hotel.owner();
    const answer = await owner.patch('/api/user/profile', {
      firstName: 'Ayanda',
      lastName: 'Nkosi',
      phone: '021 555 0199',
      address: '12 Marine Drive, Bloubergstrand',
      email: 'hijack@example.com',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ firstName: 'Ayanda', phone: '021 555 0199', email: owner.email });
    expect((await owner.get('/api/auth/user')).body.email).toBe(owner.email);
  });

  it.each([
    [{ firstName: 'A', lastName: 'Nkosi' }, 'firstName', 'First name must be at least 2 characters'],
    [{ firstName: 'Ayanda', lastName: 'N' }, 'lastName', 'Last name must be at least 2 characters'],
    [{ firstName: 'Ayanda', lastName: 'Nkosi', phone: '555' }, 'phone', 'Please enter a valid phone number'],
  ])('refuses %j', async (body, field, message) => {
    const owner = await hotel.owner();
    const answer = await owner.patch('/api/user/profile', body);
    expect(answer).toMatchObject({ status: 400, body: { field, message } });
    expect((await owner.get('/api/auth/user')).body.firstName).toBe('Thandi');
  });

  it('lets an owner clear the optional phone and address', async () => {
    const owner = await hotel.owner();
    await owner.patch('/api/user/profile', { firstName: 'Ayanda', lastName: 'Nkosi', phone: '0215550199', address: 'Here' });
    const answer = await owner.patch('/api/user/profile', { firstName: 'Ayanda', lastName: 'Nkosi', phone: '', address: '' });
    expect(answer.body).toMatchObject({ phone: null, address: null });
  });
});
