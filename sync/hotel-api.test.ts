import { describe, expect, it } from 'vitest';
import { type BatchedChange, hotelApi, realTimer } from './hotel-api.ts';

const SENT: BatchedChange[] = [
  { id: 'entry-1', method: 'POST', path: '/api/cats', body: { name: 'Whiskers' } },
  { id: 'entry-2', method: 'PATCH', path: '/api/user/profile', body: { firstName: 'Thandi', lastName: 'Mokoena' } },
  { id: 'entry-3', method: 'POST', path: '/api/cats', body: { name: 'Mochi' } },
];

/** The engine's API in front of a server that always answers `response`; `asked` keeps what was sent. */
function apiAnswering(response: () => Response) {
  const asked: { url: string; body: unknown }[] = [];
  const api = hotelApi({
    baseUrl: 'http://hotel.test',
    fetch: async (input, init) => {
      asked.push({ url: String(input), body: JSON.parse(String(init?.body)) });
      return response();
    },
    timer: realTimer,
    timeoutMs: 5_000,
  });
  return { api, asked };
}

describe('sendBatch', () => {
  it('sends the changes in one request and reads each answer as that change alone would be read', async () => {
    const { api, asked } = apiAnswering(() =>
      Response.json({
        results: [
          { id: 'entry-1', outcome: 'applied', status: 201, body: { id: 'cat-1', name: 'Whiskers' } },
          { id: 'entry-2', outcome: 'refused', status: 400, body: { message: 'Last name must be at least 2 characters', field: 'lastName' } },
          { id: 'entry-3', outcome: 'not reached' },
        ],
      }),
    );
    expect(await api.sendBatch(SENT)).toEqual({
      kind: 'answered',
      answers: [
        { kind: 'accepted', body: { id: 'cat-1', name: 'Whiskers' } },
        { kind: 'refused', status: 400, message: 'Last name must be at least 2 characters', field: 'lastName' },
      ],
    });
    expect(asked).toEqual([{ url: 'http://hotel.test/api/changes', body: { changes: SENT } }]);
  });

  it.each([
    [409, 'conflict', { kind: 'refused', status: 409, message: 'Changed meanwhile' }],
    [401, 'refused', { kind: 'signed-out' }],
    [429, 'refused', { kind: 'unreachable', reason: '429: Changed meanwhile' }],
    [500, 'failed', { kind: 'unreachable', reason: '500: Changed meanwhile' }],
  ])('reads a change answered %i as a lone change’s answer', async (status, outcome, answer) => {
    const { api } = apiAnswering(() =>
      Response.json({
        results: [
          { id: 'entry-1', outcome, status, body: { message: 'Changed meanwhile' } },
          { id: 'entry-2', outcome: 'not reached' },
          { id: 'entry-3', outcome: 'not reached' },
        ],
      }),
    );
    expect(await api.sendBatch(SENT)).toEqual({ kind: 'answered', answers: [answer] });
  });

  it.each([
    ['an older server', 404],
    ['a batch refused whole', 400],
    ['a batch too large', 413],
  ])('says the batch was not taken by %s (%i), so the changes go alone', async (_why, status) => {
    const { api } = apiAnswering(() => Response.json({ message: 'No' }, { status }));
    expect(await api.sendBatch(SENT)).toEqual({ kind: 'not taken', status });
  });

  it('pauses on 401 and backs off on 503, as a lone change does', async () => {
    expect(await apiAnswering(() => Response.json({ message: 'Please sign in' }, { status: 401 })).api.sendBatch(SENT)).toEqual({
      kind: 'signed-out',
    });
    expect(await apiAnswering(() => Response.json({ message: 'Bad gateway' }, { status: 503 })).api.sendBatch(SENT)).toEqual({
      kind: 'unreachable',
      reason: '503: Bad gateway',
    });
  });

  it.each([
    ['names other changes', { results: SENT.map((change, n) => ({ id: `other-${n}`, outcome: 'applied', status: 201, body: {} })) }],
    ['leaves a change out', { results: SENT.slice(0, 2).map((change) => ({ id: change.id, outcome: 'applied', status: 201, body: {} })) }],
    ['reached none', { results: SENT.map((change) => ({ id: change.id, outcome: 'not reached' })) }],
    ['is not a list of results', { message: 'Welcome to the airport Wi-Fi' }],
  ])('settles nothing from an answer that %s', async (_why, body) => {
    const { api } = apiAnswering(() => Response.json(body));
    expect(await api.sendBatch(SENT)).toMatchObject({ kind: 'unreachable' });
  });
});
