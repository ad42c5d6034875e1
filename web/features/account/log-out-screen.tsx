import { Box, Button, Container, Stack } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { AccountCard } from '../../components/account-card.tsx';
import { browserPage, LOGOUT_PATH } from '../../components/browser-page.ts';
import { SiteLink } from '../../components/site-link.tsx';

// Checking for unsent changes needs the owner's local database: loaded only when Log out is pressed.
const SignOut = lazy(() => import('../../components/sign-out.tsx'));

/**
 * Ends the session with a post: the server takes one only from this site's pages, by its Origin,
 * so unlike a visit to the logout path it needs no Fetch Metadata from the browser. Its answer, a
 * redirect home that clears the cookies, is not followed by fetch: home is opened as a page load.
 * The one request not sent through sync/api-client.ts: it reads no answer, and sends nothing but the post.
 */
async function postLogout(): Promise<void> {
  // Without a connection the session stays on the server; home then still offers Logout.
  await fetch(LOGOUT_PATH, { method: 'POST', redirect: 'manual' }).catch(() => undefined);
  browserPage.assign('/');
}

/**
 * Where the server sends a visit to its logout path that it cannot tell the owner began on this
 * site (api/auth/routes.ts): another site's link or image would otherwise end the session. Logging
 * out here clears this phone's copy first, as the navigation's Logout does.
 */
export function LogOutScreen() {
  const [leaving, setLeaving] = useState(false);
  return (
    <Box bg="bg.subtle" py={{ base: '8', md: '16' }} minH="70vh">
      <Container maxW="lg" px={{ base: '4', md: '6' }}>
        <AccountCard
          eyebrow="Your account"
          title="Log out?"
          lead="This ends your session on this device. If a link from somewhere else brought you here and you did not mean to log out, stay signed in."
        >
          <Stack gap="3">
            <Button colorPalette="brand" size="lg" loading={leaving} loadingText="Logging out…" onClick={() => setLeaving(true)}>
              Log out
            </Button>
            <Button asChild variant="ghost" colorPalette="brand" size="lg">
              <SiteLink to="/dashboard">Stay signed in</SiteLink>
            </Button>
          </Stack>
          {leaving && (
            <Suspense fallback={null}>
              <SignOut onStay={() => setLeaving(false)} endSession={postLogout} />
            </Suspense>
          )}
        </AccountCard>
      </Container>
    </Box>
  );
}
