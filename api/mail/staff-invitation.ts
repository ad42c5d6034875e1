import type { StaffRole } from '../../domain/schemas/staff.ts';
import { HOTEL } from '../../domain/hotel.ts';
import type { MailMessage } from './mailer.ts';
import { atHotelTime, HOTEL_SIGNATURE, messageText } from './receipt.ts';

/** What an invitation e-mail says, from the invitation a manager just made (api/staff/team.ts). */
export interface StaffInvitation {
  to: string;
  role: StaffRole;
  /** The manager's name as the account has it; null when they gave none. */
  invitedBy: string | null;
  /** The address that creates the account: it works once. */
  address: string;
  expiresAt: Date;
  signInUrl: string;
}

const JOINS_AS: Record<StaffRole, string> = {
  staff: 'a member of staff',
  manager: 'a manager, who also invites the team and keeps the hotel’s settings',
};

/**
 * The e-mail a new member of the team gets (issue 14). Plain text, like the receipt, so the address
 * can be copied from any mail program on any phone.
 */
export function staffInvitationMessage(invitation: StaffInvitation): MailMessage {
  const who = invitation.invitedBy === null || invitation.invitedBy.trim() === '' ? 'A manager' : invitation.invitedBy.trim();
  // The invited person has no account yet, so no name to greet them by.
  const lines = [
    'Hello,',
    '',
    `${who} has invited you to join the team at ${HOTEL.name} as ${JOINS_AS[invitation.role]}.`,
    '',
    'Create your account at this address:',
    invitation.address,
    '',
    `The address works once, until ${atHotelTime(invitation.expiresAt)}. You choose your name and password there; your account uses this e-mail address. After that, sign in at ${invitation.signInUrl}.`,
    '',
    'If you did not expect this invitation, ignore this e-mail: nothing happens unless the address is opened.',
    '',
    ...HOTEL_SIGNATURE,
  ];
  return {
    to: [invitation.to],
    subject: `Your invitation to the ${HOTEL.name} team`,
    text: messageText(lines),
  };
}
