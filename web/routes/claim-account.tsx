import { createFileRoute } from '@tanstack/react-router';
import { PageHead } from '../components/page-head.tsx';
import { PAGES } from '../content/pages.ts';
import { ResetPasswordScreen } from '../features/account/reset-password-screen.tsx';

// Opened from the invitation the desk's new owner record sends (issue 31); not behind the owner
// guard, since the owner has no password yet.
export const Route = createFileRoute('/claim-account')({ component: ClaimAccountPage });

function ClaimAccountPage() {
  return (
    <>
      <PageHead page={PAGES.claimAccount} />
      <ResetPasswordScreen link="claim" />
    </>
  );
}
