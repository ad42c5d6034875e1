import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { users } from '../db/schema.ts';
import { useTestHotel } from '../test/hotel.ts';
import { SERVER_FAULT_MESSAGE } from './problem.ts';

const hotel = useTestHotel();

/** A constraint the hotel's schema does not have, so the app's own checks let the value through to the database. */
async function addConstraint(ddl: string, drop: string) {
  await hotel.database.db.execute(sql.raw(ddl));
  undo.push(drop);
}
let undo: string[] = [];

/** The error line the request with this id wrote. */
function faultOf(requestId: string | null) {
  const line = hotel.log.lines().find((entry) => entry.requestId === requestId && entry.level === 'error');
  if (line === undefined) throw new Error(`Request ${requestId} logged no error`);
  return line;
}

afterEach(async () => {
  for (const drop of undo) await hotel.database.db.execute(sql.raw(drop));
  undo = [];
});

describe('the log of a fault in the database', () => {
  it('names the code, constraint, table and endpoint of a unique violation, never the phone, e-mail or password hash', async () => {
    await addConstraint('create unique index users_phone_once on users (phone)', 'drop index users_phone_once');
    const phone = '0829876543';
    const first = await hotel.owner();
    expect((await first.patch('/api/user/profile', { firstName: 'Thandi', lastName: 'Mokoena', phone })).status).toBe(200);
    const second = await hotel.owner({ email: `zanele.khumalo.${Date.now()}@example.com` });
    const [account] = await hotel.database.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, second.id));

    const answer = await second.patch('/api/user/profile', { firstName: 'Zanele', lastName: 'Khumalo', phone, address: '12 Marine Drive' });
    expect(answer).toMatchObject({ status: 500, body: { message: SERVER_FAULT_MESSAGE } });
    const fault = faultOf(answer.headers.get('x-request-id'));
    expect(fault.msg).toBe('PATCH /api/user/profile failed');
    expect(fault.fault).toMatch(/^DrizzleQueryError caused by \w+, code 23505, constraint users_phone_once, table users\n\s+at /);
    const log = hotel.log.text();
    for (const value of [phone, second.email, account!.passwordHash, 'Zanele', 'Khumalo', 'Marine Drive', 'Failed query', 'already exists']) {
      expect(log).not.toContain(value);
    }
    // The request's own line names its account by id on purpose (issue 30); the fault never quotes the query's values.
    expect(JSON.stringify(fault)).not.toContain(second.id);
  });

  it('names the check constraint a cat broke by its endpoint pattern, never the medical notes or the cat', async () => {
    const notes = 'Insulin twice a day, 4 units';
    await addConstraint(
      "alter table cats add constraint cats_no_dosage check (medical_info not like '%units%')",
      'alter table cats drop constraint cats_no_dosage',
    );
    const owner = await hotel.owner();
    const cat = await owner.post('/api/cats', { name: 'Marmalade' });
    expect(cat.status).toBe(201);

    const answer = await owner.patch(`/api/cats/${cat.body.id}`, { medicalInfo: notes });
    expect(answer).toMatchObject({ status: 500, body: { message: SERVER_FAULT_MESSAGE } });
    const fault = faultOf(answer.headers.get('x-request-id'));
    expect(fault.msg).toBe('PATCH /api/cats/:id failed');
    expect(fault.fault).toMatch(/^DrizzleQueryError caused by \w+, code 23514, constraint cats_no_dosage, table cats\n/);
    const log = hotel.log.text();
    for (const value of [notes, '4 units', 'Marmalade', cat.body.id, owner.email, 'Failing row']) expect(log).not.toContain(value);
    expect(JSON.stringify(fault)).not.toContain(owner.id);
  });
});
