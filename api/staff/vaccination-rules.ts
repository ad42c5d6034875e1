import { sValidator } from '@hono/standard-validator';
import { Hono } from 'hono';
import { vaccinationRulesSchema } from '../../domain/schemas/vaccination.ts';
import { VACCINE_NAMES, type VaccinationRules } from '../../domain/vaccinations.ts';
import { houseVaccinationRules } from '../cats/vaccination-rules.ts';
import type { AppEnv } from '../context.ts';
import { deskRules } from '../db/schema.ts';
import { changesInTransaction } from '../http/changes.ts';
import { refuseInvalid } from '../http/validate.ts';
import { requireManager, signedInManager } from './access.ts';
import { recordHotelChange } from './hotel-changes.ts';

// The manager's setting for the house's vaccination rules (issue 33). Everyone reads them through
// the public GET /api/vaccination-rules (api/cats/vaccination-rules.ts); only a manager changes them.

const VACCINE_LIST = new Intl.ListFormat('en-GB', { type: 'conjunction' });

/** The rules as Settings' changes read them: "Vaccines required: FVRCP (tricat) and rabies". */
function recorded(rules: VaccinationRules) {
  return {
    vaccinesRequired: rules.required.length === 0 ? 'none' : VACCINE_LIST.format(rules.required.map((vaccine) => VACCINE_NAMES[vaccine])),
    daysBeforeArrival: rules.daysBeforeArrival,
    spayOrNeuterProof: rules.spayNeuterProof ? 'required' : 'not required',
  };
}

/**
 * PUT /api/staff/vaccination-rules: the rules every stay is checked against from now on. Stays
 * already booked are checked against them too; the answer is the rules as stored.
 */
export const vaccinationRuleSettingRoutes = new Hono<AppEnv>()
  .use(requireManager)
  .use(changesInTransaction)
  .put('/', sValidator('json', vaccinationRulesSchema, refuseInvalid), async (c) => {
    const manager = signedInManager(c);
    const rules = c.req.valid('json');
    const { db, deps } = c.var;
    const now = deps.now();
    const before = await houseVaccinationRules(db);
    const setting = {
      vaccinesRequired: rules.required,
      vaccinatedDaysBefore: rules.daysBeforeArrival,
      spayNeuterProofRequired: rules.spayNeuterProof,
      updatedBy: manager.id,
      updatedAt: now,
    };
    // The row holds the code app rule too and may not exist yet: the first setting of either makes it.
    await db
      .insert(deskRules)
      .values({ id: 1, ...setting })
      .onConflictDoUpdate({ target: deskRules.id, set: setting });
    await recordHotelChange(db, now, { actorId: manager.id, action: 'vaccination-rules', before: recorded(before), after: recorded(rules) });
    return c.json(await houseVaccinationRules(db), 200);
  });
