import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { sessions, users } from '../db/schema.ts';
import { SERVER_FAULT_MESSAGE } from '../http/problem.ts';
import { captureOutput } from '../test/console-output.ts';
import { useTestHotel, type Visitor } from '../test/hotel.ts';
import { SIGNED_IN_HINT_COOKIE } from '../../domain/signed-in-hint.ts';
import { HOST_SESSION_COOKIE, SESSION_COOKIE } from './owner.ts';
import { startSessionPurge } from './session-purge.ts';
import { purgeEndedSessions, sessionIdOf } from './sessions.ts';

const hotel = useTestHotel();
const DAY_MS = 24 * 60 * 60 * 1000;
const THIRTY_DAYS_S = 30 * 24 * 60 * 60;

function tokenOf(visitor: Visitor): string {
  const token = visitor.cookie?.split('=')[1];
  if (token === undefined) throw new Error('The visitor has no session cookie');
  return token;
}

function cookieLine(headers: Headers, name: string): string {
  const line = headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
  if (line === undefined) throw new Error(`No ${name} cookie in ${JSON.stringify(headers.getSetCookie())}`);
  return line;
}

describe('session tokens', () => {
  it('are new at every sign-in, by login or by registering again, and the old one is refused', async () => {
    const owner = await hotel.owner({ password: 'calico-cat' });
    const seen = [tokenOf(owner)];
    for (const path of ['/api/login', '/api/login', '/api/register']) {
      const answer = await owner.post(path, { email: owner.email, password: 'calico-cat' });
      expect(answer.status).toBe(path === '/api/register' ? 201 : 200);
      seen.push(tokenOf(owner));
    }
    expect(new Set(seen).size).toBe(seen.length);
    for (const token of seen.slice(0, -1)) {
      const stale = hotel.visitor();
      stale.cookie = `${SESSION_COOKIE}=${token}`;
      expect((await stale.get('/api/auth/user')).status).toBe(401);
    }
    expect((await owner.get('/api/auth/user')).status).toBe(200);
  });

  it('are refused after logout, also for changes', async () => {
    const owner = await hotel.owner();
    const token = tokenOf(owner);
    expect((await owner.logOut()).status).toBe(302);
    const replayed = hotel.visitor();
    replayed.cookie = `${SESSION_COOKIE}=${token}`;
    expect((await replayed.get('/api/auth/user')).status).toBe(401);
    expect((await replayed.post('/api/cats', { name: 'Biscuit' })).status).toBe(401);
  });

  it('are refused from the moment they expire, 30 days after the last renewal', async () => {
    const start = new Date(Date.now() + DAY_MS);
    hotel.setNow(start);
    try {
      const owner = await hotel.owner();
      hotel.setNow(new Date(start.getTime() + 30 * DAY_MS - 1000));
      expect((await owner.get('/api/auth/user')).status).toBe(200);
      const token = tokenOf(owner);
      // That visit renewed it for 30 days from then; when those end it is refused, and stays refused
      // if the clock is turned back, because the expired session is deleted.
      hotel.setNow(new Date(start.getTime() + 60 * DAY_MS - 1000));
      const late = hotel.visitor();
      late.cookie = `${SESSION_COOKIE}=${token}`;
      expect((await late.get('/api/auth/user')).status).toBe(401);
      hotel.setNow(new Date(start.getTime() + 30 * DAY_MS - 1000));
      expect((await late.get('/api/auth/user')).status).toBe(401);
    } finally {
      hotel.setNow(new Date());
    }
  });
});

describe('the hotel’s staff (issue 30)', () => {
  const HOUR_MS = 60 * 60 * 1000;

  it('are signed out after a shift’s idle time, 12 hours without a request, however long they worked before', async () => {
    const start = new Date(Date.now() + DAY_MS);
    hotel.setNow(start);
    try {
      const member = await hotel.staff('manager');
      const at = (hours: number) => hotel.setNow(new Date(start.getTime() + hours * HOUR_MS));
      at(6);
      const morning = await member.get('/api/auth/user');
      expect(morning.status).toBe(200);
      // Used an hour or more after sign-in: renewed for 12 hours from then, cookie and all.
      expect(cookieLine(morning.headers, SESSION_COOKIE).split('; ')).toContain(`Max-Age=${12 * 60 * 60}`);
      at(6 + 11.9);
      expect((await member.get('/api/auth/user')).status).toBe(200);
      at(6 + 11.9 + 11.9);
      expect((await member.get('/api/auth/user')).status).toBe(200);
      at(6 + 11.9 + 11.9 + 12.01);
      expect((await member.get('/api/auth/user')).status).toBe(401);
    } finally {
      hotel.setNow(new Date());
    }
  });

  it('leave an owner signed in for 30 days', async () => {
    const start = new Date(Date.now() + DAY_MS);
    hotel.setNow(start);
    try {
      const owner = await hotel.owner();
      hotel.setNow(new Date(start.getTime() + 29 * DAY_MS));
      expect((await owner.get('/api/auth/user')).status).toBe(200);
    } finally {
      hotel.setNow(new Date());
    }
  });
});

