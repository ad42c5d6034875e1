import { describe, expect, it } from 'vitest';
import { useTestHotel } from '../test/hotel.ts';
import { PASSWORDS_BUSY, passwordQueue } from './password-queue.ts';

const hotel = useTestHotel();

describe('a flood of sign-ins', () => {
  it('is refused beyond the password queue with 503 and Retry-After, while a signed-in read still answers', async () => {
    const owner = await hotel.owner();
    // Twice what the queue holds, each from its own address so no sign-in limit is reached first.
    const flood = Array.from({ length: 2 * (passwordQueue.atOnce + passwordQueue.maxWaiting) }, (_, i) =>
      hotel
        .visitor()
        .post('/api/login', { email: `flood${i}@example.com`, password: 'purr-purr-7' }, { headers: { 'x-forwarded-for': `203.0.113.${i}` } }),
    );
    const read = owner.get('/api/cats');
    const answers = await Promise.all(flood);

    expect((await read).status).toBe(200);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status !== 401 && status !== 503)).toEqual([]);
    const busy = answers.filter((answer) => answer.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    for (const answer of busy) {
      expect(answer.body).toEqual({ message: PASSWORDS_BUSY });
      expect(answer.headers.get('retry-after')).toBe('1');
    }
    // The queue empties again: the next sign-in is checked.
    expect((await hotel.visitor().post('/api/login', { email: owner.email, password: 'whiskers1' })).status).toBe(200);
  });
});
