import { HOTEL } from '../../domain/hotel.ts';
import type { MailMessage } from './mailer.ts';
import { atHotelTime, greeting, HOTEL_SIGNATURE, messageText } from './receipt.ts';

/** What the invitation to claim an account says, from the link just made (api/staff/desk-owners.ts). */
export interface AccountInvitation {
  to: string;
  firstName: string | null;
  /** The page that sets the account's first password: it works once. */
  address: string;
  expiresAt: Date;
}

/**
 * The e-mail to an owner whose record the desk made when they phoned or called in (issue 31). Plain
 * text, like the reset e-mail, so the link can be copied from any mail program; it says who made
 * the account, so an owner who never spoke to the hotel knows to ignore it.
 */
export function accountInvitationMessage(invitation: AccountInvitation): MailMessage {
  const lines = [
    `${greeting(invitation.firstName)},`,
    '',
    `When you spoke to us, we made you an account at ${HOTEL.name} with this e-mail address, so you can see your cats' stays, keep their details up to date and pay deposits online.`,
    '',
    'Choose your password at this address to start using it:',
    invitation.address,
    '',
    `The link works once, for 14 days: until ${atHotelTime(invitation.expiresAt)}. Choosing a password also confirms this e-mail address.`,
    '',
    'If you have not been in touch with us, ignore this e-mail: nobody can use the account without reading it.',
    '',
    ...HOTEL_SIGNATURE,
  ];
  return { to: [invitation.to], subject: `Your account at ${HOTEL.name}: choose your password`, text: messageText(lines) };
}
