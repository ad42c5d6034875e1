import * as v from 'valibot';
import { newPassword } from './account.ts';
import { linkToken } from './account-links.ts';
import { formObject, formObjectAsync } from './fields.ts';
import { email } from './person.ts';

// The forgotten-password form and the page a reset link opens (issue 16).

/**
 * The one answer to "Forgot your password?", whatever happened after: it must not tell a stranger
 * whether the address has an account (docs/decisions/0010).
 */
export const RESET_LINK_SENT = 'If that address has an account, we have sent a link';

export const forgotPasswordSchema = formObject({ email });

/** The new password follows the same rules as at registration. */
export const passwordResetSchema = formObjectAsync({ token: linkToken, password: newPassword });

export const PASSWORDS_DIFFER = 'The two passwords are not the same';

/** The reset page's form: the new password, typed twice so a slip of the finger does not lock the owner out again. */
export const newPasswordFormSchema = v.pipeAsync(
  formObjectAsync({ password: newPassword, repeatPassword: v.nullish(v.string(), '') }),
  v.forward(
    v.partialCheck([['password'], ['repeatPassword']], ({ password, repeatPassword }) => password === repeatPassword, PASSWORDS_DIFFER),
    ['repeatPassword'],
  ),
);
