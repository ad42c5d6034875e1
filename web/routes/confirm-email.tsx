import { createFileRoute } from '@tanstack/react-router';
import { PageHead } from '../components/page-head.tsx';
import { PAGES } from '../content/pages.ts';
import { ConfirmEmailScreen } from '../features/account/confirm-email-screen.tsx';

// The page the confirmation e-mail links to (api/accounts/links.ts). Not behind the owner guard:
// the link is the credential, and it may be opened on a phone that never signed in.
export const Route = createFileRoute('/confirm-email')({ component: ConfirmEmailPage });

function ConfirmEmailPage() {
  return (
    <>
      <PageHead page={PAGES.confirmEmail} />
      <ConfirmEmailScreen />
    </>
  );
}
