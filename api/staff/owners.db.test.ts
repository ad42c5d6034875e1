import { describe, expect, it } from 'vitest';
import { addCat, inDays, useTestHotel } from '../test/hotel.ts';
import { act, bookStay, MOCHI_CARE, standOn } from './desk.test-support.ts';

const hotel = useTestHotel();

describe('the owners’ records at the desk', () => {
  it('finds owners, never staff, by name, e-mail, phone or a current cat, with their counts', async () => {
    await standOn(hotel, inDays(10));
    const staff = await hotel.staff('staff', { firstName: 'Nomvula', lastName: 'Desk' });
    const owner = await hotel.owner();
    await owner.patch('/api/user/profile', { firstName: 'Nomvula', lastName: 'Owner', phone: '084 222 3333' });
    await bookStay(owner, inDays(20), { cat: { name: 'Ginger Snap' } });
    await bookStay(owner, inDays(30), { cat: { name: 'Marmalade' } });
    const gone = await addCat(owner, { name: 'Long Gone' });
    expect((await owner.delete(`/api/cats/${gone}`)).status).toBe(200);

    const found = { id: expect.any(String), firstName: 'Nomvula', lastName: 'Owner', email: owner.email, phone: '084 222 3333', cats: 2, stays: 2 };
    const search = async (q: string) => (await staff.get(`/api/staff/owners?q=${encodeURIComponent(q)}`)).body;
    expect(await search('nomvula')).toEqual({ owners: [found], more: false });
    expect(await search('Nomvula Own')).toEqual({ owners: [found], more: false });
    expect((await search(owner.email.toUpperCase())).owners).toEqual([found]);
    expect((await search('0842223333')).owners).toEqual([found]);
    expect((await search('marmal')).owners).toEqual([found]);
    // A removed cat is no longer the owner's; the stays that named it still show it.
    expect((await search('long gone')).owners).toEqual([]);
    expect((await search('Desk')).owners).toEqual([]);
    expect((await staff.get(`/api/staff/owners?q=${'a'.repeat(101)}`)).status).toBe(400);
  });

  it('finds an owner by phone whatever the prefix or spacing, and by name whatever the apostrophe (issue 31)', async () => {
    const staff = await hotel.staff();
    const owner = await hotel.owner();
    await owner.patch('/api/user/profile', { firstName: 'Siobhan', lastName: "O'Neill", phone: '082 123 4567' });
    const curly = await hotel.owner();
    await curly.patch('/api/user/profile', { firstName: 'Dara', lastName: 'O’Brien', phone: '+27 71 555 0100' });
    const search = async (q: string) =>
      ((await staff.get(`/api/staff/owners?q=${encodeURIComponent(q)}`)).body.owners as { lastName: string }[]).map((found) => found.lastName);
    for (const typed of ['+27 82 123 4567', '+27821234567', '0027 82 123 4567', '082-123-4567', 'O’Neill', 'o‘neill', 'Siobhan O’Neill', "O'Neill"]) {
      expect(await search(typed), typed).toEqual(["O'Neill"]);
    }
    for (const typed of ["O'Brien", 'O’Brien', '071 555 0100', '0715550100', '27715550100']) {
      expect(await search(typed), typed).toEqual(['O’Brien']);
    }
  });

  it('shows one owner’s record: details, current cats with all their care, and every stay, newest first', async () => {
    await standOn(hotel, inDays(40));
    const staff = await hotel.staff();
    const owner = await hotel.owner();
    await owner.patch('/api/user/profile', { firstName: 'Thandi', lastName: 'Mokoena', address: '12 Marine Drive, Bloubergstrand' });
    const first = await bookStay(owner, inDays(45), { cat: MOCHI_CARE });
    const second = await bookStay(owner, inDays(60), { cat: { name: 'Biscuit' } });
    await act(staff, first.id, 'deposit', { version: 1, method: 'card' });

    // A booking's id is not an owner's.
    expect(await staff.get(`/api/staff/owners/${first.id}`)).toMatchObject({ status: 404, body: { message: 'Owner not found' } });
    const me = (await owner.get('/api/auth/user')).body;
    const record = await staff.get(`/api/staff/owners/${me.id}`);
    expect(record.status).toBe(200);
    expect(record.body.owner).toEqual({
      id: me.id,
      firstName: 'Thandi',
      lastName: 'Mokoena',
      email: owner.email,
      phone: null,
      address: '12 Marine Drive, Bloubergstrand',
      createdAt: expect.any(String),
    });
    expect(record.body.cats.map((cat: { name: string }) => cat.name)).toEqual(['Biscuit', 'Mochi']);
    expect(record.body.cats[1]).toMatchObject(MOCHI_CARE);
    expect(record.body.stays.map((stay: { id: string; status: string }) => [stay.id, stay.status])).toEqual([
      [second.id, 'pending'],
      [first.id, 'confirmed'],
    ]);
  });

  it('answers a staff account’s id, and an unknown one, as nobody', async () => {
    const staff = await hotel.staff();
    const manager = await hotel.staff('manager');
    for (const id of [manager.id, staff.id, crypto.randomUUID()]) {
      expect(await staff.get(`/api/staff/owners/${id}`)).toMatchObject({ status: 404, body: { message: 'Owner not found' } });
    }
    expect(await staff.get('/api/staff/owners/someone')).toMatchObject({ status: 400, body: { message: 'Invalid id' } });
  });
});
