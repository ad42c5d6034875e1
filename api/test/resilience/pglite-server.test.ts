import { existsSync, readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type RunningHotel, startHotel } from '../../../scripts/hotel-server.ts';
import { LOCK_FILE } from '../../data-dir-lock.ts';
import type { Visitor } from '../hotel.ts';
import { useOneFolder } from './one-folder.ts';
import { remoteOwner, remoteVisitor } from './remote.ts';

// One PGlite data directory through a server's life: a second server refused, a graceful stop with
// a request in flight, a kill -9, and the starts after each. The steps run in order on one folder.

const { dataDir, start } = useOneFolder('hotel-one-dir-');

/** The owner's cookie, carried to another server process on the same data. */
function sameOwnerAt(hotel: RunningHotel, owner: Visitor): Visitor {
  const visitor = remoteVisitor(hotel.origin);
  visitor.cookie = owner.cookie;
  return visitor;
}

async function catNames(visitor: Visitor): Promise<string[]> {
  const answer = await visitor.get('/api/cats');
  expect(answer.status).toBe(200);
  return answer.body.map((cat: { name: string }) => cat.name);
}

/** Resolves once a new TCP connection to the server is refused. */
async function refusesConnections(origin: string): Promise<void> {
  const { hostname, port } = new URL(origin);
  for (let tries = 0; tries < 100; tries += 1) {
    const refused = await new Promise<boolean>((done) => {
      const socket = connect(Number(port), hostname);
      socket.once('connect', () => {
        socket.destroy();
        done(false);
      });
      socket.once('error', (error: NodeJS.ErrnoException) => done(error.code === 'ECONNREFUSED'));
    });
    if (refused) return;
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error(`${origin} still accepts connections`);
}

/**
 * A new cat sent over a keep-alive connection (a browser's) with only part of its body written, so
 * the request is in flight until `finish` sends the rest.
 */
function halfSentCat(origin: string, cookie: string | undefined, name: string) {
  const body = JSON.stringify({ name });
  const agent = new Agent({ keepAlive: true });
  const { hostname, port } = new URL(origin);
  const slow = request({
    host: hostname,
    port,
    agent,
    method: 'POST',
    path: '/api/cats',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), cookie },
  });
  const answer = new Promise<{ status: number; connection: string | undefined; text: string }>((done, fail) => {
    slow.once('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.once('end', () => done({ status: response.statusCode ?? 0, connection: response.headers.connection, text }));
    });
    slow.once('error', fail);
  });
  // A cut request is the test's to judge through `answer`, not an unhandled rejection.
  answer.catch(() => {});
  slow.write(body.slice(0, 10));
  // The client keeps the connection open after the answer, so only the server can end it.
  return { answer, finish: () => slow.end(body.slice(10)), close: () => agent.destroy() };
}

/** What the server sends on `socket` up to the end of its answer's headers. */
function answerHeaders(socket: Socket): Promise<string> {
  return new Promise((done, fail) => {
    let text = '';
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\r\n\r\n')) done(text.slice(0, text.indexOf('\r\n\r\n')));
    });
    socket.once('error', fail);
    socket.once('close', () => fail(new Error(`The connection closed before an answer: ${JSON.stringify(text)}`)));
  });
}

let first: RunningHotel;
let owner: Visitor;

describe('a server on a PGlite data directory', () => {
  it('refuses a second server on the same DATA_DIR, naming the folder and the holder', async () => {
    first = await start();
    owner = await remoteOwner(first.origin);
    expect((await owner.post('/api/cats', { name: 'Pepper' })).status).toBe(201);

    const refused = startHotel({ DATA_DIR: dataDir });
    await expect(refused).rejects.toThrow(/exit code 1/);
    await expect(refused).rejects.toThrow(
      `Another hotel server (pid ${first.pid}) is using the data directory ${dataDir}. Stop it first, or set DATA_DIR to another folder.`,
    );
    expect(await catNames(owner)).toEqual(['Pepper']);
  });

  it('on SIGTERM refuses new connections, finishes the request in flight, closes PGlite and exits 0', async () => {
    const harriet = halfSentCat(first.origin, owner.cookie, 'Half-sent Harriet');
    await new Promise((done) => setTimeout(done, 300));

    const stopped = first.stop();
    await refusesConnections(first.origin);
    harriet.finish();
    const { status, connection, text } = await harriet.answer;
    expect(status).toBe(201);
    // The server ends the browser's keep-alive connection itself, so nothing holds the stop.
    expect(connection).toBe('close');
    expect(JSON.parse(text)).toMatchObject({ name: 'Half-sent Harriet' });
    expect(await stopped).toBe(0);
    harriet.close();
    expect(first.output()).toMatch(/SIGTERM: finishing the requests in flight/);
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  });

  it('answers a request that was still arriving at the stop with connection: close, so a browser cannot keep the server up by asking again', async () => {
    const hotel = await start();
    const { hostname, port } = new URL(hotel.origin);
    const socket = connect(Number(port), hostname);
    await new Promise((done) => socket.once('connect', done));
    // The request has begun (its first line is in), but its headers are not complete: the server
    // has not seen it as a request yet, and the connection is not idle, so the stop keeps it.
    socket.write('GET /api/health HTTP/1.1\r\nHost: hotel\r\n');
    await new Promise((done) => setTimeout(done, 300));

    const stopped = hotel.stop();
    await refusesConnections(hotel.origin);
    const headers = answerHeaders(socket);
    socket.write('Connection: keep-alive\r\n\r\n');
    expect(await headers).toMatch(/^HTTP\/1\.1 200 /);
    expect((await headers).toLowerCase().split('\r\n')).toContain('connection: close');
    expect(await stopped).toBe(0);
    socket.destroy();
  });

  it('keeps what was written before the stop, and starts again after a kill -9 left its lock behind', async () => {
    const second = await start();
    const again = sameOwnerAt(second, owner);
    expect(await catNames(again)).toEqual(['Pepper', 'Half-sent Harriet']);
    expect((await again.post('/api/cats', { name: 'Survivor' })).status).toBe(201);

    await second.kill();
    expect(readFileSync(join(dataDir, LOCK_FILE), 'utf8')).toBe(String(second.pid));
    const third = await start();
    expect(await catNames(sameOwnerAt(third, owner))).toEqual(['Pepper', 'Half-sent Harriet', 'Survivor']);

    // A request that never ends holds the stop for 10 s at most; the folder is freed all the same.
    const never = halfSentCat(third.origin, owner.cookie, 'Never Sent');
    await new Promise((done) => setTimeout(done, 300));
    expect(await third.stop()).toBe(1);
    never.close();
    expect(third.output()).toMatch(/Requests were still running 10 s after SIGTERM; stopping without them\./);
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  });
});
