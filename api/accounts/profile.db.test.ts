import { describe, expect, it } from 'vitest';
import { useTestHotel } from '../test/hotel.ts';

// The owner's choice of the daily news e-mails (issue 34) on the profile: read with the account,
// changed with the profile's form, alone or from the phone's queued changes, and in the data
// download. A change that does not name it, as a phone's queued before the profile had it, leaves
// it as it is.

const hotel = useTestHotel();

const NAMES = { firstName: 'Thandi', lastName: 'Mokoena' };

describe('the daily news e-mails on the profile', () => {
  it('are on for a new account, turned off and on by the profile’s form, and kept when a change does not name them', async () => {
    const owner = await hotel.owner();
    expect((await owner.get('/api/auth/user')).body.diaryDigest).toBe(true);

    expect(await owner.patch('/api/user/profile', { ...NAMES, phone: '021 555 0123', diaryDigest: false })).toMatchObject({
      status: 200,
      body: { diaryDigest: false, phone: '021 555 0123' },
    });
    expect((await owner.get('/api/auth/user')).body.diaryDigest).toBe(false);

    // A form sent without the choice changes the rest, not it.
    expect(await owner.patch('/api/user/profile', { ...NAMES, address: '4 Marine Drive' })).toMatchObject({
      status: 200,
      body: { diaryDigest: false, address: '4 Marine Drive' },
    });

    expect(await owner.patch('/api/user/profile', { ...NAMES, diaryDigest: 'yes' })).toMatchObject({
      status: 400,
      body: { message: 'Invalid input', field: 'diaryDigest' },
    });
    expect((await owner.get('/api/auth/user')).body.diaryDigest).toBe(false);

    expect((await owner.patch('/api/user/profile', { ...NAMES, diaryDigest: true })).body.diaryDigest).toBe(true);
    expect((await owner.get('/api/auth/user')).body.diaryDigest).toBe(true);
  });

  it('are changed by the phone’s queued profile change, sent in a batch, once under its key', async () => {
    const owner = await hotel.owner();
    const change = { id: crypto.randomUUID(), method: 'PATCH', path: '/api/user/profile', body: { ...NAMES, diaryDigest: false } };
    const sent = await owner.post('/api/changes', { changes: [change] });
    expect(sent.status).toBe(200);
    expect(sent.body.results).toMatchObject([{ id: change.id, outcome: 'applied', status: 200, body: { diaryDigest: false } }]);
    // Turned on again from another phone; the first phone's batch, sent again after a lost answer, is its stored answer.
    expect((await owner.patch('/api/user/profile', { ...NAMES, diaryDigest: true })).status).toBe(200);
    expect((await owner.post('/api/changes', { changes: [change] })).body.results).toMatchObject([{ id: change.id, status: 200 }]);
    expect((await owner.get('/api/auth/user')).body.diaryDigest).toBe(true);
  });

  it('are in the data download', async () => {
    const owner = await hotel.owner();
    expect((await owner.patch('/api/user/profile', { ...NAMES, diaryDigest: false })).status).toBe(200);
    const download = await owner.get('/api/account/export');
    expect(download.status).toBe(200);
    expect(download.body.profile).toMatchObject({ email: owner.email, diaryDigest: false });
  });
});
