import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { HOUSE_VACCINATION_RULES, type VaccinationRules } from '../../domain/vaccinations.ts';
import type { AppEnv } from '../context.ts';
import type { Database } from '../db/client.ts';
import { deskRules } from '../db/schema.ts';

/**
 * The vaccination rules every stay is checked against (issue 33): a manager's setting in the desk's
 * rules row, the spec's until a manager has changed them.
 */
export async function houseVaccinationRules(db: Database): Promise<VaccinationRules> {
  const [rules] = await db
    .select({
      required: deskRules.vaccinesRequired,
      daysBeforeArrival: deskRules.vaccinatedDaysBefore,
      spayNeuterProof: deskRules.spayNeuterProofRequired,
    })
    .from(deskRules)
    .where(eq(deskRules.id, 1));
  return rules ?? HOUSE_VACCINATION_RULES;
}

/**
 * GET /api/vaccination-rules: open to anyone, as the rules are the house's published terms. The
 * owner's phone keeps them, so a cat's records are checked against each stay offline too.
 */
export const vaccinationRuleRoutes = new Hono<AppEnv>().get('/', async (c) => c.json(await houseVaccinationRules(c.var.db), 200));
