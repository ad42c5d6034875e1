import { Alert, Box, Button, Container, Link, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useEffect, useState } from 'react';
import { credentialsSchema, registrationSchema } from '../../../domain/schemas/account.ts';
import { MESSAGES } from '../../../domain/schemas/messages.ts';
import { useCheckedForm } from '../../components/checked-form.ts';
import { AccountCard } from '../../components/account-card.tsx';
import { TextField } from '../../components/form-field.tsx';
import { readPendingBooking } from '../../components/pending-booking.ts';
import { clearRegistrationDraft, keepRegistrationDraft, readRegistrationDraft } from '../../components/registration-draft.ts';
import { SiteLink } from '../../components/site-link.tsx';
import { notify, Toaster } from '../../components/toaster.tsx';
import { OfflineNotice } from '../../components/offline-notice.tsx';
import { failureWords } from '../../../sync/api-client.ts';
import { type AccountMode, CHECK_YOUR_DETAILS, sendAccountRequest, SIGN_IN_NEEDS_CONNECTION } from './account-request.ts';
import { CodeStep } from './code-step.tsx';
import { useWelcome } from './welcome.tsx';

const TEXTS = {
  login: {
    eyebrow: 'Owner account',
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
    eyebrow: 'Owner account',
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
  // The staff's sign-in (issue 31): the same sign-in, in the desk's words. Staff accounts come from
  // a manager's invitation, so there is nothing to register, and no owner's booking waits here.
  staff: {
    eyebrow: 'Staff desk',
    title: 'Staff Sign In',
    lead: 'Sign in to the hotel’s desk: today’s arrivals and departures, the calendar, bookings and owners.',
    submit: 'Sign In',
    busy: 'Signing in…',
    success: 'Welcome to the desk!',
    failure: 'Login Failed',
    switchPrompt: 'No staff account yet? A manager invites you from the desk’s Settings.',
    switchLink: null,
    switchTo: null,
  },
} as const;

const EMPTY = { firstName: '', lastName: '', phone: '', email: '', password: '' };
type AccountValues = typeof EMPTY;

/**
 * The sign-in and create-account screen (spec point 2): /login opens one mode, /register the other;
 * /staff/sign-in is the sign-in in the staff's words (`forStaff`).
 */
export function AccountScreen({ mode, forStaff = false }: { mode: AccountMode; forStaff?: boolean }) {
  const texts = forStaff ? TEXTS.staff : TEXTS[mode];
  const [pendingBooking] = useState(() => !forStaff && readPendingBooking() !== null);
  // A half-filled sign-up comes back after a reload, without the password (issue 31).
  const { values, busy, form, field, submitChecked } = useCheckedForm<AccountValues>(() =>
    mode === 'register' ? { ...EMPTY, ...readRegistrationDraft() } : EMPTY,
  );
  useEffect(() => {
    if (mode === 'register') keepRegistrationDraft(values);
  }, [mode, values]);
  const { signedIn, done, question } = useWelcome(texts.success);
  /** The server's words asking a member of staff for the code app's code, once the password was right. */
  const [codePrompt, setCodePrompt] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    if (done) {
      event.preventDefault();
      return;
    }
    const input = mode === 'login' ? { email: values.email, password: values.password } : values;
    return submitChecked(event, mode === 'login' ? credentialsSchema : registrationSchema, input, async () => {
      try {
        const answer = await sendAccountRequest(mode, input);
        if ('owner' in answer) {
          if (mode === 'register') clearRegistrationDraft();
          await signedIn(answer.owner);
        } else setCodePrompt(answer.codeNeeded);
      } catch (error) {
        notify(texts.failure, failureWords(error, CHECK_YOUR_DETAILS), 'error');
      }
    });
  }

  return (
    <Box bg="bg.subtle" py={{ base: '8', md: '16' }} minH="full">
      <Toaster />
      {question}
      <Container maxW="lg" px={{ base: '4', md: '6' }}>
        <Stack gap="5">
          <Link asChild color="brand.700" fontWeight="medium" alignSelf="start">
            <SiteLink to="/">← Back to Home</SiteLink>
          </Link>
          <AccountCard eyebrow={texts.eyebrow} title={texts.title} lead={texts.lead}>
            <Stack gap="5">
              {pendingBooking && (
                <Alert.Root status="info" colorPalette="brand" borderRadius="l2">
                  <Alert.Indicator />
                  <Alert.Content>
                    <Alert.Title>Complete your account to finish your reservation</Alert.Title>
                    <Alert.Description>Your booking details are saved and will be restored after registration.</Alert.Description>
                  </Alert.Content>
                </Alert.Root>
              )}
              <OfflineNotice why={SIGN_IN_NEEDS_CONNECTION} />
              {codePrompt !== null ? (
                <CodeStep prompt={codePrompt} signedIn={signedIn} restart={() => setCodePrompt(null)} />
              ) : (
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
                      helper={mode === 'register' ? MESSAGES.newPasswordHint : undefined}
                      required
                      {...field('password')}
                    />
                    {mode === 'login' && (
                      <Link asChild color="brand.700" fontWeight="medium" alignSelf="end" mt="-2">
                        <SiteLink to="/forgot-password">Forgot your password?</SiteLink>
                      </Link>
                    )}
                    <Button type="submit" colorPalette="brand" size="lg" loading={busy} loadingText={texts.busy} disabled={done}>
                      {texts.submit}
                    </Button>
                  </Stack>
                </form>
              )}
              <Text textAlign="center" color="fg.muted">
                {texts.switchPrompt}
                {texts.switchTo !== null && (
                  <>
                    {' '}
                    <Link asChild color="brand.700" fontWeight="semibold">
                      <SiteLink to={texts.switchTo}>{texts.switchLink}</SiteLink>
                    </Link>
                  </>
                )}
              </Text>
            </Stack>
          </AccountCard>
        </Stack>
      </Container>
    </Box>
  );
}
