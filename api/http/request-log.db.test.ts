import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestHotel } from '../test/hotel.ts';
import { SERVER_FAULT_MESSAGE } from './problem.ts';

const hotel = useTestHotel();

/** The log's lines written under `requestId`. */
const linesOf = (requestId: string | null) => hotel.log.lines().filter((line) => line.requestId === requestId);

describe('the request log', () => {
  it('writes one line per request: time, id, method, the route pattern, status, duration and the account signed in, with the id the answer carries', async () => {
    const owner = await hotel.owner();
    const cat = await owner.post('/api/cats', { name: 'Marmalade' });
    const answer = await owner.patch(`/api/cats/${cat.body.id}?from=reminder-mail`, { name: 'Marmalade the Brave' });
    expect(answer.status).toBe(200);
    const requestId = answer.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);

    const lines = linesOf(requestId);
    expect(lines).toEqual([
      {
        level: 'info',
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        pid: process.pid,
        hostname: expect.any(String),
        requestId,
        method: 'PATCH',
        route: '/api/cats/:id',
        status: 200,
        durationMs: expect.any(Number),
        accountId: owner.id,
        msg: 'PATCH /api/cats/:id 200',
      },
    ]);
    // Neither the cat's id nor the query string nor anything the owner sent.
    const line = JSON.stringify(lines[0]);
    for (const value of [cat.body.id, 'reminder-mail', 'Brave', owner.email]) expect(line).not.toContain(value);
  });

  it('gives every request an id of its own, and keeps one a proxy sent only when it is short and plain', async () => {
    const visitor = hotel.visitor();
    const first = (await visitor.get('/api/health')).headers.get('x-request-id');
    const second = (await visitor.get('/api/health')).headers.get('x-request-id');
    expect(second).not.toBe(first);
    const proxied = await visitor.get('/api/health', { headers: { 'x-request-id': 'nginx-4f1c.77_a' } });
    expect(proxied.headers.get('x-request-id')).toBe('nginx-4f1c.77_a');
    expect(linesOf('nginx-4f1c.77_a')).toHaveLength(1);
    for (const offered of ['a'.repeat(65), 'id with spaces', '{"level":"fatal"}', '../../etc/passwd']) {
      const answer = await visitor.get('/api/health', { headers: { 'x-request-id': offered } });
      expect(answer.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(hotel.log.text()).not.toContain(offered);
    }
  });

  it('names an address no route answers by the catch-all, not by what was typed', async () => {
    const answer = await hotel.visitor().get('/api/bookings-of/thandi.mokoena@example.com');
    expect(answer.status).toBe(404);
    expect(linesOf(answer.headers.get('x-request-id'))).toEqual([expect.objectContaining({ route: '/api/*', status: 404 })]);
    expect(hotel.log.text()).not.toContain('thandi.mokoena');
  });

  it('writes the changes of a batch under the batch’s id, each by its own route', async () => {
    const owner = await hotel.owner();
    const catId = crypto.randomUUID();
    const changes = [
      { id: crypto.randomUUID(), method: 'POST', path: '/api/cats', body: { id: catId, name: 'Whiskers' } },
      { id: crypto.randomUUID(), method: 'PATCH', path: `/api/cats/${catId}`, body: { age: 4 } },
    ];
    const answer = await owner.post('/api/changes', { changes });
    expect(answer.status).toBe(200);
    const routes = linesOf(answer.headers.get('x-request-id')).map((line) => `${String(line.method)} ${String(line.route)} ${String(line.status)}`);
    expect(routes).toEqual(['POST /api/cats 201', 'PATCH /api/cats/:id 200', 'POST /api/changes 200']);
    expect(linesOf(answer.headers.get('x-request-id')).map((line) => line.accountId)).toEqual([owner.id, owner.id, owner.id]);
  });

  it('names the account of a signed-in request by its id, a member of staff’s too, and no account for a visitor', async () => {
    const manager = await hotel.staff('manager');
    const asked = await manager.get('/api/staff/team');
    expect(asked.status).toBe(200);
    expect(linesOf(asked.headers.get('x-request-id'))).toEqual([expect.objectContaining({ route: '/api/staff/team', accountId: manager.id })]);
    expect(JSON.stringify(linesOf(asked.headers.get('x-request-id')))).not.toContain(manager.email);
    const visitor = await hotel.visitor().get('/api/extra-services');
    expect(linesOf(visitor.headers.get('x-request-id'))).toEqual([expect.not.objectContaining({ accountId: expect.anything() })]);
  });

  it('never holds a password, a session cookie or a Set-Cookie value', async () => {
    const email = `log.${Date.now()}@example.com`;
    const password = 'tabby-and-tortoiseshell-42';
    const visitor = hotel.visitor();
    const registered = await visitor.post('/api/register', { email, password, firstName: 'Thandi', lastName: 'Mokoena' });
    expect(registered.status).toBe(201);
    const signedIn = await visitor.post('/api/login', { email, password });
    expect(signedIn.status).toBe(200);
    const setCookie = signedIn.headers.get('set-cookie')!;
    const token = setCookie.split(';')[0]!.split('=')[1]!;
    expect((await visitor.get('/api/auth/user')).status).toBe(200);
    // A refused sign-in, whose password is wrong, is no more written than a right one.
    expect((await hotel.visitor().post('/api/login', { email, password: 'wrong-password-99' })).status).toBe(401);

    const log = hotel.log.text();
    expect(linesOf(signedIn.headers.get('x-request-id'))).toEqual([expect.objectContaining({ route: '/api/login', status: 200 })]);
    for (const secret of [password, 'wrong-password-99', token, setCookie, visitor.cookie!, email]) expect(log).not.toContain(secret);
  });

  it('writes a fault with its stack under the request’s id, and answers only the plain message', async () => {
    const owner = await hotel.owner();
    const { db } = hotel.database;
    await db.execute(sql.raw('alter table cats rename to cats_away'));
    let answer;
    try {
      answer = await owner.get('/api/cats');
    } finally {
      await db.execute(sql.raw('alter table cats_away rename to cats'));
    }
    expect(answer.status).toBe(500);
    expect(answer.text).toBe(JSON.stringify({ message: SERVER_FAULT_MESSAGE }));

    const lines = linesOf(answer.headers.get('x-request-id'));
    expect(lines).toEqual([
      expect.objectContaining({ level: 'error', msg: 'GET /api/cats failed', fault: expect.stringMatching(/\n\s+at .*api\/cats\/routes\.ts/) }),
      expect.objectContaining({ level: 'info', route: '/api/cats', status: 500 }),
    ]);
  });
});
