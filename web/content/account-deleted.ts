/** What the home page tells an owner who has just deleted their account (issue 16). */
export const ACCOUNT_DELETED = {
  title: 'Your account is deleted',
  body: 'You are signed out, and this device no longer holds your details. We keep only the records of stays you paid for, without your name or contact details, as the law asks of the hotel’s accounts.',
} as const;
