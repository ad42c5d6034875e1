import { createFileRoute } from '@tanstack/react-router';
import { PageHead } from '../components/page-head.tsx';
import { PAGES } from '../content/pages.ts';
import { ResetPasswordScreen } from '../features/account/reset-password-screen.tsx';

// Opened from the reset e-mail; not behind the owner guard, since the owner cannot sign in.
export const Route = createFileRoute('/reset-password')({ component: ResetPasswordPage });

function ResetPasswordPage() {
  return (
    <>
      <PageHead page={PAGES.resetPassword} />
      <ResetPasswordScreen />
    </>
  );
}
