import { type FormEvent, useRef, useState } from 'react';
import type * as v from 'valibot';
import { checkFormAsync, type FieldErrors, focusFirstError } from './form-field.tsx';
import { notify } from './toaster.tsx';
import { useUnsavedForm } from './unsaved-forms.ts';

/** A rule that loads what it checks against (a new password's list) could not, with no signal. */
export const CHECK_NEEDS_CONNECTION = 'Checking this form needs an internet connection. Connect to the internet and try again.';

/**
 * A form's typed values, checked against a domain schema when the owner submits (DESIGN D2): the
 * schema's messages under the refused fields with focus on the first, every value kept as typed,
 * and one submission at a time.
 */
export function useCheckedForm<Values extends Record<string, string>>(initial: Values | (() => Values)) {
  const [values, setValues] = useState<Values>(initial);
  const [saved, setSaved] = useState<Values>(values);
  useUnsavedForm(Object.keys(values).some((name) => values[name] !== saved[name]));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  /** What a text field needs: its value, its message and how it changes. */
  const field = (name: keyof Values & string) => ({
    name,
    value: values[name],
    error: errors[name],
    onValueChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
  });

  /** Runs `save` with the schema's output once `input` passes; otherwise shows why not. */
  async function submitChecked<TSchema extends v.GenericSchema | v.GenericSchemaAsync>(
    event: FormEvent<HTMLFormElement>,
    schema: TSchema,
    input: unknown,
    save: (output: v.InferOutput<TSchema>) => Promise<void>,
  ): Promise<void> {
    event.preventDefault();
    if (busy) return;
    const checked = await checkFormAsync(schema, input).catch(() => undefined);
    if (checked === undefined) {
      notify('Not sent', CHECK_NEEDS_CONNECTION, 'error');
      return;
    }
    if (!checked.ok) {
      setErrors(checked.errors);
      // After React has drawn the messages, so the refused field is marked invalid.
      window.setTimeout(() => focusFirstError(form.current), 0);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await save(checked.output);
      setSaved(values);
    } finally {
      setBusy(false);
    }
  }

  return { values, setValues, errors, busy, form, field, submitChecked };
}
