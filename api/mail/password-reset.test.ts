import { describe, expect, it } from 'vitest';
import { type PasswordReset, passwordResetMessage } from './password-reset.ts';

const reset: PasswordReset = {
  to: 'thandi@example.com',
  firstName: 'Thandi',
  address: 'https://hotel.test/reset-password#token=abcdefghijklmnopqrstuvwxyz234567',
  expiresAt: new Date('2026-12-02T08:30:00Z'),
  sentByHotel: false,
};

describe('the password reset e-mail', () => {
  it('goes to the account’s address, with the link on a line of its own', () => {
    const { to, subject, text } = passwordResetMessage(reset);
    expect(to).toEqual(['thandi@example.com']);
    expect(subject).toBe('Reset your Sunningdale Cat Hotel password');
    expect(text).toMatch(/^Dear Thandi,\n/);
    expect(text).toContain(`\n${reset.address}\n`);
  });

  it('says the link works once for 30 minutes, until when in Cape Town time, and to ignore it if not asked for', () => {
    const { text } = passwordResetMessage(reset);
    expect(text).toContain('The link works once, for 30 minutes: until 2 December 2026 at 10:30 (Cape Town time).');
    expect(text).toContain('If you did not ask for this, ignore this e-mail');
  });

  it('says who asked: the owner on the sign-in page, or the hotel at the owner’s request', () => {
    expect(passwordResetMessage(reset).text).toContain('Someone, hopefully you, asked to reset the password');
    expect(passwordResetMessage({ ...reset, sentByHotel: true, firstName: null }).text).toMatch(
      /^Hello,\n\nSunningdale Cat Hotel sent you this link at your request/,
    );
  });
});
