import { Alert, Box, Button, Container, Link, Stack } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { forgotPasswordSchema, RESET_LINK_SENT } from '../../../domain/schemas/password-reset.ts';
import { AccountCard } from '../../components/account-card.tsx';
import { useCheckedForm } from '../../components/checked-form.ts';
import { TextField } from '../../components/form-field.tsx';
import { OfflineNotice } from '../../components/offline-notice.tsx';
import { SiteLink } from '../../components/site-link.tsx';
import { notify, Toaster } from '../../components/toaster.tsx';
import { failureWords } from '../../../sync/api-client.ts';
import { CHECK_YOUR_DETAILS } from './account-request.ts';
import { askForResetLink, RESET_NEEDS_CONNECTION } from './password-reset-requests.ts';

/**
 * "Forgot your password?" (issue 16): the e-mail, then the one sentence the server answers too,
 * which says the same whether or not the address has an account.
 */
export function ForgotPasswordScreen() {
  const { values, busy, form, field, submitChecked } = useCheckedForm({ email: '' });
  const [sent, setSent] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    return submitChecked(event, forgotPasswordSchema, values, async ({ email }) => {
      try {
        await askForResetLink(email);
        setSent(true);
      } catch (error) {
        notify('Could not send the link', failureWords(error, CHECK_YOUR_DETAILS), 'error');
      }
    });
  }

  return (
    <Box bg="bg.subtle" py={{ base: '8', md: '16' }} minH="full">
      <Toaster />
      <Container maxW="lg" px={{ base: '4', md: '6' }}>
        <Stack gap="5">
          <Link asChild color="brand.700" fontWeight="medium" alignSelf="start">
            <SiteLink to="/login">← Back to Sign In</SiteLink>
          </Link>
          <AccountCard
            eyebrow="Owner account"
            title="Forgot Your Password?"
            lead="Type the e-mail you sign in with. We will send a link to choose a new password; it works once, for 30 minutes."
          >
            {!sent ? (
              <Stack gap="5">
                <OfflineNotice why={RESET_NEEDS_CONNECTION} />
                <form ref={form} onSubmit={(event) => void submit(event)} noValidate aria-label="Forgot your password">
                  <Stack gap="4">
                    <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
                    <Button type="submit" colorPalette="brand" size="lg" loading={busy} loadingText="Sending…">
                      Send Reset Link
                    </Button>
                  </Stack>
                </form>
              </Stack>
            ) : (
              <Stack gap="5">
                <Alert.Root status="success" colorPalette="brand" borderRadius="l2">
                  <Alert.Indicator />
                  <Alert.Content>
                    <Alert.Title>{RESET_LINK_SENT}</Alert.Title>
                    <Alert.Description>
                      Look in your inbox, and in the spam folder, for an e-mail from Sunningdale Cat Hotel. Nothing came? Check the address and send
                      it again in a few minutes.
                    </Alert.Description>
                  </Alert.Content>
                </Alert.Root>
                <Button variant="outline" colorPalette="brand" onClick={() => setSent(false)}>
                  Use Another Address
                </Button>
              </Stack>
            )}
          </AccountCard>
        </Stack>
      </Container>
    </Box>
  );
}
