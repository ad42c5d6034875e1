// Turns schema issues into what a form or an API answer shows: the field and the message.
import type * as v from 'valibot';

/**
 * Valibot's issues, or the Standard Schema issues that validators such as `@hono/standard-validator`
 * hand over (valibot's issues seen through the Standard Schema interface).
 */
export type SchemaIssue =
  v.BaseIssue<unknown> | { readonly message: string; readonly path?: readonly (PropertyKey | { readonly key: unknown })[] | undefined };

export interface FieldIssue {
  /** Dot path such as "booking.checkOutDate" or "catIds.0"; '' for the whole input. */
  field: string;
  message: string;
}

// Same result as v.getDotPath, but it also reads Standard Schema paths, whose items may be bare keys.
function fieldOf(issue: SchemaIssue): string {
  const keys = (issue.path ?? []).map((item) => (typeof item === 'object' && item !== null ? item.key : item));
  return keys.every((key) => typeof key === 'string' || typeof key === 'number') ? keys.join('.') : '';
}

export function describeIssues(issues: readonly SchemaIssue[]): FieldIssue[] {
  return issues.map((issue) => ({ field: fieldOf(issue), message: issue.message }));
}

/** The issue to show when there is room for one: issues come in the order of the form's fields. */
export function firstIssue(issues: readonly [SchemaIssue, ...SchemaIssue[]]): FieldIssue;
export function firstIssue(issues: readonly SchemaIssue[]): FieldIssue | undefined;
export function firstIssue(issues: readonly SchemaIssue[]): FieldIssue | undefined {
  return describeIssues(issues.slice(0, 1))[0];
}
