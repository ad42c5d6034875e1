// Proving an owner's e-mail address (issue 16): the link e-mailed at sign-up, and the texts the
// app and the API share about it.

/** "Send again" works this many times per account a day: enough for a lost e-mail, too few to flood an inbox. */
export const CONFIRMATION_SENDS_PER_DAY = 5;

export const EMAIL_CONFIRMATION_MESSAGES = {
  tooManySends: `We have sent ${CONFIRMATION_SENDS_PER_DAY} confirmation links to this address today. Please look for them in your inbox and spam folder, or try again tomorrow.`,
} as const;

/** Why the hotel takes no deposit online yet, naming the address the link went to. */
export function confirmBeforePaying(email: string): string {
  return `Please confirm your e-mail address before paying the deposit: open the link we sent to ${email}. You can have the link sent again from your dashboard.`;
}
