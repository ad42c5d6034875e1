import { createSlotRecipeContext, type HTMLChakraProps } from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';
import * as v from 'valibot';
import { describeIssues } from '../../domain/schemas/issues.ts';
import { FieldContext, Input, type InputProps, NativeSelect, type NativeSelectProps, Textarea } from './field-controls.tsx';

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

function formCheck<Output>(
  result: { success: true; output: Output } | { success: false; issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]] },
): FormCheck<Output> {
  if (result.success) return { ok: true, output: result.output };
  const errors: FieldErrors = {};
  for (const issue of describeIssues(result.issues)) errors[issue.field] ??= issue.message;
  return { ok: false, errors };
}

/** Moves focus to the first refused field, so a keyboard or screen-reader user lands on it. */
export function focusFirstError(form: HTMLFormElement | null): void {
  const refused = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  const control = refused?.matches('input, select, textarea') ? refused : refused?.querySelector<HTMLElement>('input, select, textarea');
  control?.focus();
}

interface FieldProps {
  label: string;
  error?: string | undefined;
  helper?: ReactNode;
  required?: boolean;
  children: ReactNode;
}

// The parts of a field, styled by the theme's `field` recipe as Chakra's Field was.
const field = createSlotRecipeContext({ key: 'field' });
const FieldRoot = field.withProvider<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'root');
const FieldLabel = field.withContext<HTMLLabelElement, HTMLChakraProps<'label'>>('label', 'label');
const RequiredIndicator = field.withContext<HTMLSpanElement, HTMLChakraProps<'span'>>('span', 'requiredIndicator');
const ErrorText = field.withContext<HTMLSpanElement, HTMLChakraProps<'span'>>('span', 'errorText');
const HelperText = field.withContext<HTMLSpanElement, HTMLChakraProps<'span'>>('span', 'helperText');

/**
 * A labelled control with its helper or error text underneath, wired up for assistive technology:
 * the control (one of field-controls.tsx) takes its id, state and description from here. The
 * control is described by whichever text shows, so a screen reader reads the error when
 * `focusFirstError` lands on it.
 */
export function FormField({ label, error, helper, required = false, children }: FieldProps) {
  const id = useId();
  const invalid = error !== undefined;
  const textId = `${id}-text`;
  const describedBy = invalid || helper !== undefined ? textId : undefined;
  return (
    <FieldRoot>
      <FieldLabel htmlFor={id} fontWeight="semibold" color="fg">
        {label}
        {/* The control itself says it is required; the star is for the eye only. */}
        {required && <RequiredIndicator aria-hidden="true">*</RequiredIndicator>}
      </FieldLabel>
      <FieldContext value={{ id, invalid, required, describedBy }}>{children}</FieldContext>
      {invalid ? (
        // A polite live region, as Ark's was: a message that changes while shown is read out.
        <ErrorText id={textId} aria-live="polite" color="red.700">
          {error}
        </ErrorText>
      ) : (
        helper !== undefined && (
          <HelperText id={textId} color="fg.muted">
            {helper}
          </HelperText>
        )
      )}
    </FieldRoot>
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
      <Input name={name} value={value} onChange={(event) => onValueChange(event.target.value)} bg="white" borderColor="gray.400" {...input} />
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
      <Textarea name={name} value={value} rows={rows} onChange={(event) => onValueChange(event.target.value)} bg="white" borderColor="gray.400" />
    </FormField>
  );
}

/** A labelled drop-down list of `<option>`s (the browser's own: a phone shows its wheel or sheet). */
export function SelectField({
  label,
  error,
  helper,
  required,
  name,
  value,
  onValueChange,
  children,
  ...select
}: Omit<FieldProps, 'children'> & { name: string; value: string; onValueChange: (value: string) => void; children: ReactNode } & Omit<
    NativeSelectProps,
    'value' | 'onChange' | 'name' | 'children'
  >) {
  return (
    <FormField label={label} error={error} helper={helper} required={required}>
      <NativeSelect name={name} value={value} onChange={(event) => onValueChange(event.target.value)} bg="white" borderColor="gray.400" {...select}>
        {children}
      </NativeSelect>
    </FormField>
  );
}
