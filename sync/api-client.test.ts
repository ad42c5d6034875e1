import { afterEach, describe, expect, it, vi } from 'vitest';
import { callHotel, callHotelFor, RequestFailed } from './api-client.ts';

const answering = (response: Response) => vi.fn<typeof fetch>(async () => response);

async function failureOf(asked: Promise<unknown>): Promise<RequestFailed> {
  const error = await asked.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(RequestFailed);
  return error as RequestFailed;
}

afterEach(() => vi.unstubAllGlobals());

describe('callHotel', () => {
  it('sends JSON with the session cookie and the Idempotency-Key, and reads the answer', async () => {
    const fetch = answering(Response.json({ id: 'cat-1' }, { status: 201 }));
    expect(await callHotelFor('POST', '/api/cats', { body: { name: 'Whiskers' }, key: 'key-1', fetch })).toEqual({ id: 'cat-1' });
    expect(fetch).toHaveBeenCalledWith('/api/cats', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'key-1' },
      body: '{"name":"Whiskers"}',
      credentials: 'include',
    });
  });

  it('reads an empty answer as null', async () => {
    expect(await callHotelFor('POST', '/api/account/delete', { fetch: answering(new Response(null, { status: 204 })) })).toBeNull();
  });

  it('uses the page’s fetch as it is when asked, so a stubbed one answers', async () => {
    vi.stubGlobal('fetch', answering(Response.json({ ok: true })));
    expect(await callHotelFor('GET', '/api/auth/user')).toEqual({ ok: true });
  });

  it('fails with the server’s message and the field it names', async () => {
    const refused = answering(Response.json({ message: 'Current password is incorrect', field: 'currentPassword' }, { status: 400 }));
    const error = await failureOf(callHotel('POST', '/api/account/password', { fetch: refused, fallback: 'Please try again.' }));
    expect(error).toMatchObject({ message: 'Current password is incorrect', status: 400, field: 'currentPassword', fromServer: true });
  });

  it('fails with spec point 8’s "<status>: <text>" when the body is not the server’s JSON', async () => {
    const proxy = answering(new Response('<h1>Bad gateway</h1>', { status: 502 }));
    expect(await failureOf(callHotel('GET', '/api/bookings', { fetch: proxy }))).toMatchObject({
      message: '502: <h1>Bad gateway</h1>',
      status: 502,
      field: undefined,
      fromServer: false,
    });
    const empty = answering(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    expect((await failureOf(callHotel('GET', '/api/bookings', { fetch: empty }))).message).toBe('503: Service Unavailable');
  });

  it('fails with the caller’s words when the server gave none, blank words included', async () => {
    const blank = answering(Response.json({ message: ' ' }, { status: 400 }));
    expect(await failureOf(callHotel('POST', '/api/login', { fetch: blank, fallback: 'Please check your details and try again.' }))).toMatchObject({
      message: 'Please check your details and try again.',
      status: 400,
      fromServer: false,
    });
  });

  it('fails with status 0 when no answer came, in the caller’s words or saying why', async () => {
    const dropped = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await failureOf(callHotel('GET', '/api/cats', { fetch: dropped }));
    expect(error).toMatchObject({ message: 'Could not reach the hotel: Failed to fetch', status: 0, fromServer: false });
    expect(error.cause).toBeInstanceOf(TypeError);
    expect(await failureOf(callHotel('GET', '/api/cats', { fetch: dropped, offline: 'Needs a connection.' }))).toMatchObject({
      message: 'Needs a connection.',
      status: 0,
    });
    expect(
      await failureOf(callHotel('GET', '/api/cats', { fetch: dropped, offline: 'Needs a connection.', unreachable: 'No answer.' })),
    ).toMatchObject({
      message: 'No answer.',
    });
  });

  it('sends nothing when the phone knows it is offline and the caller said so', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    const fetch = answering(Response.json({}));
    expect(await failureOf(callHotel('POST', '/api/account/password', { fetch, offline: 'Needs a connection.' }))).toMatchObject({
      message: 'Needs a connection.',
      status: 0,
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('takes a 2xx page that is not JSON (a captive portal’s) for no answer', async () => {
    const portal = answering(new Response('<html>Airport Wi-Fi</html>', { status: 200 }));
    expect(await failureOf(callHotelFor('GET', '/api/bookings', { fetch: portal, unreachable: 'No answer.' }))).toMatchObject({
      message: 'No answer.',
      status: 0,
    });
  });
});
