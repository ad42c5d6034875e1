// The sign-up form as the visitor left it (issue 31): a reload brings it back. Session storage, not
// the phone's database: /register is a public page and never loads Dexie (the script budget), and
// the draft belongs to this tab's visit. The password is never kept.

const REGISTRATION_DRAFT_KEY = 'registrationDraft';

export interface RegistrationDraft {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
}

const FIELDS = ['firstName', 'lastName', 'phone', 'email'] as const;

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    // Storage switched off: there is no draft to keep.
    return undefined;
  }
}

export function readRegistrationDraft(): RegistrationDraft | null {
  try {
    const stored = JSON.parse(sessionStore()?.getItem(REGISTRATION_DRAFT_KEY) ?? 'null') as Record<string, unknown> | null;
    if (stored === null || typeof stored !== 'object') return null;
    return Object.fromEntries(FIELDS.map((name) => [name, typeof stored[name] === 'string' ? stored[name] : ''])) as unknown as RegistrationDraft;
  } catch {
    return null;
  }
}

/** Keeps the typed details, never the password; an empty form keeps nothing. */
export function keepRegistrationDraft(values: RegistrationDraft & { password?: string }): void {
  const draft = Object.fromEntries(FIELDS.map((name) => [name, values[name]]));
  try {
    if (FIELDS.every((name) => values[name] === '')) sessionStore()?.removeItem(REGISTRATION_DRAFT_KEY);
    else sessionStore()?.setItem(REGISTRATION_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or switched off: the form still works, only without a draft.
  }
}

/** The account was made (or the owner signed out): the draft has done its work. */
export function clearRegistrationDraft(): void {
  try {
    sessionStore()?.removeItem(REGISTRATION_DRAFT_KEY);
  } catch {
    // Nothing kept.
  }
}
