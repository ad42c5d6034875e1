import { createServer, get, type IncomingHttpHeaders, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryLog } from '../test/memory-log.ts';
import { answerFrozenFirst, freezeAnswers } from './frozen-answers.ts';

const written = memoryLog();

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

async function listen(listener: RequestListener): Promise<string> {
  const server = createServer(listener);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** One GET with the bytes as sent: fetch would decompress them. */
function rawGet(url: string, acceptEncoding: string): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((done, fail) => {
    get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done({ headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', fail);
  });
}

/** An app that counts how often it is asked, so a test can tell a frozen answer from a fresh one. */
function countingApp() {
  const asked = { services: 0, broken: 0, changes: 0 };
  const app = new Hono()
    .get('/services', (c) => {
      asked.services += 1;
      return c.body('[{"name":"Live Updates"}]', 200, { 'content-type': 'application/json', 'x-kept': 'yes' });
    })
    .get('/broken', (c) => {
      asked.broken += 1;
      return c.json({ message: 'not yet' }, 503);
    })
    .post('/services', (c) => {
      asked.changes += 1;
      return c.json({ message: 'changed' }, 201);
    });
  return { app, asked };
}

describe('frozen answers', () => {
  it('carry an id of their own on each request, and write their line to the log as the app would', async () => {
    const app = new Hono().get('/services', (c) => c.json([], 200, { 'x-request-id': 'from-the-freeze' }));
    const frozen = await freezeAnswers(app.fetch, 'http://hotel.test', ['/services']);
    const url = await listen(answerFrozenFirst(frozen, getRequestListener(app.fetch), written.log));

    const ids = [];
    for (let i = 0; i < 2; i += 1) ids.push((await fetch(`${url}/services`)).headers.get('x-request-id'));
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[1]).not.toBe(ids[0]);
    expect(ids).not.toContain('from-the-freeze');
    expect((await fetch(`${url}/services`, { headers: { 'x-request-id': 'lb-7f3a.2' } })).headers.get('x-request-id')).toBe('lb-7f3a.2');
    const strange = (await fetch(`${url}/services`, { headers: { 'x-request-id': 'a b<script>' } })).headers.get('x-request-id');
    expect(strange).toMatch(/^[0-9a-f-]{36}$/);

    for (const requestId of [...ids, 'lb-7f3a.2', strange]) {
      expect(written.lines()).toContainEqual(
        expect.objectContaining({
          requestId,
          method: 'GET',
          route: '/services',
          status: 200,
          durationMs: expect.any(Number),
          time: expect.any(String),
        }),
      );
    }
  });

  it('writes the app’s own status, headers and bytes without asking the app again', async () => {
    const { app, asked } = countingApp();
    const frozen = await freezeAnswers(app.fetch, 'http://hotel.test', ['/services']);
    const url = await listen(answerFrozenFirst(frozen, getRequestListener(app.fetch), written.log));
    expect(asked.services).toBe(1);

    for (let i = 0; i < 3; i += 1) {
      const answer = await fetch(`${url}/services`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/json');
      expect(answer.headers.get('x-kept')).toBe('yes');
      expect(answer.headers.get('content-length')).toBe('25');
      expect(await answer.text()).toBe('[{"name":"Live Updates"}]');
    }
    const head = await fetch(`${url}/services`, { method: 'HEAD' });
    expect(head.headers.get('content-length')).toBe('25');
    expect(await head.text()).toBe('');
    expect(asked.services).toBe(1);
  });

  it('sends the smallest copy the client accepts of a long text answer, and the plain bytes otherwise', async () => {
    const page = `<!doctype html><p>${'Cage-free rooms and a sunny catio. '.repeat(60)}</p>`;
    const app = new Hono().get('/about', (c) => c.html(page));
    const frozen = await freezeAnswers(app.fetch, 'http://hotel.test', ['/about']);
    const url = await listen(answerFrozenFirst(frozen, getRequestListener(app.fetch), written.log));

    const asked = async (encoding: string) => {
      const answer = await rawGet(`${url}/about`, encoding);
      return {
        encoding: answer.headers['content-encoding'],
        vary: answer.headers.vary,
        length: Number(answer.headers['content-length']),
        body: answer.body,
      };
    };
    const br = await asked('gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(br.vary).toBe('Accept-Encoding');
    expect(br.length).toBe(br.body.byteLength);
    expect(brotliDecompressSync(br.body).toString()).toBe(page);
    expect(br.length).toBeLessThan(page.length / 5);
    const gzip = await asked('gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(page);
    const plain = await asked('identity');
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toBe(page);
  });

  it('passes changes, other addresses and failed reads through to the app', async () => {
    const { app, asked } = countingApp();
    const frozen = await freezeAnswers(app.fetch, 'http://hotel.test', ['/services', '/broken']);
    expect([...frozen.keys()]).toEqual(['/services']);
    const url = await listen(answerFrozenFirst(frozen, getRequestListener(app.fetch), written.log));

    expect((await fetch(`${url}/services`, { method: 'POST' })).status).toBe(201);
    expect(asked.changes).toBe(1);
    expect((await fetch(`${url}/broken`)).status).toBe(503);
    expect(asked.broken).toBe(2);
    expect((await fetch(`${url}/services?fresh=1`)).status).toBe(200);
    expect(asked.services).toBe(2);
  });
});
