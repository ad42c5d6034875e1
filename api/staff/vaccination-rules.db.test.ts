import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/schemas/messages.ts';
import { HOUSE_VACCINATION_RULES } from '../../domain/vaccinations.ts';
import { NOT_SIGNED_IN } from '../auth/owner.ts';
import { deskRules } from '../db/schema.ts';
import { useTestHotel, type Visitor } from '../test/hotel.ts';
import { MANAGERS_ONLY, STAFF_ONLY } from './access.ts';

// The manager's setting for the house's vaccination rules (issue 33): answered, stored, read back by
// every phone through the public GET, and listed in the hotel's changes.

const hotel = useTestHotel();

// Each test starts from a hotel whose manager has set nothing, whatever the one before it set.
afterEach(async () => {
  await hotel.database.db.delete(deskRules);
});

const rules = {
  read: () => hotel.visitor().get('/api/vaccination-rules'),
  set: (who: Visitor, body: unknown, key?: string) => who.request('PUT', '/api/staff/vaccination-rules', body, { key }),
};

/** The hotel's changes as Settings lists them, newest first. */
async function hotelChanges() {
  const answer = await (await hotel.staff('manager')).get('/api/staff/settings/changes');
  expect(answer.status).toBe(200);
  return answer.body.changes as { action: string; actor: { id: string } | null; before: unknown; after: unknown }[];
}

const STRICTER = { required: ['fvrcp', 'rabies', 'felv'], daysBeforeArrival: 21, spayNeuterProof: false };

describe('the house’s vaccination rules', () => {
  it('are the spec’s until a manager changes them', async () => {
    expect(await rules.read()).toMatchObject({ status: 200, body: HOUSE_VACCINATION_RULES });
  });

  it('change when a manager sets them: answered as stored, read back by everyone, and in the hotel’s changes', async () => {
    const manager = await hotel.staff('manager');
    expect(await rules.set(manager, STRICTER)).toMatchObject({ status: 200, body: STRICTER });
    expect((await rules.read()).body).toEqual(STRICTER);
    const [row] = await hotel.database.db.select().from(deskRules);
    expect(row).toMatchObject({
      vaccinesRequired: ['fvrcp', 'rabies', 'felv'],
      vaccinatedDaysBefore: 21,
      spayNeuterProofRequired: false,
      updatedBy: manager.id,
    });

    // None required, days typed as text in a form: a second change starts from the first.
    expect(await rules.set(manager, { required: [], daysBeforeArrival: '0', spayNeuterProof: true })).toMatchObject({
      status: 200,
      body: { required: [], daysBeforeArrival: 0, spayNeuterProof: true },
    });
    const [latest, first] = await hotelChanges();
    expect(first).toEqual({
      id: expect.any(String),
      at: expect.any(String),
      action: 'vaccination-rules',
      actor: { id: manager.id, name: 'Sipho Dlamini', role: 'manager' },
      before: { vaccinesRequired: 'FVRCP (tricat) and rabies', daysBeforeArrival: 14, spayOrNeuterProof: 'required' },
      after: { vaccinesRequired: 'FVRCP (tricat), rabies and FeLV', daysBeforeArrival: 21, spayOrNeuterProof: 'not required' },
    });
    expect(latest).toMatchObject({
      action: 'vaccination-rules',
      before: first!.after,
      after: { vaccinesRequired: 'none', daysBeforeArrival: 0, spayOrNeuterProof: 'required' },
    });
  });

  it('leave the code app rule that shares their row as it was', async () => {
    const manager = await hotel.staff('manager');
    expect((await manager.request('PUT', '/api/staff/code/rule', { staffNeedCodeApp: true })).status).toBe(200);
    expect((await rules.set(manager, STRICTER)).status).toBe(200);
    expect((await manager.get('/api/staff/code')).body).toMatchObject({ staffNeedCodeApp: true });
  });

  it('are changed once when the same change is sent again under its key', async () => {
    const manager = await hotel.staff('manager');
    const key = crypto.randomUUID();
    const before = await hotelChanges();
    const first = await rules.set(manager, STRICTER, key);
    const again = await rules.set(manager, STRICTER, key);
    expect(again).toMatchObject({ status: 200, text: first.text });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await hotelChanges()).toHaveLength(before.length + 1);
  });
});

describe('who may change them', () => {
  it.each([
    ['a visitor', () => hotel.visitor(), 401, NOT_SIGNED_IN],
    ['an owner', () => hotel.owner(), 403, STAFF_ONLY],
    ['staff', () => hotel.staff('staff'), 403, MANAGERS_ONLY],
  ] as const)('refuses %s before reading the input, and changes nothing', async (_who, visitor, status, message) => {
    const who = await visitor();
    const before = await hotelChanges();
    const refused = await rules.set(who, STRICTER);
    expect(refused).toMatchObject({ status, body: { message } });
    // Nonsense gets the same answer: nothing about the input is told to someone who may not send it.
    expect(await rules.set(who, { required: 'all' })).toEqual(expect.objectContaining({ status, body: refused.body }));
    expect((await rules.read()).body).toEqual(HOUSE_VACCINATION_RULES);
    expect(await hotelChanges()).toEqual(before);
  });
});

describe('a setting that is not a rule', () => {
  it.each([
    ['an unknown vaccine', { required: ['rabies', 'measles'] }, 'required.1', MESSAGES.requiredVaccine],
    ['"other", which names no vaccine', { required: ['other'] }, 'required.0', MESSAGES.requiredVaccine],
    ['a vaccine twice', { required: ['rabies', 'fvrcp', 'rabies'] }, 'required', MESSAGES.requiredVaccine],
    ['a vaccine not in a list', { required: 'rabies' }, 'required', MESSAGES.requiredVaccine],
    ['no vaccines field', { required: undefined }, 'required', MESSAGES.required],
    ['days before arrival below 0', { daysBeforeArrival: -1 }, 'daysBeforeArrival', MESSAGES.daysBeforeArrival],
    ['days before arrival above six weeks', { daysBeforeArrival: 43 }, 'daysBeforeArrival', MESSAGES.daysBeforeArrival],
    ['part of a day', { daysBeforeArrival: 2.5 }, 'daysBeforeArrival', MESSAGES.daysBeforeArrival],
    ['days as words', { daysBeforeArrival: 'two weeks' }, 'daysBeforeArrival', MESSAGES.daysBeforeArrival],
    ['no days', { daysBeforeArrival: undefined }, 'daysBeforeArrival', MESSAGES.required],
    ['no spay or neuter rule', { spayNeuterProof: undefined }, 'spayNeuterProof', MESSAGES.required],
    ['a spay or neuter rule as text', { spayNeuterProof: 'yes' }, 'spayNeuterProof', MESSAGES.invalid],
  ])('refuses %s with the schema’s message, and changes nothing', async (_what, change, field, message) => {
    const manager = await hotel.staff('manager');
    const before = await hotelChanges();
    expect(await rules.set(manager, { ...STRICTER, ...change })).toMatchObject({ status: 400, body: { field, message } });
    expect((await rules.read()).body).toEqual(HOUSE_VACCINATION_RULES);
    expect(await hotelChanges()).toEqual(before);
  });
});
