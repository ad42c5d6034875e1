import { describe, expect, it } from 'vitest';
import { addCat, updateProfile } from './changes.ts';
import { forgetOwner, hasUnsentChanges, HotelData, type OwnerRecord, rememberOwner } from './local-data.ts';

const owner = (id: string, firstName: string): OwnerRecord => ({
  id,
  email: `${firstName.toLowerCase()}@example.com`,
  firstName,
  lastName: 'Mokoena',
  phone: null,
  address: null,
  role: 'owner',
  emailConfirmed: true,
  diaryDigest: true,
  createdAt: '2026-01-05T08:00:00.000Z',
});
const THANDI = owner('0190a6b4-5c1e-7000-8000-000000000001', 'Thandi');
const SIPHO = owner('0190a6b4-5c1e-7000-8000-000000000002', 'Sipho');

let count = 0;
const freshData = () => new HotelData(`local-data-${++count}`);

describe('whose data', () => {
  it('clears another owner’s data at sign-in, and keeps the same owner’s', async () => {
    const data = freshData();
    await rememberOwner(data, THANDI);
    await addCat(data, { name: 'Whiskers' });
    await data.meta.put({ key: 'sync', value: { sending: false, lastSyncedAt: 'yesterday', paused: null, lastError: null } });
    await rememberOwner(data, { ...THANDI, phone: '082 555 0101' });
    expect(await data.cats.count()).toBe(1);
    expect(await data.profile.toArray()).toMatchObject([{ phone: '082 555 0101' }]);
    expect(await hasUnsentChanges(data)).toBe(true);

    await rememberOwner(data, SIPHO);
    expect(await data.profile.toArray()).toEqual([SIPHO]);
    for (const table of [data.cats, data.outbox, data.meta]) expect(await table.count()).toBe(0);
    expect(await hasUnsentChanges(data)).toBe(false);
  });

  it('keeps a profile edit that waits to be sent when the same owner signs in again', async () => {
    const data = freshData();
    await rememberOwner(data, THANDI);
    await updateProfile(data, { firstName: 'Thandi', lastName: 'Dlamini' });
    await rememberOwner(data, THANDI);
    expect(await data.profile.toArray()).toMatchObject([{ lastName: 'Dlamini' }]);
  });

  it('forgets everything at sign-out', async () => {
    const data = freshData();
    await rememberOwner(data, THANDI);
    await addCat(data, { name: 'Whiskers' });
    await data.drafts.put({
      id: 'd1',
      checkInDate: '',
      checkOutDate: '',
      numberOfCats: 1,
      catIds: [],
      extraServiceIds: [],
      specialRequests: '',
      updatedAt: '',
    });
    await forgetOwner(data);
    for (const table of data.everyTable) expect(await table.count()).toBe(0);
  });
});
