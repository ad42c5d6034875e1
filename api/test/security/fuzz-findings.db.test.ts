// Inputs the fuzz (fuzz.db.test.ts) found answered with a 500, kept as plain examples so each stays
// fixed whatever seed the fuzz draws next.
import { beforeAll, describe, expect, it } from 'vitest';
import { addCat, inDays, reservationForm, useTestHotel, type Visitor } from '../hotel.ts';
import { type RowWatch, watchRows } from './row-watch.ts';

const hotel = useTestHotel();

const reservation = reservationForm({ checkOutDate: inDays(33) });

describe('inputs the fuzz found', () => {
  let owner: Visitor;
  let rows: RowWatch;
  beforeAll(async () => {
    owner = await hotel.owner();
    rows = await watchRows(hotel.database.db);
  });

  // PostgreSQL text cannot hold U+0000, so the insert failed.
  it.each([
    ['POST', '/api/cats', { name: 'Mo\u0000chi' }, 'name'],
    ['POST', '/api/cats', { name: 'Mochi', medicalInfo: 'asthma\u0000' }, 'medicalInfo'],
    ['PATCH', '/api/user/profile', { firstName: 'Th\u0000andi', lastName: 'Mokoena' }, 'firstName'],
    ['PATCH', '/api/user/profile', { firstName: 'Thandi', lastName: 'Mokoena', address: '1 Beach Rd\u0000' }, 'address'],
    ['POST', '/api/reservations', { ...reservation, specialRequirements: '\u0000' }, 'specialRequirements'],
  ])('%s %s with a NUL character in a text field is refused with 400', async (method, path, body, field) => {
    await rows.mark();
    const answer = await owner.request(method, path, body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: 'Please remove the invisible NUL character', field });
    expect(await rows.changes()).toEqual([]);
  });

  it('a NUL in a cat change is refused too', async () => {
    const cat = await addCat(owner);
    const answer = await owner.patch(`/api/cats/${cat}`, { breed: 'Siamese\u0000' });
    expect(answer).toMatchObject({ status: 400, body: { field: 'breed' } });
  });

  // The extra_services id column is a 32-bit integer: a larger id made the lookup fail.
  it.each([2_147_483_648, 1e308])('an extra service id of %d is refused with 400', async (id) => {
    const answer = await owner.post('/api/reservations', { ...reservation, extraServiceIds: [id] });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: 'Please choose extra services from the list', field: 'extraServiceIds.0' });
  });

  // PostgreSQL has no year 0, which ISO dates call 1 BC.
  it.each([
    ['0000-01-01', '0000-01-04'],
    ['0001-01-01T00:30:00+14:00', '0001-01-04'],
  ])('availability from %s is refused with 400, not asked of the database', async (checkIn, checkOut) => {
    const answer = await hotel.visitor().get(`/api/availability?checkIn=${encodeURIComponent(checkIn)}&checkOut=${checkOut}`);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: 'Invalid date', field: 'checkIn' });
  });
});
