import { describe, expect, it } from 'vitest';
import { addDays, todayAtHotel } from '../../domain/dates.ts';
import { inDays, useTestHotel } from '../test/hotel.ts';
import { bookStay } from './desk.test-support.ts';

// History without holes (issue 30): every change of a booking, the team, places or closures records
// who made it, when, and what it was before and after.

const hotel = useTestHotel();

/** The hotel's changes as Settings lists them, newest first. */
async function hotelChanges(manager: Awaited<ReturnType<typeof hotel.staff>>) {
  const answer = await manager.get('/api/staff/settings/changes');
  expect(answer.status).toBe(200);
  return answer.body.changes as { action: string; at: string; actor: { id: string; role: string }; before: unknown; after: unknown }[];
}

describe('an owner’s edit of a booking', () => {
  it('is a line of the desk’s history: who, when, the dates, cats and services before and after, and the price either way', async () => {
    const owner = await hotel.owner();
    const staff = await hotel.staff();
    const checkIn = addDays(todayAtHotel(), 40);
    const stay = await bookStay(owner, checkIn, { nights: 4 });
    const edited = await owner.patch(`/api/bookings/${stay.id}`, { checkOutDate: addDays(checkIn, 6), extraServiceIds: [], version: stay.version });
    expect(edited.status).toBe(200);
    expect(edited.body.totalAmount).not.toBe(stay.totalAmount);

    const detail = await staff.get(`/api/staff/bookings/${stay.id}`);
    expect(detail.body.history.map((event: { action: string }) => event.action)).toEqual(['created', 'changed']);
    expect(detail.body.history[1]).toMatchObject({
      actor: { id: owner.id, role: 'owner' },
      at: expect.any(String),
      fromStatus: 'pending',
      toStatus: 'pending',
      details: {
        checkOutBefore: addDays(checkIn, 4),
        checkOutAfter: addDays(checkIn, 6),
        servicesBefore: 'Medication Administration',
        servicesAfter: null,
        totalAmountBefore: stay.totalAmount,
        totalAmountAfter: edited.body.totalAmount,
      },
    });
    // What did not change is not claimed to have.
    expect(detail.body.history[1].details).not.toHaveProperty('checkInBefore');
  });

  it('writes nothing when the edit is refused', async () => {
    const owner = await hotel.owner();
    const staff = await hotel.staff();
    const stay = await bookStay(owner, addDays(todayAtHotel(), 44));
    expect((await owner.patch(`/api/bookings/${stay.id}`, { checkOutDate: addDays(todayAtHotel(), 40), version: stay.version })).status).toBe(400);
    const detail = await staff.get(`/api/staff/bookings/${stay.id}`);
    expect(detail.body.history.map((event: { action: string }) => event.action)).toEqual(['created']);
  });
});

describe('the hotel’s changes', () => {
  it('record the team’s invitations sent and withdrawn and an account removed: who, when, before and after', async () => {
    const manager = await hotel.staff('manager');
    const sitter = await hotel.staff('staff', { firstName: 'Sipho', lastName: 'Dlamini' });
    const invited = await manager.post('/api/staff/team/invitations', { email: 'new.sitter@example.com', role: 'staff' });
    expect(invited.status).toBe(201);
    expect((await manager.delete(`/api/staff/team/invitations/${invited.body.invitation.id}`)).status).toBe(200);
    expect((await manager.delete(`/api/staff/team/members/${sitter.id}`)).status).toBe(200);

    const changes = await hotelChanges(manager);
    expect(changes.slice(0, 3)).toEqual([
      expect.objectContaining({
        action: 'member-removed',
        actor: expect.objectContaining({ id: manager.id, role: 'manager' }),
        before: expect.objectContaining({ member: sitter.id, name: 'Sipho Dlamini', role: 'staff', state: 'on the team' }),
        after: expect.objectContaining({ member: sitter.id, state: 'removed' }),
      }),
      expect.objectContaining({
        action: 'invitation-withdrawn',
        actor: expect.objectContaining({ id: manager.id }),
        before: expect.objectContaining({ invitation: invited.body.invitation.id, email: 'new.sitter@example.com', state: 'open' }),
        after: expect.objectContaining({ state: 'revoked' }),
      }),
      expect.objectContaining({
        action: 'invitation-sent',
        before: null,
        after: expect.objectContaining({ email: 'new.sitter@example.com', role: 'staff' }),
      }),
    ]);
    expect(Date.parse(changes[0]!.at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('record places per night and closures, set and reopened, with what they were before', async () => {
    const manager = await hotel.staff('manager');
    expect(
      (await manager.request('PUT', '/api/staff/settings/capacity', { firstNight: inDays(90), lastNight: inDays(92), capacity: 3 })).status,
    ).toBe(200);
    expect(
      (await manager.request('PUT', '/api/staff/settings/capacity', { firstNight: inDays(92), lastNight: inDays(93), capacity: null })).status,
    ).toBe(200);
    const closed = await manager.post('/api/staff/settings/closed-nights', {
      firstNight: inDays(100),
      lastNight: inDays(101),
      reason: 'Closed 25 Dec',
    });
    expect(closed.status).toBe(201);
    expect((await manager.delete(`/api/staff/settings/closed-nights/${closed.body.closed[0].id}`)).status).toBe(200);

    const changes = await hotelChanges(manager);
    const closure = { firstNight: inDays(100), lastNight: inDays(101), reason: 'Closed 25 Dec' };
    expect(changes.slice(0, 4)).toEqual([
      expect.objectContaining({ action: 'nights-reopened', actor: expect.objectContaining({ id: manager.id }), before: closure, after: null }),
      expect.objectContaining({ action: 'nights-closed', actor: expect.objectContaining({ id: manager.id }), before: null, after: closure }),
      expect.objectContaining({
        action: 'places-set',
        before: { firstNight: inDays(92), lastNight: inDays(93), places: `${inDays(92)}: 3; ${inDays(93)}: 5` },
        after: { firstNight: inDays(92), lastNight: inDays(93), places: '5' },
      }),
      expect.objectContaining({
        action: 'places-set',
        actor: expect.objectContaining({ id: manager.id }),
        before: { firstNight: inDays(90), lastNight: inDays(92), places: '5' },
        after: { firstNight: inDays(90), lastNight: inDays(92), places: '3' },
      }),
    ]);
  });

  it('are for managers only', async () => {
    const sitter = await hotel.staff('staff');
    expect((await sitter.get('/api/staff/settings/changes')).status).toBe(403);
  });
});
