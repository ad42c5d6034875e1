import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings, cats, closedNights, mailOutbox } from '../../db/schema.ts';
import { addCat, reserve, useTestHotel } from '../hotel.ts';
import { changesBeyond, type RowWatch, watchRows } from './row-watch.ts';

// The attack tests trust this watch to see every change; here it is shown each kind of change.
const hotel = useTestHotel();
let rows: RowWatch;
let alice: Awaited<ReturnType<typeof hotel.owner>>;
let aliceId: string;

beforeAll(async () => {
  alice = await hotel.owner();
  aliceId = (await alice.get('/api/auth/user')).body.id as string;
  rows = await watchRows(hotel.database.db);
});

describe('the row watch', () => {
  it('sees an insert, an update and a delete, by the schema’s field names', async () => {
    await rows.mark();
    const cat = await addCat(alice, { name: 'Mochi' });
    expect(await rows.changes()).toEqual([
      { table: 'cats', before: undefined, after: expect.objectContaining({ id: cat, ownerId: aliceId, name: 'Mochi' }) },
    ]);

    await rows.mark();
    await hotel.database.db.update(cats).set({ breed: 'Ragdoll' }).where(eq(cats.id, cat));
    const [update] = await rows.changes();
    expect(update).toMatchObject({ table: 'cats', before: { breed: null }, after: { breed: 'Ragdoll' } });

    await rows.mark();
    await hotel.database.db.delete(cats).where(eq(cats.id, cat));
    expect(await rows.changes()).toEqual([{ table: 'cats', before: expect.objectContaining({ id: cat }), after: undefined }]);
  });

  it('ignores an update that leaves the row as it was, and forgets what came before the mark', async () => {
    const cat = await addCat(alice, { name: 'Pepper' });
    await rows.mark();
    await hotel.database.db.update(cats).set({ name: 'Pepper' }).where(eq(cats.id, cat));
    expect(await rows.changes()).toEqual([]);
  });

  it('sees nothing of a transaction that rolled back', async () => {
    await rows.mark();
    await expect(
      hotel.database.db.transaction(async (tx) => {
        await tx.insert(cats).values({ id: crypto.randomUUID(), ownerId: aliceId, name: 'Ghost' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await rows.changes()).toEqual([]);
  });

  it('tells an owner’s rows from everyone else’s: by owner, by booking, and by a message’s addressee', async () => {
    const bob = await hotel.owner();
    const bobId = (await bob.get('/api/auth/user')).body.id as string;
    await rows.mark();
    const booking = await reserve(alice);
    await hotel.database.db.insert(mailOutbox).values({ key: `letter-${booking}`, recipients: [alice.email], subject: 'Hello', body: 'Hello' });
    const changes = await rows.changes();
    expect(changes.map((change) => change.table)).toEqual(expect.arrayContaining(['bookings', 'mail_outbox']));
    expect(await changesBeyond(hotel.database.db, [aliceId], changes)).toEqual([]);
    expect(await changesBeyond(hotel.database.db, [bobId], changes)).toHaveLength(changes.length);
  });

  it('lets a staff request reach the hotel’s rows and the named owner’s, in the tables it writes only', async () => {
    const booking = await reserve(alice);
    await rows.mark();
    await hotel.database.db.insert(closedNights).values({ firstNight: '2031-12-25', lastNight: '2031-12-25', reason: 'Closed 25 Dec' });
    await hotel.database.db.update(bookings).set({ specialRequests: 'Window pen' }).where(eq(bookings.id, booking));
    const changes = await rows.changes();
    const [closure, booked] = changes;
    expect(changes.map((change) => change.table)).toEqual(['closed_nights', 'bookings']);

    const manager = crypto.randomUUID();
    const reach = { tables: ['closed_nights', 'bookings'], named: [aliceId] };
    expect(await changesBeyond(hotel.database.db, [manager], changes, reach)).toEqual([]);
    expect(await changesBeyond(hotel.database.db, [manager], changes, { ...reach, named: [] })).toEqual([booked]);
    expect(await changesBeyond(hotel.database.db, [manager], changes, { ...reach, tables: ['bookings'] })).toEqual([closure]);
  });
});
