import * as v from 'valibot';
import { describeIssues } from './issues.ts';
import type { FieldIssue } from './issues.ts';

type Result<Output> = { success: true; output: Output } | { success: false; issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]] };

function outputOf<Output>(result: Result<Output>): Output {
  if (!result.success) throw new Error(`Refused: ${JSON.stringify(describeIssues(result.issues))}`);
  return result.output;
}

const issuesOf = (result: Result<unknown>): FieldIssue[] => (result.success ? [] : describeIssues(result.issues));

/**
 * The output of an input the schema must accept; a refusal fails the test with its messages. A
 * schema with an asynchronous rule (a new password) answers with a promise.
 */
export function accepted<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown): v.InferOutput<TSchema>;
export function accepted<TSchema extends v.GenericSchemaAsync>(schema: TSchema, input: unknown): Promise<v.InferOutput<TSchema>>;
export function accepted(schema: v.GenericSchema | v.GenericSchemaAsync, input: unknown): unknown {
  return schema.async ? v.safeParseAsync(schema, input).then(outputOf) : outputOf(v.safeParse(schema, input));
}

/** What the owner would be told; [] when the input is accepted. */
export function refusals(schema: v.GenericSchema, input: unknown): FieldIssue[];
export function refusals(schema: v.GenericSchemaAsync, input: unknown): Promise<FieldIssue[]>;
export function refusals(schema: v.GenericSchema | v.GenericSchemaAsync, input: unknown): FieldIssue[] | Promise<FieldIssue[]> {
  return schema.async ? v.safeParseAsync(schema, input).then(issuesOf) : issuesOf(v.safeParse(schema, input));
}
