import { Alert, Box, Button, Container, Link, Stack } from '@chakra-ui/react';
import { useLocation } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { LINK_INCOMPLETE } from '../../../domain/schemas/account-links.ts';
import { newPasswordFormSchema } from '../../../domain/schemas/password-reset.ts';
import { MESSAGES } from '../../../domain/schemas/messages.ts';
import { AccountCard } from '../../components/account-card.tsx';
import { browserPage } from '../../components/browser-page.ts';
import { useCheckedForm } from '../../components/checked-form.ts';
import { TextField } from '../../components/form-field.tsx';
import { OfflineNotice } from '../../components/offline-notice.tsx';
import { SiteLink } from '../../components/site-link.tsx';
import { notify, Toaster } from '../../components/toaster.tsx';
import { failureWords } from '../../../sync/api-client.ts';
import { CHECK_YOUR_DETAILS } from './account-request.ts';
import { isDeadLink, RESET_NEEDS_CONNECTION, setNewPassword } from './password-reset-requests.ts';
import { CodeStep } from './code-step.tsx';
import { useWelcome } from './welcome.tsx';

/** The token rides in the fragment (`#token=…`), which the browser never sends to any server. */
function tokenIn(fragment: string): string | null {
  const token = new URLSearchParams(fragment.replace(/^#/, '')).get('token');
  return token === null || token.trim() === '' ? null : token.trim();
}

/** The words of the page each kind of link opens. */
const WORDS = {
  reset: {
    title: 'Choose a New Password',
    lead: 'Type your new password twice. It signs you out on every other device.',
    welcome: 'Your new password is set. Welcome back!',
    button: 'Set New Password',
  },
  // The invitation to an account the hotel's desk made for an owner who phoned (issue 31).
  claim: {
    title: 'Choose Your Password',
    lead: 'We made your account when you spoke to us. Type the password you want twice, and your bookings and cats are here.',
    welcome: 'Your password is set and your e-mail address confirmed. Welcome to Sunningdale Cat Hotel!',
    button: 'Set My Password',
  },
} as const;

/**
 * The page a reset link opens (issue 16), or the invitation to claim an account (issue 31): the
 * password twice, then signed in as at the sign-in screen. A link that no longer works says why,
 * with the way to a new one.
 */
export function ResetPasswordScreen({ link = 'reset' }: { link?: 'reset' | 'claim' }) {
  const words = WORDS[link];
  const token = tokenIn(useLocation({ select: (location) => location.hash }));
  /** The server's words for a link that no longer works. */
  const [refused, setRefused] = useState<string | null>(null);
  const dead = token === null ? LINK_INCOMPLETE : refused;
  const { values, busy, form, field, submitChecked } = useCheckedForm({ password: '', repeatPassword: '' });
  const { signedIn, done, question } = useWelcome(words.welcome);
  /** The server's words asking a member of staff for the code app's code after the new password. */
  const [codePrompt, setCodePrompt] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    if (done || token === null) {
      event.preventDefault();
      return;
    }
    return submitChecked(event, newPasswordFormSchema, values, async ({ password }) => {
      try {
        const answer = await setNewPassword(token, password, link);
        if ('owner' in answer) await signedIn(answer.owner);
        else setCodePrompt(answer.codeNeeded);
      } catch (error) {
        if (isDeadLink(error)) setRefused(error.message);
        else notify('Could not set the password', failureWords(error, CHECK_YOUR_DETAILS), 'error');
      }
    });
  }

  return (
    <Box bg="bg.subtle" py={{ base: '8', md: '16' }} minH="full">
      <Toaster />
      {question}
      <Container maxW="lg" px={{ base: '4', md: '6' }}>
        <AccountCard eyebrow="Owner account" title={words.title} lead={words.lead}>
          {dead !== null ? (
            <Stack gap="5">
              <Alert.Root status="error" borderRadius="l2">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>This link does not work</Alert.Title>
                  <Alert.Description>{dead}</Alert.Description>
                </Alert.Content>
              </Alert.Root>
              <Button asChild colorPalette="brand" size="lg">
                <SiteLink to="/forgot-password">Ask for a New Link</SiteLink>
              </Button>
              <Link asChild color="brand.700" fontWeight="medium" alignSelf="center">
                <SiteLink to="/login">Back to Sign In</SiteLink>
              </Link>
            </Stack>
          ) : codePrompt !== null ? (
            // The password is set; signing in asks for the code as at /login, or the password there.
            <CodeStep prompt={codePrompt} signedIn={signedIn} restart={() => browserPage.assign('/login')} />
          ) : (
            <Stack gap="5">
              <OfflineNotice why={RESET_NEEDS_CONNECTION} />
              <form ref={form} onSubmit={(event) => void submit(event)} noValidate aria-label="Choose a new password">
                <Stack gap="4">
                  <TextField
                    label="New password"
                    type="password"
                    autoComplete="new-password"
                    helper={MESSAGES.newPasswordHint}
                    required
                    {...field('password')}
                  />
                  <TextField label="New password again" type="password" autoComplete="new-password" required {...field('repeatPassword')} />
                  <Button type="submit" colorPalette="brand" size="lg" loading={busy} loadingText="Saving…" disabled={done}>
                    {words.button}
                  </Button>
                </Stack>
              </form>
            </Stack>
          )}
        </AccountCard>
      </Container>
    </Box>
  );
}
