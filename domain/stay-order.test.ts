import { describe, expect, it } from 'vitest';
import { inStayOrder } from './stay-order.ts';

const stay = (id: string, checkInDate: string, checkOutDate: string, status = 'confirmed') => ({ id, checkInDate, checkOutDate, status });

describe('the order of an owner’s stays', () => {
  it('lists upcoming stays soonest first, then past and cancelled ones most recent first', () => {
    const today = '2026-11-29';
    const stays = [
      stay('far', '2027-02-01', '2027-02-05', 'pending'),
      stay('old', '2026-03-01', '2026-03-05', 'completed'),
      stay('cancelled-ahead', '2026-12-20', '2026-12-24', 'cancelled'),
      stay('here', '2026-11-20', '2026-11-28', 'checked_in'),
      stay('next', '2026-12-01', '2026-12-08'),
      stay('leaving-today', '2026-11-25', '2026-11-29'),
      stay('recent', '2026-10-10', '2026-10-31', 'completed'),
    ];
    expect(inStayOrder(stays, today).map((s) => s.id)).toEqual(['here', 'leaving-today', 'next', 'far', 'cancelled-ahead', 'recent', 'old']);
  });
});
