import { HOTEL } from '../../domain/hotel.ts';
import type { MailMessage } from './mailer.ts';
import { atHotelTime, greeting, HOTEL_SIGNATURE, messageText } from './receipt.ts';

/** The link that proves a new account's address (api/accounts/email-confirmation.ts). */
export interface ConfirmationLink {
  to: string;
  firstName: string | null;
  /** The page the link opens, with the token in its fragment. */
  address: string;
  expiresAt: Date;
}

/**
 * The e-mail a new owner gets at sign-up and from "Send again" (issue 16). Plain text, like every
 * e-mail from the hotel, so the link can be copied from any mail program.
 */
export function confirmationMessage(link: ConfirmationLink): MailMessage {
  const lines = [
    `${greeting(link.firstName)},`,
    '',
    `Welcome to ${HOTEL.name}. Please confirm that this e-mail address is yours by opening this link:`,
    link.address,
    '',
    `The link works once, until ${atHotelTime(link.expiresAt)}. Until the address is confirmed you can use your account and book, but we take no deposit online and send no receipts to it.`,
    '',
    'If you did not create an account with us, ignore this e-mail: nothing is sent to this address again unless someone asks for it.',
    '',
    ...HOTEL_SIGNATURE,
  ];
  return { to: [link.to], subject: `Confirm your e-mail address for ${HOTEL.name}`, text: messageText(lines) };
}

/** Where the holder of an address can go once told that someone signed up with it. */
export interface SignUpWarning {
  to: string;
  firstName: string | null;
  signInUrl: string;
  forgotPasswordUrl: string;
}

/**
 * The e-mail to the account that holds an address when someone registers with it again. The
 * sign-up itself answers as if the address were new (it tells nobody who has an account), so this
 * is how the real owner, who may simply have forgotten, finds the way back in.
 */
export function signUpWarningMessage(warning: SignUpWarning): MailMessage {
  const lines = [
    `${greeting(warning.firstName)},`,
    '',
    `Someone just tried to create an account at ${HOTEL.name} with this e-mail address, which already has an account with us.`,
    '',
    'If it was you, there is no need for a second account. Sign in here:',
    warning.signInUrl,
    '',
    'If you have forgotten your password, set a new one here:',
    warning.forgotPasswordUrl,
    '',
    'If it was not you, you need do nothing: your account, its bookings and its password are unchanged, and nothing is sent to this address for the other sign-up.',
    '',
    ...HOTEL_SIGNATURE,
  ];
  return { to: [warning.to], subject: `Someone tried to register with your e-mail at ${HOTEL.name}`, text: messageText(lines) };
}
