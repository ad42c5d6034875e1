import { HOTEL } from '../../domain/hotel.ts';
import type { MailMessage } from './mailer.ts';
import { atHotelTime, greeting, HOTEL_SIGNATURE, messageText } from './receipt.ts';

/** What a reset e-mail says, from the link just made (api/accounts/reset-links.ts). */
export interface PasswordReset {
  to: string;
  firstName: string | null;
  /** The page that sets the new password: it works once. */
  address: string;
  expiresAt: Date;
  /** True when a member of staff sent it at the owner's request, not the owner from the sign-in page. */
  sentByHotel: boolean;
}

/**
 * The e-mail with a reset link (issue 16). Plain text, like the receipt, so the link can be copied
 * from any mail program. It says who asked, so an owner who did not ask knows to ignore it.
 */
export function passwordResetMessage(reset: PasswordReset): MailMessage {
  const asked = reset.sentByHotel
    ? `${HOTEL.name} sent you this link at your request, to choose a new password for your account.`
    : `Someone, hopefully you, asked to reset the password of your account at ${HOTEL.name}.`;
  const lines = [
    `${greeting(reset.firstName)},`,
    '',
    asked,
    '',
    'Choose a new password at this address:',
    reset.address,
    '',
    `The link works once, for 30 minutes: until ${atHotelTime(reset.expiresAt)}. Setting a new password signs you out everywhere else.`,
    '',
    'If you did not ask for this, ignore this e-mail: your password stays as it is, and nobody can use the link without reading this e-mail.',
    '',
    ...HOTEL_SIGNATURE,
  ];
  return {
    to: [reset.to],
    subject: `Reset your ${HOTEL.name} password`,
    text: messageText(lines),
  };
}
