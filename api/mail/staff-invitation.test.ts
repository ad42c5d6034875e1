import { describe, expect, it } from 'vitest';
import { type StaffInvitation, staffInvitationMessage } from './staff-invitation.ts';

const invitation: StaffInvitation = {
  to: 'sipho@example.com',
  role: 'staff',
  invitedBy: 'Naledi Khumalo',
  address: 'https://hotel.test/staff/join#token=abcdefghijklmnopqrstuvwxyz234567',
  expiresAt: new Date('2026-12-02T08:30:00Z'),
  signInUrl: 'https://hotel.test/login',
};

describe('the staff invitation e-mail', () => {
  const { to, subject, text } = staffInvitationMessage(invitation);

  it('goes to the address the manager typed, with a subject that says what it is', () => {
    expect(to).toEqual(['sipho@example.com']);
    expect(subject).toBe('Your invitation to the Sunningdale Cat Hotel team');
  });

  it('says who invites whom to do what, and gives the address on a line of its own', () => {
    expect(text).toMatch(/^Hello,\n/);
    expect(text).toContain('Naledi Khumalo has invited you to join the team at Sunningdale Cat Hotel as a member of staff.');
    expect(text).toContain(`\n${invitation.address}\n`);
  });

  it('says the address works once and until when, in Cape Town time, and where to sign in after', () => {
    expect(text).toContain('The address works once, until 2 December 2026 at 10:30 (Cape Town time).');
    expect(text).toContain('You choose your name and password there; your account uses this e-mail address.');
    expect(text).toContain('sign in at https://hotel.test/login.');
  });

  it('ends as every e-mail from the hotel does', () => {
    expect(text).toContain('If you did not expect this invitation, ignore this e-mail');
    expect(text).toContain('Phone: +27 82 555 0142');
    expect(text).toMatch(/Sunningdale, Blouberg, Cape Town 7441\n$/);
  });

  it('names a manager’s part, and does without the inviter’s name when the account has none', () => {
    const manager = staffInvitationMessage({ ...invitation, role: 'manager', invitedBy: null });
    expect(manager.text).toContain('A manager has invited you to join the team at Sunningdale Cat Hotel as a manager, who also invites');
  });
});
