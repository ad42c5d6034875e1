import type { StandardSchemaV1 } from '@standard-schema/spec';
import * as v from 'valibot';
import { uuidSchema } from '../../domain/schemas/id.ts';
import { firstIssue } from '../../domain/schemas/issues.ts';
import { Problem } from './problem.ts';

type ValidationResult = { success: true } | { success: false; error: readonly StandardSchemaV1.Issue[] };

/**
 * The hook for `sValidator`: a refused input answers 400 with the domain schema's message (the
 * specification's exact text) and the field it is about.
 */
export function refuseInvalid(result: ValidationResult): void {
  if (result.success) return;
  const issue = firstIssue(result.error);
  throw new Problem(400, issue?.message ?? 'Invalid input', issue?.field || undefined);
}

/** A route's one id, a record's UUID (cats and stays may be named by the phone, DESIGN D10). */
export const idParam = v.object({ id: uuidSchema });
