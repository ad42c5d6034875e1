import { Box, Container, Spinner, Stack, Text } from '@chakra-ui/react';
import { Navigate } from '@tanstack/react-router';
import { type ReactNode, useEffect, useState } from 'react';
import { clearOwnerData, hotelData, type LocalOwner, useOwnerArea, useProfile } from '../db.ts';
import { useCurrentOwner, worksAtHotel } from './current-owner.tsx';
import { browserPage } from './browser-page.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { notify, Toaster } from './toaster.tsx';

/** Spec point 9: a protected screen waits 1 s before it sends a signed-out visitor to sign in. */
export const LOGIN_REDIRECT_DELAY_MS = 1000;

function Waiting({ children }: { children: ReactNode }) {
  return (
    <Container maxW="lg" py="24">
      <Stack align="center" gap="4" role="status" aria-live="polite">
        {children}
      </Stack>
    </Container>
  );
}

export function LoadingAccount() {
  return (
    <Waiting>
      <Spinner size="lg" color="brand.700" borderWidth="3px" />
      <Text color="fg.muted">Loading your account…</Text>
    </Waiting>
  );
}

/** Said instead of sending a visitor with no connection to a sign-in page that cannot open. */
export const SIGN_IN_NEEDS_CONNECTION = 'Signing in needs an internet connection. Connect, and this page takes you to sign in.';

/**
 * Spec point 4: a destructive toast, the words on screen, and the server's login path after 1 s.
 * With no connection the login path cannot open (the browser would show its own error page), so
 * the visitor is told so and sent on once the connection is back.
 */
export function RedirectToLogin() {
  const [offline, setOffline] = useState(() => !navigator.onLine);
  useEffect(() => {
    if (offline) {
      const back = () => setOffline(false);
      window.addEventListener('online', back, { once: true });
      return () => window.removeEventListener('online', back);
    }
    notify('Authentication Required', 'Please log in to access this page.', 'error');
    const timer = window.setTimeout(() => browserPage.assign('/api/login'), LOGIN_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [offline]);
  if (offline) {
    return (
      <Waiting>
        <Text fontSize="lg" color="brand.800" textAlign="center">
          {SIGN_IN_NEEDS_CONNECTION}
        </Text>
      </Waiting>
    );
  }
  return (
    <Waiting>
      <Spinner size="lg" color="brand.700" borderWidth="3px" />
      <Text fontSize="lg" color="brand.800">
        Redirecting to Login...
      </Text>
    </Waiting>
  );
}

type SessionEndedStep = 'checking' | 'unsent' | 'done';

/**
 * The server no longer knows this phone's session (it ran out, was ended on another device, or the
 * password changed), but the phone still holds an owner's cats and stays: on a shared phone the
 * next person would find them. They are cleared before the visitor is sent to sign in; changes that
 * have not reached the hotel are cleared only if the owner says so (as at logout, decision 0007).
 */
function SessionEnded({ owner }: { owner: LocalOwner }) {
  const [step, setStep] = useState<SessionEndedStep>('checking');
  const [count, setCount] = useState(0);

  useEffect(() => {
    let current = true;
    void (async () => {
      const unsent = await hotelData.outbox.count();
      if (unsent > 0) {
        if (!current) return;
        setCount(unsent);
        setStep('unsent');
        return;
      }
      await clearOwnerData();
      if (current) setStep('done');
    })();
    return () => {
      current = false;
    };
  }, []);

  if (step === 'done') return <RedirectToLogin />;
  if (step === 'checking') return <LoadingAccount />;
  return (
    <ConfirmDialog
      open
      title="Your session has ended"
      confirmLabel="Discard and Clear"
      cancelLabel="Keep Them"
      destructive
      onCancel={() => setStep('done')}
      onConfirm={() => {
        void clearOwnerData().then(() => setStep('done'));
      }}
    >
      {count === 1 ? '1 change' : `${count} changes`} made on this phone as {owner.email} {count === 1 ? 'has' : 'have'} not reached the hotel yet.
      Keep them here and they are sent when you sign in again, or discard them and clear this phone.
    </ConfirmDialog>
  );
}

/** Signed in (or offline with an owner remembered on this phone): the sync engine runs. */
function OwnerArea({ owner, confirmed, children }: { owner: LocalOwner; confirmed: boolean; children: ReactNode }) {
  useOwnerArea(owner, confirmed);
  return <>{children}</>;
}

/**
 * The owner area's gate (spec point 4). The server says who is signed in; when it cannot be asked
 * (offline), the owner remembered locally since the last sign-in keeps the dashboard working.
 */
export function OwnerGuard({ children }: { children: ReactNode }) {
  const state = useCurrentOwner();
  const remembered = useProfile();
  let body: ReactNode;
  if (state.status === 'signed-in' && worksAtHotel(state.owner)) {
    // The hotel's staff have their own area; the owner area would only show them an empty account.
    body = <Navigate to="/staff" replace />;
  } else if (state.status === 'signed-in') {
    body = (
      <OwnerArea owner={state.owner} confirmed>
        {children}
      </OwnerArea>
    );
  } else if (state.status === 'loading' || (state.status === 'unreachable' && remembered === undefined)) {
    body = <LoadingAccount />;
  } else if (state.status === 'unreachable' && remembered !== null && remembered !== undefined) {
    body = (
      <OwnerArea owner={remembered} confirmed={false}>
        {children}
      </OwnerArea>
    );
  } else if (state.status === 'signed-out' && remembered === undefined) {
    body = <LoadingAccount />;
  } else if (state.status === 'signed-out' && remembered !== null && remembered !== undefined) {
    // Signed out by the server, not by this phone: what the phone keeps of that owner goes first.
    body = <SessionEnded owner={remembered} />;
  } else {
    body = <RedirectToLogin />;
  }
  return (
    <Box>
      <Toaster />
      {body}
    </Box>
  );
}
