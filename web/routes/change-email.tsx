import { createFileRoute } from '@tanstack/react-router';
import { PageHead } from '../components/page-head.tsx';
import { PAGES } from '../content/pages.ts';
import { ChangeEmailScreen } from '../features/account/change-email-screen.tsx';

// Opened from the e-mail sent to a new address (api/accounts/control.ts). Not behind the owner
// guard: the link works on any phone, signed in or not.
export const Route = createFileRoute('/change-email')({ component: ChangeEmailPage });

function ChangeEmailPage() {
  return (
    <>
      <PageHead page={PAGES.changeEmail} />
      <ChangeEmailScreen />
    </>
  );
}