describe('the 90 days from sign-in', () => {
  it('end a session however often it is used: refused on day 90 though used on day 89, and deleted', async () => {
    const start = new Date(Date.now() + DAY_MS);
    hotel.setNow(start);
    try {
      const owner = await hotel.owner();
      const token = tokenOf(owner);
      // Used every fortnight (days 14, 29, ... 89), as an owner who books often would: each visit in its second half renews it.
      for (let day = 14; day <= 89; day += 15) {
        hotel.setNow(new Date(start.getTime() + day * DAY_MS));
        expect((await owner.get('/api/auth/user')).status, `day ${day}`).toBe(200);
      }
      hotel.setNow(new Date(start.getTime() + 90 * DAY_MS));
      const late = hotel.visitor();
      late.cookie = `${SESSION_COOKIE}=${token}`;
      const refused = await late.get('/api/auth/user');
      expect(refused.status).toBe(401);
      expect(refused.headers.getSetCookie()).toContainEqual(expect.stringMatching(/^hotel_session=;.*Max-Age=0/));
      expect(
        await hotel.database.db
          .select()
          .from(sessions)
          .where(eq(sessions.id, sessionIdOf(token))),
      ).toEqual([]);
    } finally {
      hotel.setNow(new Date());
    }
  });

  it('cut the last renewal short: the cookie and the row end on day 90, not 30 days after the visit', async () => {
    const start = new Date(Date.now() + DAY_MS);
    hotel.setNow(start);
    try {
      const owner = await hotel.owner();
      // Day 20 renews it to day 50, day 40 to day 70, and day 65 only to day 90, 25 days on.
      for (const day of [20, 40, 65]) {
        hotel.setNow(new Date(start.getTime() + day * DAY_MS));
        const answer = await owner.get('/api/auth/user');
        expect(answer.status).toBe(200);
        if (day === 65) expect(cookieLine(answer.headers, SESSION_COOKIE).split('; ')).toContain(`Max-Age=${25 * 24 * 60 * 60}`);
      }
      const [row] = await hotel.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, sessionIdOf(tokenOf(owner))));
      expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(90 * DAY_MS);
    } finally {
      hotel.setNow(new Date());
    }
  });
});

describe('the purge of ended sessions', () => {
  it('deletes sessions past their 30 days or their 90, and keeps the live ones, at start and on its timer', async () => {
    const now = new Date();
    const owner = await hotel.owner();
    const [user] = await hotel.database.db.select({ id: users.id }).from(users).where(eq(users.email, owner.email));
    const session = (name: string, createdDaysAgo: number, expiresInDays: number) => ({
      id: sessionIdOf(name),
      userId: user!.id,
      createdAt: new Date(now.getTime() - createdDaysAgo * DAY_MS),
      expiresAt: new Date(now.getTime() + expiresInDays * DAY_MS),
    });
    const live = [session('fresh', 1, 29), session('renewed', 80, 5), session('last-minute', 89, 0.5)];
    const ended = [session('unused', 31, -1), session('ninety-days', 90, 2), session('just-now', 10, 0)];
    const ids = [...live, ...ended].map((row) => row.id);
    const left = async () =>
      (await hotel.database.db.select({ id: sessions.id }).from(sessions).where(inArray(sessions.id, ids))).map((row) => row.id).sort();

    await hotel.database.db.insert(sessions).values([...live, ...ended]);
    await purgeEndedSessions(hotel.database.db, now);
    expect(await left()).toEqual(live.map((row) => row.id).sort());

    await hotel.database.db.insert(sessions).values(ended);
    const purge = startSessionPurge(hotel.database.db, () => now, hotel.log.log, 20);
    try {
      await vi.waitFor(async () => expect(await left()).toEqual(live.map((row) => row.id).sort()));
      // And on its timer, not only at start.
      await hotel.database.db.insert(sessions).values(ended);
      await vi.waitFor(async () => expect(await left()).toEqual(live.map((row) => row.id).sort()));
    } finally {
      await purge.stop();
    }
    await hotel.database.db.insert(sessions).values(ended);
    await new Promise((done) => setTimeout(done, 60));
    expect(await left(), 'a stopped purge deletes nothing more').toHaveLength(ids.length);
    await hotel.database.db.delete(sessions).where(inArray(sessions.id, ids));
  });
});

