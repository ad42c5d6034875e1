// The house's vaccination rules (issue 33): read where every phone reads them, the public
// GET /api/vaccination-rules, so the desk shows what owners are held to; changed by a manager.
import { useEffect, useState } from 'react';
import type * as v from 'valibot';
import type { vaccinationRulesSchema } from '../../../../domain/schemas/vaccination.ts';
import type { VaccinationRules } from '../../../../domain/vaccinations.ts';
import { useOnline } from '../../../components/online.ts';
import { staffChange, staffRead } from '../staff-api.ts';

export type VaccinationRulesSetting = v.InferOutput<typeof vaccinationRulesSchema>;

/** The answer is the rules as the hotel now holds them. */
export function setVaccinationRules(rules: VaccinationRulesSetting): Promise<VaccinationRules> {
  return staffChange<VaccinationRules>('PUT', '/api/staff/vaccination-rules', rules);
}

/**
 * The rules as the server holds them, read when the screen opens and again when the connection
 * returns; `problem` is why they could not be read. `show` puts a manager's change on screen once
 * the server has answered it.
 */
export function useVaccinationRules() {
  const online = useOnline();
  const [rules, show] = useState<VaccinationRules>();
  const [problem, setProblem] = useState<string>();

  useEffect(() => {
    let current = true;
    staffRead<VaccinationRules>('/api/vaccination-rules').then(
      (read) => {
        if (!current) return;
        show(read);
        setProblem(undefined);
      },
      (error: unknown) => {
        if (current) setProblem(error instanceof Error ? error.message : String(error));
      },
    );
    return () => {
      current = false;
    };
  }, [online]);

  return { rules, problem, show };
}
