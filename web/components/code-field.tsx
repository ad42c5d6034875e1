import { TextField } from './form-field.tsx';

/**
 * The box for a code app's six digits (issue 30), at sign-in and at the app's setup: the phone's
 * keyboard shows digits and may offer a code it received.
 */
export function CodeField({
  value,
  error,
  onValueChange,
  autoFocus,
}: {
  value: string;
  error?: string;
  onValueChange: (value: string) => void;
  autoFocus?: boolean;
}) {
  return (
    <TextField
      label="Code from your app"
      inputMode="numeric"
      autoComplete="one-time-code"
      required
      name="code"
      value={value}
      error={error}
      onValueChange={onValueChange}
      autoFocus={autoFocus}
    />
  );
}
