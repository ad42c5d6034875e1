import { eq } from 'drizzle-orm';
import { bookingEvents, bookings, mailOutbox, payments } from '../../db/schema.ts';
import { depositReceiptKey } from '../../mail/deposit-receipt.ts';
import type { TestHotel } from '../../test/hotel.ts';

/** What the deposit tests read back from a test hotel's books, whichever provider took the money. */
export function depositBooks(hotel: TestHotel) {
  return {
    async payment(paymentId: string) {
      const [row] = await hotel.database.db.select().from(payments).where(eq(payments.id, paymentId));
      return row!;
    },

    async booking(bookingId: string) {
      const [row] = await hotel.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
      return row!;
    },

    /** How many receipts were queued for a payment: one per paid deposit, however many witnesses. */
    async receiptsQueued(paymentId: string): Promise<number> {
      return (
        await hotel.database.db
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.key, depositReceiptKey(paymentId)))
      ).length;
    },

    /** The booking's history, oldest first: action and, for a deposit, who learnt of it. */
    async history(bookingId: string) {
      const events = await hotel.database.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, bookingId)).orderBy(bookingEvents.id);
      return events.map((event) => ({ action: event.action, via: (event.details as Record<string, unknown> | null)?.via }));
    },
  };
}
