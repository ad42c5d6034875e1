import type { StandardSchemaV1 } from '@standard-schema/spec';
import { Problem } from './problem.ts';

type ValidationResult = { success: true } | { success: false; error: readonly StandardSchemaV1.Issue[] };

function fieldOf(issue: StandardSchemaV1.Issue): string | undefined {
  if (issue.path === undefined || issue.path.length === 0) return undefined;
  return issue.path.map((part) => String(typeof part === 'object' ? part.key : part)).join('.');
}

/**
 * The hook for `sValidator`: a refused input answers 400 with the domain schema's message (the
 * specification's exact text) and the field it is about.
 */
export function refuseInvalid(result: ValidationResult): void {
  if (result.success) return;
  const [first] = result.error;
  throw new Problem(400, first?.message ?? 'Invalid input', first === undefined ? undefined : fieldOf(first));
}
