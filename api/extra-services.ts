import { asc } from 'drizzle-orm';
import { Hono } from 'hono';
import { EXTRA_SERVICES } from '../domain/extra-services.ts';
import { centsToDecimal } from '../domain/money.ts';
import type { AppEnv } from './context.ts';
import type { Database } from './db/client.ts';
import { extraServices } from './db/schema.ts';

/**
 * The table follows the catalogue in domain/ at every start, so the estimator, the pricing page
 * and the server's prices never disagree (D9); bookings keep the amounts they were charged.
 */
export async function seedExtraServices(db: Database): Promise<void> {
  for (const service of EXTRA_SERVICES) {
    const { id: _id, ...fields } = service;
    await db.insert(extraServices).values(service).onConflictDoUpdate({ target: extraServices.id, set: fields });
  }
}

export const extraServiceRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const rows = await c.var.db.select().from(extraServices).orderBy(asc(extraServices.id));
  c.header('cache-control', 'public, max-age=300');
  return c.json(
    rows.map((service) => ({
      id: service.id,
      name: service.name,
      description: service.description,
      price: centsToDecimal(service.priceCents),
      charge: service.charge,
      minNights: service.minNights,
    })),
    200,
  );
});
