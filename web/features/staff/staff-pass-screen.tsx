import { Alert, Box, Button, Container, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useEffect, useState } from 'react';
import type { StaffPassView } from '../../../domain/contracts/desk-team.ts';
import { STAFF_MESSAGES, staffAccountSchema, staffSetupSchema } from '../../../domain/schemas/staff.ts';
import { MESSAGES } from '../../../domain/schemas/messages.ts';
import { AccountCard } from '../../components/account-card.tsx';
import { useCheckedForm } from '../../components/checked-form.ts';
import { type Owner, useUpdateCurrentOwner } from '../../components/current-owner.tsx';
import { TextField } from '../../components/form-field.tsx';
import { OfflineNotice } from '../../components/offline-notice.tsx';
import { SiteLink } from '../../components/site-link.tsx';
import { notify, Toaster } from '../../components/toaster.tsx';
import { clearOwnerData } from '../../db.ts';
import { RequestFailed } from '../../../sync/api-client.ts';
import { DESK_NEEDS_CONNECTION, staffChange } from './staff-api.ts';

export type PassKind = StaffPassView['kind'];

const TEXTS: Record<PassKind, { title: string; lead: string }> = {
  setup: {
    title: 'Set up the hotel’s first manager',
    lead: 'This address was written to the server’s log when it started, and it works once. The account you create here runs the desk and invites the rest of the team.',
  },
  invitation: {
    title: 'Join the Sunningdale team',
    lead: 'A manager invited you to the hotel’s desk: today’s arrivals and departures, the calendar, and every cat’s care notes.',
  },
};

const CANNOT_BE_USED = 'This address cannot be used';

/**
 * An address of the old form, its token in the query string (before issue 30): refused without
 * sending the token anywhere. A query string is kept by proxies and browser histories, so such a
 * token may have been read by others; a new address is cheap to get.
 */
export const OLD_FORM: Record<PassKind, string> = {
  setup:
    'This setup address is of an older form, which could leave its key in logs along the way, so it no longer works. Restart the server: while the hotel has no manager, it writes a new address to its log.',
  invitation:
    'This invitation address is of an older form, which could leave its key in logs along the way, so it no longer works. Ask a manager to invite you again.',
};

const ROLE_WORDS: Record<StaffPassView['role'], string> = { manager: 'a manager', staff: 'a member of staff' };

type PassState = { kind: 'asking' } | { kind: 'dead'; title: string; message: string } | { kind: 'open'; pass: StaffPassView };

function firstState(kind: PassKind, token: string | undefined, oldForm: boolean): PassState {
  if (oldForm) return { kind: 'dead', title: CANNOT_BE_USED, message: OLD_FORM[kind] };
  return token === undefined ? { kind: 'dead', title: CANNOT_BE_USED, message: STAFF_MESSAGES.token } : { kind: 'asking' };
}

/**
 * What the address opens, as the server says: open, or dead with the reason (used, expired,
 * unknown). The token goes in a body, never a query string (issue 30).
 */
function usePass(kind: PassKind, token: string | undefined, oldForm: boolean): PassState {
  const [state, setState] = useState<PassState>(firstState(kind, token, oldForm));
  useEffect(() => {
    // The old form's token leaves the address bar and the history; it is never sent.
    if (oldForm) window.history.replaceState(window.history.state, '', window.location.pathname);
  }, [oldForm]);
  useEffect(() => {
    if (token === undefined || oldForm) return;
    let current = true;
    staffChange<StaffPassView>('POST', '/api/staff/pass/check', { token }).then(
      (pass) => current && setState({ kind: 'open', pass }),
      (error: unknown) => {
        if (!current) return;
        const offline = error instanceof RequestFailed && error.status === 0;
        setState({ kind: 'dead', title: offline ? 'You are offline' : CANNOT_BE_USED, message: (error as Error).message });
      },
    );
    return () => {
      current = false;
    };
  }, [token, oldForm]);
  return state;
}

