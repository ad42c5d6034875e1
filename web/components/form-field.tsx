import { Field, Input, type InputProps, Textarea } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import * as v from 'valibot';
import { describeIssues } from '../../domain/schemas/issues.ts';

/** Field name -> the message the schema gave it (spec point 5's texts, from domain/schemas). */
export type FieldErrors = Partial<Record<string, string>>;

/**
 * Checks typed values against a domain schema (DESIGN D2: one schema per form, shared with the
 * server). Only the first message per field is kept, in the form's order.
 */
export function checkForm<TSchema extends v.GenericSchema>(schema: TSchema, values: unknown): FormCheck<v.InferOutput<TSchema>> {
  return formCheck(v.safeParse(schema, values));
}

/** The same for a schema with an asynchronous rule (a new password, checked against a list it loads). */
export async function checkFormAsync<TSchema extends v.GenericSchema | v.GenericSchemaAsync>(
  schema: TSchema,
  values: unknown,
): Promise<FormCheck<v.InferOutput<TSchema>>> {
  return formCheck(await v.safeParseAsync(schema, values));
}

type FormCheck<Output> = { ok: true; output: Output } | { ok: false; errors: FieldErrors };

function formCheck<Output>(result: { success: true; output: Output } | { success: false; issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]] }): FormCheck<Output> {
  if (result.success) return { ok: true, output: result.output };
  const errors: FieldErrors = {};
  for (const issue of describeIssues(result.issues)) errors[issue.field] ??= issue.message;
  return { ok: false, errors };
}

/** Moves focus to the first refused field, so a keyboard or screen-reader user lands on it. */
export function focusFirstError(form: HTMLFormElement | null): void {
  const refused = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  const control = refused?.matches('input, select, textarea')
    ? refused
    : refused?.querySelector<HTMLElement>('input, select, textarea');
  control?.focus();
}

interface FieldProps {
  label: string;
  error?: string | undefined;
  helper?: ReactNode;
  required?: boolean;
  children: ReactNode;
}

/** A labelled control with its helper or error text underneath, wired up for assistive technology. */
export function FormField({ label, error, helper, required = false, children }: FieldProps) {
  return (
    <Field.Root invalid={error !== undefined} required={required}>
      <Field.Label fontWeight="semibold" color="fg">
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {error !== undefined ? (
        <Field.ErrorText color="red.700">{error}</Field.ErrorText>
      ) : (
        helper !== undefined && <Field.HelperText color="fg.muted">{helper}</Field.HelperText>
      )}
    </Field.Root>
  );
}

type TextFieldProps = Omit<FieldProps, 'children'> & {
  name: string;
  value: string;
  onValueChange: (value: string) => void;
} & Omit<InputProps, 'value' | 'onChange' | 'name'>;

export function TextField({ label, error, helper, required, name, value, onValueChange, ...input }: TextFieldProps) {
  return (
    <FormField label={label} error={error} helper={helper} required={required}>
      <Input
        name={name}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        bg="white"
        borderColor="gray.400"
        {...input}
      />
    </FormField>
  );
}

export function TextAreaField({
  label,
  error,
  helper,
  name,
  value,
  onValueChange,
  rows = 3,
}: Omit<FieldProps, 'children'> & { name: string; value: string; onValueChange: (value: string) => void; rows?: number }) {
  return (
    <FormField label={label} error={error} helper={helper}>
      <Textarea
        name={name}
        value={value}
        rows={rows}
        onChange={(event) => onValueChange(event.target.value)}
        bg="white"
        borderColor="gray.400"
        autoresize={false}
      />
    </FormField>
  );
}
