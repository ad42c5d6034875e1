import { createFileRoute } from '@tanstack/react-router';
import { PageHead } from '../components/page-head.tsx';
import { PAGES } from '../content/pages.ts';
import { ForgotPasswordScreen } from '../features/account/forgot-password-screen.tsx';

export const Route = createFileRoute('/forgot-password')({ component: ForgotPasswordPage });

function ForgotPasswordPage() {
  return (
    <>
      <PageHead page={PAGES.forgotPassword} />
      <ForgotPasswordScreen />
    </>
  );
}
