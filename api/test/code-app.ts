import { expect } from 'vitest';
import { codeAt, stepAt } from '../auth/one-time-codes.ts';
import type { TestHotel, Visitor } from './hotel.ts';

/**
 * The member sets up a code app as the desk's setup screen does: asks for a key, and proves the
 * app holds it with the code it shows now. Returns the key (to play the phone later) and the
 * recovery codes shown once.
 */
export async function setUpCodeApp(hotel: TestHotel, member: Visitor): Promise<{ key: string; recoveryCodes: string[] }> {
  const started = await member.post('/api/staff/code/setup');
  expect(started.status, started.text).toBe(200);
  const key = started.body.key as string;
  const confirmed = await member.post('/api/staff/code/confirm', { code: codeAt(key, stepAt(hotel.deps.now())) });
  expect(confirmed.status, confirmed.text).toBe(201);
  return { key, recoveryCodes: confirmed.body.recoveryCodes as string[] };
}
