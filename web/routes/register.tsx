import { createFileRoute } from '@tanstack/react-router';
import { PageHead } from '../components/page-head.tsx';
import { PAGES } from '../content/pages.ts';
import { AccountScreen } from '../features/account/account-screen.tsx';

export const Route = createFileRoute('/register')({ component: RegisterPage });

function RegisterPage() {
  return (
    <>
      <PageHead page={PAGES.register} />
      <AccountScreen mode="register" />
    </>
  );
}
