import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { startHotel } from '../scripts/hotel-server.ts';
import { openTestDatabase } from './test/database.ts';

async function register(url: string, email: string): Promise<string> {
  const answer = await fetch(`${url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'whiskers1' }),
  });
  expect(answer.status).toBe(201);
  return (answer.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

const usePostgres = process.env.TEST_DB === 'postgres';
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

/** The settings for a new, empty database of this project's kind. */
async function emptyDatabaseEnv(): Promise<Record<string, string>> {
  if (!usePostgres) {
    const dataDir = mkdtempSync(join(tmpdir(), 'hotel-data-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    return { DATA_DIR: dataDir };
  }
  const database = await openTestDatabase();
  cleanups.push(() => database.close());
  // The server migrates it itself; an already-migrated database must be left as it is.
  return { DATABASE_URL: database.url! };
}

describe('starting the server', () => {
  // Two real server starts; creating a fresh PGlite folder alone takes 20 s on a busy 2-core machine.
  it('starts on an empty database, and restarts on the same one with everything kept', { timeout: 120_000 }, async () => {
    const env = await emptyDatabaseEnv();
    const first = await startHotel(env);
    expect(first.output()).toMatch(/Sunningdale Cat Hotel is open/);
    const cookie = await register(first.origin, 'restart@example.com');
    const cat = await fetch(`${first.origin}/api/cats`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ name: 'Marmalade' }),
    });
    expect(cat.status).toBe(201);
    // Its log: a JSON line for the request, under the id its answer carries.
    const requestId = cat.headers.get('x-request-id');
    const logged = () =>
      first
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as unknown);
    await expect.poll(logged).toContainEqual(expect.objectContaining({ level: 'info', requestId, method: 'POST', route: '/api/cats', status: 201 }));
    expect(await first.stop()).toBe(0);

    const second = await startHotel(env);
    const cats = await fetch(`${second.origin}/api/cats`, { headers: { cookie } });
    expect(cats.status).toBe(200);
    expect(((await cats.json()) as { name: string }[]).map((c) => c.name)).toEqual(['Marmalade']);
    // On Node's listener too: an owner's answer is kept out of caches, the frozen public list keeps its own caching.
    expect(cats.headers.get('cache-control')).toBe('no-store');
    const services = await fetch(`${second.origin}/api/extra-services`, { headers: { cookie } });
    expect(((await services.json()) as unknown[]).length).toBe(4);
    expect(services.headers.get('cache-control')).toBe('public, max-age=300');
    expect(await second.stop()).toBe(0);

    if (usePostgres) {
      const client = postgres(env.DATABASE_URL!, { max: 1, onnotice: () => {} });
      const applied = await client`select count(*)::int as n from drizzle.__drizzle_migrations`;
      await client.end();
      expect(applied[0]?.n).toBeGreaterThan(0);
    }
  });

  it('refuses to start with a bad setting and names it', async () => {
    const running = spawn(process.execPath, ['api/server.ts'], {
      env: { ...process.env, GUEST_CAPACITY: 'lots', PAYMENTS: 'cash', LOG_LEVEL: 'loud' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    running.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise((resolve) => running.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).toMatch(/GUEST_CAPACITY must be a whole number/);
    expect(output).toMatch(/PAYMENTS must be test, paypal or payfast/);
    expect(output).toMatch(/LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent/);
  });
});
