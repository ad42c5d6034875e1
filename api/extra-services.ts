import { asc } from 'drizzle-orm';
import { Hono } from 'hono';
import type { ExtraServiceJson } from '../domain/contracts/extra-service.ts';
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

async function listJson(db: Database): Promise<string> {
  const rows = await db.select().from(extraServices).orderBy(asc(extraServices.id));
  return JSON.stringify(
    rows.map((service): ExtraServiceJson => ({
      id: service.id,
      name: service.name,
      description: service.description,
      price: centsToDecimal(service.priceCents),
      charge: service.charge,
      minNights: service.minNights,
    })),
  );
}

/** Its answer cannot change while the server runs, so the server freezes it (http/frozen-answers.ts). */
export const EXTRA_SERVICES_PATH = '/api/extra-services';

/**
 * The list changes only when the server starts (it is seeded then), so each app reads it once:
 * the home page's estimator and every pricing visit ask for it.
 */
export function extraServiceRoutes() {
  let cached: Promise<string> | undefined;
  return new Hono<AppEnv>().get('/', async (c) => {
    cached ??= listJson(c.var.deps.db).catch((error: unknown) => {
      cached = undefined;
      throw error;
    });
    return c.body(await cached, 200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=300' });
  });
}
