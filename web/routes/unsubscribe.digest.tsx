import { createFileRoute } from '@tanstack/react-router';
import { PageHead } from '../components/page-head.tsx';
import { PAGES } from '../content/pages.ts';
import { StopDigestScreen } from '../features/account/stop-digest-screen.tsx';

// The page the link in each daily news e-mail opens (api/accounts/unsubscribe-links.ts). Not behind
// the owner guard: the signed link is the credential, and it may be opened on a phone that never
// signed in. Opening it changes nothing; its button does.
export const Route = createFileRoute('/unsubscribe/digest')({ component: StopDigestPage });

function StopDigestPage() {
  return (
    <>
      <PageHead page={PAGES.stopDigest} />
      <StopDigestScreen />
    </>
  );
}
