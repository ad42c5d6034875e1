import { useEffect, useState } from 'react';
import { clearOwnerData, hotelData, unsentChanges } from '../db.ts';
import { browserPage, LOGOUT_PATH } from './browser-page.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

/** How the session ends once this phone's copy is gone. */
type EndSession = () => void | Promise<void>;

/** The spec's way: the browser visits the server's logout path (spec point 7). */
const visitLogoutPath: EndSession = () => browserPage.assign(LOGOUT_PATH);

async function leave(endSession: EndSession): Promise<void> {
  await clearOwnerData();
  await endSession();
}

type Step = 'checking' | 'offline' | 'unsent' | 'leaving';

/**
 * Logout (decision record 0007): the phone's copy of the owner's data is cleared only once nothing
 * waits to be sent, or after the owner agrees to lose what is unsent. Loaded only when Logout is
 * pressed, so the public pages never carry Dexie.
 */
export default function SignOut({ onStay, endSession = visitLogoutPath }: { onStay: () => void; endSession?: EndSession }) {
  const [step, setStep] = useState<Step>('checking');
  const [count, setCount] = useState(0);

  useEffect(() => {
    let current = true;
    void (async () => {
      // Without a connection the server cannot end the session, and the visit would only fail.
      if (!navigator.onLine) return current && setStep('offline');
      if (await unsentChanges()) {
        const unsent = await hotelData.outbox.count();
        if (!current) return;
        setCount(unsent);
        setStep('unsent');
        return;
      }
      if (!current) return;
      setStep('leaving');
      await leave(endSession);
    })();
    return () => {
      current = false;
    };
  }, [endSession]);

  if (step === 'offline') {
    return (
      <ConfirmDialog open title="You are offline" confirmLabel="OK" cancelLabel="Close" onConfirm={onStay} onCancel={onStay}>
        Logging out needs an internet connection. Your changes stay safe on this device meanwhile.
      </ConfirmDialog>
    );
  }
  return (
    <ConfirmDialog
      open={step === 'unsent'}
      title="Some changes are not saved yet"
      confirmLabel="Discard and Log Out"
      cancelLabel="Stay Signed In"
      destructive
      onCancel={onStay}
      onConfirm={() => {
        setStep('leaving');
        void leave(endSession);
      }}
    >
      {count === 1 ? '1 change has' : `${count} changes have`} not reached the hotel yet. If you log out now {count === 1 ? 'it is' : 'they are'}{' '}
      lost. Stay signed in and they are sent as soon as the connection allows.
    </ConfirmDialog>
  );
}
