import * as v from 'valibot';
import { isCalendarDate } from '../dates.ts';

export function someChange<TChanges extends Record<string, unknown>>(...notChanges: string[]) {
  return v.check<TChanges, string>(
    (changes) => Object.entries(changes).some(([key, value]) => value !== undefined && !notChanges.includes(key)),
    'Nothing to change',
  );
}

export function checkOutAfterCheckIn<TStay extends Record<string, unknown>>(checkInKey: string, checkOutKey: string) {
  return v.rawCheck<TStay>(({ dataset, addIssue }) => {
    const stay: unknown = dataset.value;
    if (typeof stay !== 'object' || stay === null) return;
    const checkIn: unknown = (stay as Record<string, unknown>)[checkInKey];
    const checkOut: unknown = (stay as Record<string, unknown>)[checkOutKey];
    if (typeof checkIn !== 'string' || typeof checkOut !== 'string') return;
    if (!isCalendarDate(checkIn) || !isCalendarDate(checkOut) || checkOut > checkIn) return;
    addIssue({ message: 'order', path: [{ type: 'object', origin: 'value', input: stay as Record<string, unknown>, key: checkOutKey, value: checkOut }] });
  });
}

const s = v.pipe(v.partial(v.object({ a: v.string(), version: v.number() })), someChange('version'));
const d = v.pipe(v.object({ checkIn: v.string(), checkOut: v.string(), n: v.number() }), checkOutAfterCheckIn('checkIn', 'checkOut'));
export type S = v.InferOutput<typeof s>;
export type D = v.InferOutput<typeof d>;
const x: S = { a: 'x' };
const y: D = { checkIn: 'x', checkOut: 'y', n: 1 };
// @ts-expect-error n must be a number
const z: D = { checkIn: 'x', checkOut: 'y', n: 'q' };
console.log(x, y, z);
