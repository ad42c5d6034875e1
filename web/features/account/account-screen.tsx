import { Alert, Box, Button, Container, Link, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useEffect, useState } from 'react';
import { credentialsSchema, registrationSchema } from '../../../domain/schemas/account.ts';
import { type Owner, useUpdateCurrentOwner, worksAtHotel } from '../../components/current-owner.tsx';
import { useCheckedForm } from '../../components/checked-form.ts';
import { browserPage } from '../../components/browser-page.ts';
import { AccountCard } from '../../components/account-card.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { TextField } from '../../components/form-field.tsx';
import { readPendingBooking } from '../../components/pending-booking.ts';
import { SiteLink } from '../../components/site-link.tsx';
import { notify, Toaster } from '../../components/toaster.tsx';
import { OfflineNotice } from '../../components/offline-notice.tsx';
import { type AccountMode, AccountRefused, CHECK_YOUR_DETAILS, sendAccountRequest, SIGN_IN_NEEDS_CONNECTION } from './account-request.ts';

/** Spec point 2: the owner goes on to the dashboard 1.5 s after the welcome (the hotel's staff to /staff). */
export const DASHBOARD_DELAY_MS = 1500;

const TEXTS = {
  login: {
    title: 'Sign In',
    lead: 'Welcome back. Sign in to see your reservations, your cats and your profile.',
    submit: 'Sign In',
    busy: 'Signing in…',
    success: 'Welcome back!',
    failure: 'Login Failed',
    switchPrompt: 'New to Sunningdale Cat Hotel?',
    switchLink: 'Create an account',
    switchTo: '/register',
  },
  register: {
    title: 'Create Your Account',
    lead: 'Create your account to book stays, keep your cats’ details in one place and pay the deposit online.',
    submit: 'Create Account',
    busy: 'Creating your account…',
    success: 'Account created successfully!',
    failure: 'Registration Failed',
    switchPrompt: 'Already have an account?',
    switchLink: 'Sign in instead',
    switchTo: '/login',
  },
} as const;

const EMPTY = { firstName: '', lastName: '', phone: '', email: '', password: '' };
type AccountValues = typeof EMPTY;

/** The sign-in and create-account screen (spec point 2): /login opens one mode, /register the other. */
export function AccountScreen({ mode }: { mode: AccountMode }) {
  const texts = TEXTS[mode];
  const navigate = useNavigate();
  const updateOwner = useUpdateCurrentOwner();
  const [pendingBooking] = useState(() => readPendingBooking() !== null);
  const { values, busy, form, field, submitChecked } = useCheckedForm<AccountValues>(EMPTY);
  /** Where the signed-in account goes next; set once the welcome is shown. */
  const [next, setNext] = useState<'/dashboard' | '/staff' | null>(null);
  const done = next !== null;
  /** Signed in as someone other than the owner whose unsent changes this phone holds. */
  const [replacing, setReplacing] = useState<{ owner: Owner; email: string; count: number } | null>(null);

  useEffect(() => {
    if (next === null) return;
    const timer = window.setTimeout(() => void navigate({ to: next }), DASHBOARD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [next, navigate]);

  function submit(event: FormEvent<HTMLFormElement>) {
    if (done) {
      event.preventDefault();
      return;
    }
    const input = mode === 'login' ? { email: values.email, password: values.password } : values;
    return submitChecked(event, mode === 'login' ? credentialsSchema : registrationSchema, input, async () => {
      try {
        const owner = await sendAccountRequest(mode, input);
        const { unsentChangesOfAnotherOwner } = await import('../../db.ts');
        const unsent = await unsentChangesOfAnotherOwner(owner);
        if (unsent === null) await welcome(owner);
        else setReplacing({ owner, ...unsent });
      } catch (error) {
        notify(texts.failure, error instanceof AccountRefused ? error.message : CHECK_YOUR_DETAILS, 'error');
      }
    });
  }

  /**
   * The owner's local data: another owner's is cleared, the queue resumes, storage is kept. The
   * hotel's staff keep no owner data on the phone, so whatever an owner left here is cleared.
   */
  async function welcome(owner: Owner): Promise<void> {
    const { clearOwnerData, welcomeOwner } = await import('../../db.ts');
    const staff = worksAtHotel(owner);
    await (staff ? clearOwnerData() : welcomeOwner(owner));
    updateOwner({ status: 'signed-in', owner });
    notify(texts.success);
    setNext(staff ? '/staff' : '/dashboard');
  }

  return (
    <Box bg="bg.subtle" py={{ base: '8', md: '16' }} minH="full">
      <Toaster />
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
        This phone holds {replacing?.count === 1 ? '1 change' : `${replacing?.count ?? 0} changes`} made by {replacing?.email} that
        never reached the hotel. Continuing as {replacing?.owner.email} discards them. To keep them, sign in as {replacing?.email}{' '}
        when you have a signal.
      </ConfirmDialog>
      <Container maxW="lg" px={{ base: '4', md: '6' }}>
        <Stack gap="5">
          <Link asChild color="brand.700" fontWeight="medium" alignSelf="start">
            <SiteLink to="/">← Back to Home</SiteLink>
          </Link>
          <AccountCard eyebrow="Owner account" title={texts.title} lead={texts.lead}>
              <Stack gap="5">
                {pendingBooking && (
                  <Alert.Root status="info" colorPalette="brand" borderRadius="l2">
                    <Alert.Indicator />
                    <Alert.Content>
                      <Alert.Title>Complete your account to finish your reservation</Alert.Title>
                      <Alert.Description>
                        Your booking details are saved and will be restored after registration.
                      </Alert.Description>
                    </Alert.Content>
                  </Alert.Root>
                )}
                <OfflineNotice why={SIGN_IN_NEEDS_CONNECTION} />
                <form ref={form} onSubmit={(event) => void submit(event)} noValidate aria-label={texts.title}>
                  <Stack gap="4">
                    {mode === 'register' && (
                      <>
                        <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
                          <TextField label="First name" autoComplete="given-name" {...field('firstName')} />
                          <TextField label="Last name" autoComplete="family-name" {...field('lastName')} />
                        </Stack>
                        <TextField
                          label="Phone"
                          type="tel"
                          autoComplete="tel"
                          helper="Optional. We call only about your cat’s stay."
                          {...field('phone')}
                        />
                      </>
                    )}
                    <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
                    <TextField
                      label="Password"
                      type="password"
                      autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
                      helper={mode === 'register' ? 'At least 6 characters.' : undefined}
                      required
                      {...field('password')}
                    />
                    <Button type="submit" colorPalette="brand" size="lg" loading={busy} loadingText={texts.busy} disabled={done}>
                      {texts.submit}
                    </Button>
                  </Stack>
                </form>
                <Text textAlign="center" color="fg.muted">
                  {texts.switchPrompt}{' '}
                  <Link asChild color="brand.700" fontWeight="semibold">
                    <SiteLink to={texts.switchTo}>{texts.switchLink}</SiteLink>
                  </Link>
                </Text>
              </Stack>
          </AccountCard>
        </Stack>
      </Container>
    </Box>
  );
}
