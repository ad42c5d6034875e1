import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useEffect, useState } from 'react';
import { browserPage } from '../../components/browser-page.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { type Owner, useUpdateCurrentOwner, worksAtHotel } from '../../components/current-owner.tsx';
import { notify } from '../../components/toaster.tsx';

/** Spec point 2: the owner goes on to the dashboard 1.5 s after the welcome (the hotel's staff to /staff). */
export const DASHBOARD_DELAY_MS = 1500;

export interface Welcome {
  /** The server has just signed `owner` in on this browser (a sign-in, a sign-up or a new password). */
  signedIn(owner: Owner): Promise<void>;
  /** The welcome is shown and the app is about to move on: the form takes no second submit. */
  done: boolean;
  /** The question asked when this phone holds another owner's unsent changes; render it once. */
  question: ReactNode;
}

/**
 * What follows every sign-in: the phone's local data made the new account's, the welcome, and on
 * to the dashboard (or /staff). Another owner's unsent changes are not discarded without asking.
 */
export function useWelcome(greeting: string): Welcome {
  const navigate = useNavigate();
  const updateOwner = useUpdateCurrentOwner();
  /** Where the signed-in account goes next; set once the welcome is shown. */
  const [next, setNext] = useState<'/dashboard' | '/staff' | null>(null);
  /** Signed in as someone other than the owner whose unsent changes this phone holds. */
  const [replacing, setReplacing] = useState<{ owner: Owner; email: string; count: number } | null>(null);

  useEffect(() => {
    if (next === null) return;
    const timer = window.setTimeout(() => void navigate({ to: next }), DASHBOARD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [next, navigate]);

  /**
   * The owner's local data: another owner's is cleared, the queue resumes, storage is kept. The
   * hotel's staff keep no owner data on the phone, so whatever an owner left here is cleared.
   */
  async function welcome(owner: Owner): Promise<void> {
    const { clearOwnerData, welcomeOwner } = await import('../../db.ts');
    const staff = worksAtHotel(owner);
    await (staff ? clearOwnerData() : welcomeOwner(owner));
    updateOwner({ status: 'signed-in', owner });
    notify(greeting);
    setNext(staff ? '/staff' : '/dashboard');
  }

  async function signedIn(owner: Owner): Promise<void> {
    const { unsentChangesOfAnotherOwner } = await import('../../db.ts');
    const unsent = await unsentChangesOfAnotherOwner(owner);
    if (unsent === null) await welcome(owner);
    else setReplacing({ owner, ...unsent });
  }

  const question = (
    <ConfirmDialog
      open={replacing !== null}
      title="Discard unsent changes?"
      confirmLabel="Discard and Continue"
      cancelLabel="Keep Them"
      destructive
      onConfirm={() => {
        if (replacing === null) return;
        setReplacing(null);
        void welcome(replacing.owner);
      }}
      // Keeping them means this sign-in goes: the other owner signs in to send them.
      onCancel={() => browserPage.assign('/api/logout')}
    >
      This phone holds {replacing?.count === 1 ? '1 change' : `${replacing?.count ?? 0} changes`} made by {replacing?.email} that never reached the
      hotel. Continuing as {replacing?.owner.email} discards them. To keep them, sign in as {replacing?.email} when you have a signal.
    </ConfirmDialog>
  );

  return { signedIn, done: next !== null, question };
}
