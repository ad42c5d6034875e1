import { describe, expect, it } from 'vitest';
import { addCat, useTestHotel } from '../test/hotel.ts';

const hotel = useTestHotel();

const THYROID = { kind: 'medication', name: 'Felimazole 2.5 mg', amount: 'Half a tablet', times: ['20:00', '08:00'], withFood: true, until: null };
const DINNER = { kind: 'feeding', name: 'Hill’s k/d, wet', amount: 'One pouch', times: ['17:00', '07:30'] };

async function ownerWithCat() {
  const owner = await hotel.owner();
  return { owner, catId: await addCat(owner, { name: 'Marmalade' }) };
}

describe('a cat’s care plan', () => {
  it('keeps meals and medicine with their times in the clock’s order, meals first, and only its owner sees or changes them', async () => {
    const { owner, catId } = await ownerWithCat();
    const id = crypto.randomUUID();
    const medicine = await owner.post(`/api/cats/${catId}/care-plan`, { id, ...THYROID });
    expect(medicine.status).toBe(201);
    expect(medicine.body.carePlan).toEqual([{ id, ...THYROID, times: ['08:00', '20:00'], notes: null }]);
    const meal = await owner.post(`/api/cats/${catId}/care-plan`, { ...DINNER, withFood: true, until: '2027-01-01' });
    // A meal is not "with food", nor does it end.
    expect(meal.body.carePlan.map(({ kind, times, withFood, until }: Record<string, unknown>) => ({ kind, times, withFood, until }))).toEqual([
      { kind: 'feeding', times: ['07:30', '17:00'], withFood: null, until: null },
      { kind: 'medication', times: ['08:00', '20:00'], withFood: true, until: null },
    ]);
    expect((await owner.get('/api/cats')).body[0].carePlan).toEqual(meal.body.carePlan);

    const stranger = await hotel.owner();
    expect(await stranger.post(`/api/cats/${catId}/care-plan`, DINNER)).toMatchObject({ status: 404, body: { message: 'Cat not found' } });
    expect(await stranger.request('PUT', `/api/care-plan/${id}`, { ...THYROID, amount: 'Two tablets' })).toMatchObject({
      status: 404,
      body: { message: 'This feeding or medicine is not in the cat’s plan' },
    });
    expect(await stranger.delete(`/api/care-plan/${id}`)).toMatchObject({ status: 404 });
    expect(await hotel.visitor().post(`/api/cats/${catId}/care-plan`, DINNER)).toMatchObject({ status: 401 });
    expect((await owner.get('/api/cats')).body[0].carePlan).toHaveLength(2);
  });

  it('changes an item in place and removes one; an id already used is refused', async () => {
    const { owner, catId } = await ownerWithCat();
    const id = crypto.randomUUID();
    await owner.post(`/api/cats/${catId}/care-plan`, { id, ...THYROID });
    expect(await owner.post(`/api/cats/${catId}/care-plan`, { id, ...DINNER })).toMatchObject({ status: 409 });
    const changed = await owner.request('PUT', `/api/care-plan/${id}`, { ...THYROID, amount: 'One tablet', until: '2027-02-01' });
    expect(changed).toMatchObject({ status: 200, body: { carePlan: [{ id, amount: 'One tablet', until: '2027-02-01' }] } });
    expect(await owner.delete(`/api/care-plan/${id}`)).toMatchObject({ status: 200, body: { carePlan: [] } });
    expect(await owner.delete(`/api/care-plan/${id}`)).toMatchObject({ status: 404 });
  });

  it.each([
    [{ ...DINNER, kind: 'grooming' }, 'kind', 'Please choose feeding or medication'],
    [{ ...DINNER, name: 'x' }, 'name', 'Please write what is given, the food or the medicine, in at least 2 characters'],
    [{ ...DINNER, times: [] }, 'times', 'Please give one to 6 different times of day, such as 08:00'],
    [{ ...DINNER, times: ['25:00'] }, 'times', 'Times are the hours of the day, such as 08:00 or 17:30'],
    [{ ...THYROID, until: 'next week' }, 'until', 'Invalid date'],
  ])('refuses %j and keeps nothing', async (body, field, message) => {
    const { owner, catId } = await ownerWithCat();
    expect(await owner.post(`/api/cats/${catId}/care-plan`, body)).toMatchObject({ status: 400, body: { field, message } });
    expect((await owner.get('/api/cats')).body[0].carePlan).toEqual([]);
  });
});
