import { createFileRoute } from '@tanstack/react-router';
import { PageHead } from '../components/page-head.tsx';
import { PAGES } from '../content/pages.ts';
import { AccountScreen } from '../features/account/account-screen.tsx';

export const Route = createFileRoute('/login')({ component: LoginPage });

function LoginPage() {
  return (
    <>
      <PageHead page={PAGES.login} />
      <AccountScreen mode="login" />
    </>
  );
}