function AccountForm({ token, pass }: { token: string; pass: StaffPassView }) {
  const navigate = useNavigate();
  const updateOwner = useUpdateCurrentOwner();
  // An invitation's account takes the address it was sent to (issue 30): shown, not typed.
  const invited = pass.kind === 'invitation' ? pass.email : null;
  const { values, busy, form, field, submitChecked } = useCheckedForm({ firstName: '', lastName: '', email: '', password: '' });
  const [refusal, setRefusal] = useState<string | null>(null);

  async function create(input: object) {
    setRefusal(null);
    try {
      const member = await staffChange<Owner>('POST', '/api/staff/pass', input);
      // The hotel's people keep no owner data on the phone (as at a staff sign-in).
      await clearOwnerData();
      updateOwner({ status: 'signed-in', owner: member });
      notify('Welcome to the team!', 'Your staff account is ready.');
      void navigate({ to: '/staff' });
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : DESK_NEEDS_CONNECTION);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    if (invited === null) return submitChecked(event, staffSetupSchema, { token, ...values }, create);
    const { email: _typed, ...named } = values;
    return submitChecked(event, staffAccountSchema, { token, ...named }, create);
  }

  return (
    <Stack gap="5">
      <Text color="fg">You join as {ROLE_WORDS[pass.role]}.</Text>
      {invited !== null && (
        <Text color="fg">
          Your account uses the e-mail this invitation was sent to, <Text as="strong">{invited}</Text>: you sign in with it.
        </Text>
      )}
      <OfflineNotice why="Creating your account needs an internet connection." />
      {refusal !== null && (
        <Alert.Root status="error" borderRadius="l2" role="alert">
          <Alert.Indicator />
          <Alert.Description>{refusal}</Alert.Description>
        </Alert.Root>
      )}
      <form ref={form} onSubmit={(event) => void submit(event)} noValidate aria-label="Create your staff account">
        <Stack gap="4">
          <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
            <TextField label="First name" autoComplete="given-name" required {...field('firstName')} />
            <TextField label="Last name" autoComplete="family-name" required {...field('lastName')} />
          </Stack>
          {invited === null && <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />}
          <TextField label="Password" type="password" autoComplete="new-password" helper={MESSAGES.newPasswordHint} required {...field('password')} />
          <Button type="submit" colorPalette="brand" size="lg" loading={busy} loadingText="Creating your account…">
            Create Staff Account
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

/**
 * The setup and invitation addresses (issue 14): what the address opens is asked first, so a dead
 * one says why (the server's words) before anyone types a password.
 */
export function StaffPassScreen({ kind, token, oldForm = false }: { kind: PassKind; token: string | undefined; oldForm?: boolean }) {
  const state = usePass(kind, token, oldForm);
  const texts = TEXTS[state.kind === 'open' ? state.pass.kind : kind];
  return (
    <Box bg="bg.subtle" py={{ base: '8', md: '16' }} minH="100dvh">
      <Toaster />
      <Container maxW="lg" px={{ base: '4', md: '6' }}>
        <AccountCard eyebrow="Sunningdale Cat Hotel · Staff" title={texts.title} lead={texts.lead}>
          {state.kind === 'asking' && (
            <Stack align="center" gap="3" py="6" role="status" aria-live="polite">
              <Spinner size="lg" color="brand.700" borderWidth="3px" />
              <Text color="fg.muted">Checking the address…</Text>
            </Stack>
          )}
          {state.kind === 'dead' && (
            <Stack gap="4">
              <Alert.Root status="warning" borderRadius="l2" alignItems="start">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>{state.title}</Alert.Title>
                  <Alert.Description>{state.message}</Alert.Description>
                </Alert.Content>
              </Alert.Root>
              <Link asChild color="brand.700" fontWeight="semibold" alignSelf="start">
                <SiteLink to="/login">Go to Sign In</SiteLink>
              </Link>
            </Stack>
          )}
          {state.kind === 'open' && token !== undefined && <AccountForm token={token} pass={state.pass} />}
        </AccountCard>
      </Container>
    </Box>
  );
}