describe('session cookies on http', () => {
  it.each(['/api/register', '/api/login'] as const)('from %s are HttpOnly, SameSite=Lax, Path=/ and last 30 days', async (path) => {
    const email = `cookie.${path.slice(5)}.${Date.now()}@example.com`;
    if (path === '/api/login') await hotel.owner({ email });
    const answer = await hotel.visitor().post(path, { email, password: 'whiskers1' });
    expect(answer.status).toBeLessThan(300);
    const session = cookieLine(answer.headers, SESSION_COOKIE);
    expect(session).toMatch(/^hotel_session=[a-z2-7]{32};/);
    for (const flag of ['HttpOnly', 'SameSite=Lax', 'Path=/', `Max-Age=${THIRTY_DAYS_S}`]) expect(session.split('; ')).toContain(flag);
    expect(session).toMatch(/; Expires=/);
    expect(session).not.toMatch(/Secure|Domain=/);
    const hint = cookieLine(answer.headers, SIGNED_IN_HINT_COOKIE);
    expect(hint.split('; ')).toEqual(expect.arrayContaining(['hotel_signed_in=1', 'SameSite=Lax', 'Path=/', `Max-Age=${THIRTY_DAYS_S}`]));
    expect(hint).not.toMatch(/HttpOnly/);
  });
});

describe('session cookies when the public address is https (a proxy ends TLS in front)', () => {
  const secure = useTestHotel({ publicUrl: 'https://hotel.test' });

  it('name the session __Host-hotel_session, Secure with Path=/ and no Domain, and read it back', async () => {
    const owner = await secure.owner();
    const login = await owner.post('/api/login', { email: owner.email, password: 'whiskers1' });
    expect(login.status).toBe(200);
    const session = cookieLine(login.headers, HOST_SESSION_COOKIE);
    expect(session).toMatch(/^__Host-hotel_session=[a-z2-7]{32};/);
    expect(session.split('; ')).toEqual(expect.arrayContaining(['Secure', 'Path=/', 'HttpOnly', 'SameSite=Lax']));
    expect(session).not.toMatch(/Domain=/);
    expect(login.headers.getSetCookie().filter((line) => line.startsWith(`${SESSION_COOKIE}=`))).toEqual([]);
    expect(owner.cookie).toMatch(/^__Host-hotel_session=/);
    expect((await owner.get('/api/auth/user')).body).toMatchObject({ email: owner.email });
  });

  it('refuse a session token sent under the plain name, which any host or http page could have set', async () => {
    const owner = await secure.owner();
    const planted = secure.visitor();
    planted.cookie = `${SESSION_COOKIE}=${tokenOf(owner)}`;
    expect((await planted.get('/api/auth/user')).status).toBe(401);
  });

  it('are Secure, both the session and its hint, when set and when cleared', async () => {
    const owner = await secure.owner();
    const login = await owner.post('/api/login', { email: owner.email, password: 'whiskers1' });
    expect(login.status).toBe(200);
    for (const name of [HOST_SESSION_COOKIE, SIGNED_IN_HINT_COOKIE]) expect(cookieLine(login.headers, name).split('; ')).toContain('Secure');
    const logout = await owner.logOut();
    for (const name of [HOST_SESSION_COOKIE, SIGNED_IN_HINT_COOKIE]) {
      expect(cookieLine(logout.headers, name).split('; ')).toEqual(expect.arrayContaining(['Secure', 'Path=/', 'Max-Age=0']));
    }
  });
});

describe('logs', () => {
  /** Runs `run` with `table` out of reach, so each query on it fails as on a broken database. */
  async function withoutTable(table: string, run: () => Promise<void>): Promise<void> {
    await hotel.database.db.execute(sql.raw(`alter table ${table} rename to ${table}_away`));
    try {
      await run();
    } finally {
      await hotel.database.db.execute(sql.raw(`alter table ${table}_away rename to ${table}`));
    }
  }

  it('never hold a session token or a password, also when a request fails', async () => {
    const email = `logged.${Date.now()}@example.com`;
    const password = 'secret-passphrase-77';
    const tokens: string[] = [];
    const owner = hotel.visitor();
    const output = await captureOutput(async () => {
      expect((await owner.post('/api/register', { email, password })).status).toBe(201);
      tokens.push(tokenOf(owner));
      expect((await owner.post('/api/login', { email, password })).status).toBe(200);
      tokens.push(tokenOf(owner));
      expect((await owner.get('/api/auth/user')).status).toBe(200);
      await withoutTable('sessions', async () => {
        expect(await owner.get('/api/auth/user')).toMatchObject({ status: 500, body: { message: SERVER_FAULT_MESSAGE } });
      });
      await withoutTable('users', async () => {
        const failed = await hotel.visitor().post('/api/login', { email, password });
        expect(failed).toMatchObject({ status: 500, body: { message: SERVER_FAULT_MESSAGE } });
      });
      expect((await owner.logOut()).status).toBe(302);
    });
    // The faults were logged, so the log read here is what the server writes.
    const log = output + hotel.log.text();
    expect(log).toMatch(/GET \/api\/auth\/user failed/);
    expect(log).toMatch(/POST \/api\/login failed/);
    for (const secret of [...tokens, password]) expect(log).not.toContain(secret);
  });
});
