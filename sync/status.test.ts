import { describe, expect, it } from 'vitest';
import { backoffDelay } from './backoff.ts';
import { addCat } from './changes.ts';
import { HotelData } from './local-data.ts';
import { readSyncStatus, statusLine, updateSyncState } from './status.ts';

describe('status', () => {
  it.each([
    [0, 0, 'All changes saved'],
    [1, 0, '1 change waiting to sync'],
    [2, 0, '2 changes waiting to sync'],
    [0, 1, '1 change not saved'],
    [2, 3, '2 changes waiting to sync · 3 changes not saved'],
  ])('%i waiting and %i refused read "%s"', (waiting, refused, line) => {
    expect(statusLine({ waiting, rejected: Array.from({ length: refused }) })).toBe(line);
  });

  it('counts waiting changes and lists refused ones with the server’s message, from the database', async () => {
    const data = new HotelData('status-1');
    expect(await readSyncStatus(data)).toEqual({ sending: false, lastSyncedAt: null, paused: null, lastError: null, waiting: 0, rejected: [] });
    await addCat(data, { name: 'Whiskers' });
    const mochi = await addCat(data, { name: 'Mochi' });
    const [, refused] = await data.outbox.orderBy('seq').toArray();
    await data.outbox.update(refused!.id, { state: 'rejected', error: 'A cat with this id already exists' });
    await updateSyncState(data, { sending: true });
    await updateSyncState(data, { lastError: '503: Bad gateway' });
    // Another tab reads the same.
    expect(await readSyncStatus(new HotelData('status-1'))).toEqual({
      sending: true,
      lastSyncedAt: null,
      paused: null,
      lastError: '503: Bad gateway',
      waiting: 1,
      rejected: [
        {
          id: refused!.id,
          summary: 'Add Mochi',
          error: 'A cat with this id already exists',
          subject: { kind: 'cat', id: mochi.id },
          retryable: false,
        },
      ],
    });
  });
});

describe('backoff', () => {
  it('waits anywhere from nothing to a doubling ceiling, never more than a minute', () => {
    expect([1, 2, 3, 7, 8, 30].map((attempts) => backoffDelay(attempts, () => 0.999_999))).toEqual([999, 1999, 3999, 59_999, 59_999, 59_999]);
    expect(backoffDelay(5, () => 0)).toBe(0);
  });
});
