import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { type AddressInfo, createServer, type Server, type Socket, connect } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { type DatabaseHandle, openPostgres } from './db/client.ts';
import { READINESS_TIMEOUT_MS } from './health.ts';
import { hotelListener } from './listener.ts';
import { createEmptyDatabase } from './test/database.ts';
import { useTestHotel } from './test/hotel.ts';

const hotel = useTestHotel();

describe('the health checks', () => {
  it('say the process is live, and ready on a migrated database, and are kept by no cache', async () => {
    const live = await hotel.visitor().get('/healthz');
    expect(live).toMatchObject({ status: 200, body: { status: 'live' } });
    const ready = await hotel.visitor().get('/readyz');
    expect(ready).toMatchObject({ status: 200, body: { status: 'ready' } });
    for (const answer of [live, ready]) {
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('x-request-id')).not.toBeNull();
    }
  });

  it('say "not ready" while the database lacks a migration of this release', async () => {
    const { db } = hotel.database;
    // The latest migration, unrecorded, as on a database an older release left behind.
    const latest = sql.raw('(select max(created_at) from drizzle.__drizzle_migrations)');
    await db.execute(sql`update drizzle.__drizzle_migrations set created_at = -created_at where created_at = ${latest}`);
    try {
      const answer = await hotel.visitor().get('/readyz');
      expect(answer).toMatchObject({ status: 503, body: { status: 'not ready', reason: "1 of this release's migrations are not applied" } });
      expect(answer.headers.get('cache-control')).toBe('no-store');
      // Alive all the same: a process manager must not restart a server for its database.
      expect((await hotel.visitor().get('/healthz')).status).toBe(200);
    } finally {
      await db.execute(sql`update drizzle.__drizzle_migrations set created_at = -created_at where created_at < 0`);
    }
    expect((await hotel.visitor().get('/readyz')).status).toBe(200);
  });
});

/**
 * A TCP relay between the app and the machine's PostgreSQL, so a test can take "PostgreSQL" away
 * from this app alone: `cut` closes it (connections refused, as a stopped server's), `stall` keeps
 * the connections but passes nothing (as a hung server or a dropped network's), `restore` opens it
 * again on the same port.
 */
function postgresRelay(target: URL) {
  const sockets = new Set<Socket>();
  let stalled = false;
  let server: Server | undefined;
  let port = 0;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const open = () =>
    new Promise<void>((ready) => {
      server = createServer((client) => {
        const upstream = connect(Number(target.port || 5432), target.hostname);
        track(client);
        track(upstream);
        client.on('data', (chunk) => void (stalled || upstream.write(chunk)));
        upstream.on('data', (chunk) => void (stalled || client.write(chunk)));
        client.once('close', () => upstream.destroy());
        upstream.once('close', () => client.destroy());
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as AddressInfo).port;
        ready();
      });
    });
  const dropConnections = () => {
    for (const socket of sockets) socket.destroy();
  };
  return {
    open,
    url: () => {
      const url = new URL(target);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
    async cut() {
      await new Promise<void>((closed) => {
        server!.close(() => closed());
        dropConnections();
      });
      server = undefined;
    },
    stall() {
      stalled = true;
    },
    async restore() {
      stalled = false;
      dropConnections();
      if (server === undefined) await open();
    },
  };
}

describe.runIf(process.env.TEST_DB === 'postgres')('readiness when PostgreSQL stops answering', () => {
  let relay: ReturnType<typeof postgresRelay>;
  let empty: Awaited<ReturnType<typeof createEmptyDatabase>>;
  let database: DatabaseHandle;
  let server: HttpServer;
  let origin: string;

  beforeAll(async () => {
    empty = await createEmptyDatabase();
    relay = postgresRelay(new URL(empty.url));
    await relay.open();
    database = openPostgres(relay.url());
    await database.migrate();
    // The server's own listener, frozen answers and all, so a frozen "ready" would show here.
    const app = createApp({ ...hotel.deps, db: database.db });
    server = createHttpServer(await hotelListener(app, hotel.deps.publicUrl, hotel.deps.log));
    await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((closed) => server?.close(closed));
    await relay?.restore();
    await database?.close();
    await empty?.drop();
  });

  /** GET /readyz, with how long it took. */
  async function readyz() {
    const started = performance.now();
    const answer = await fetch(`${origin}/readyz`);
    return { status: answer.status, body: (await answer.json()) as unknown, ms: performance.now() - started };
  }

  it('is ready through the relay, then 503 at once when PostgreSQL is gone, and ready again when it is back', async () => {
    expect((await readyz()).status).toBe(200);
    await relay.cut();
    const gone = await readyz();
    expect(gone).toMatchObject({ status: 503, body: { status: 'not ready' } });
    expect(gone.ms).toBeLessThan(2000);
    expect((await fetch(`${origin}/healthz`)).status).toBe(200);
    await relay.restore();
    await expect.poll(async () => (await readyz()).status, { timeout: 10_000 }).toBe(200);
  });

  it('is 503 within the timeout when PostgreSQL takes the connection but never answers', async () => {
    expect((await readyz()).status).toBe(200);
    relay.stall();
    const hung = await readyz();
    expect(hung).toMatchObject({ status: 503, body: { status: 'not ready', reason: 'the database did not answer in time' } });
    expect(hung.ms).toBeGreaterThanOrEqual(READINESS_TIMEOUT_MS - 50);
    expect(hung.ms).toBeLessThan(2000);
    await relay.restore();
    await expect.poll(async () => (await readyz()).status, { timeout: 10_000 }).toBe(200);
  });
});
