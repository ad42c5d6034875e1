import * as v from 'valibot';
import { describeIssues } from './issues.ts';
import type { FieldIssue } from './issues.ts';

/** The output of an input the schema must accept; a refusal fails the test with its messages. */
export function accepted<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input);
  if (!result.success) throw new Error(`Refused: ${JSON.stringify(describeIssues(result.issues))}`);
  return result.output;
}

/** What the owner would be told; [] when the input is accepted. */
export function refusals(schema: v.GenericSchema, input: unknown): FieldIssue[] {
  const result = v.safeParse(schema, input);
  return result.success ? [] : describeIssues(result.issues);
}
