import { HOTEL } from '../../domain/hotel.ts';
import type { MailMessage } from './mailer.ts';
import { atHotelTime, greeting, HOTEL_SIGNATURE, messageText } from './receipt.ts';

// The e-mails an owner's own change of address sends (issue 16, api/accounts/control.ts): the link
// to the new address, and a word to the old one both when the change is asked and when it is made,
// so an owner whose phone someone else picked up hears of it at the address they still read.

export interface EmailChangeLink {
  to: string;
  firstName: string | null;
  /** The address that confirms the change: it works once. */
  address: string;
  expiresAt: Date;
}

/** To the new address: the link that proves the owner reads it. */
export function emailChangeLinkMessage(link: EmailChangeLink): MailMessage {
  const lines = [
    `${greeting(link.firstName)},`,
    '',
    `You asked to use this address for your account at ${HOTEL.name}. Confirm it by opening this link:`,
    link.address,
    '',
    `The link works once, until ${atHotelTime(link.expiresAt)}. Until you open it, your account keeps its old address.`,
    '',
    'If you did not ask for this, ignore this e-mail: nothing changes unless the link is opened.',
    '',
    ...HOTEL_SIGNATURE,
  ];
  return { to: [link.to], subject: `Confirm your new e-mail address for ${HOTEL.name}`, text: messageText(lines) };
}

export interface EmailChangeNotice {
  /** The address the account had until now. */
  to: string;
  firstName: string | null;
  newEmail: string;
  at: Date;
  profileUrl: string;
}

/** To the current address, when a change to another one was asked. */
export function emailChangeAskedMessage(notice: EmailChangeNotice): MailMessage {
  const lines = [
    `${greeting(notice.firstName)},`,
    '',
    `On ${atHotelTime(notice.at)} someone signed in to your account at ${HOTEL.name} asked to change its e-mail address to ${notice.newEmail}. A link was sent there; nothing changes unless it is opened.`,
    '',
    `If this was you, there is nothing to do. If it was not, change your password now at ${notice.profileUrl}: that stops anyone else who knows it, and call us if you cannot sign in.`,
    '',
    ...HOTEL_SIGNATURE,
  ];
  return { to: [notice.to], subject: `A change of e-mail address was asked for your ${HOTEL.name} account`, text: messageText(lines) };
}

/** To the old address, once the new one was confirmed. */
export function emailChangedMessage(notice: EmailChangeNotice): MailMessage {
  const lines = [
    `${greeting(notice.firstName)},`,
    '',
    `On ${atHotelTime(notice.at)} your account at ${HOTEL.name} changed its e-mail address to ${notice.newEmail}. From now on you sign in with that address, and we write to it.`,
    '',
    'If you did not make this change, call us straight away so we can give the account back to you.',
    '',
    ...HOTEL_SIGNATURE,
  ];
  return { to: [notice.to], subject: `Your ${HOTEL.name} e-mail address was changed`, text: messageText(lines) };
}
