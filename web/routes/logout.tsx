import { createFileRoute } from '@tanstack/react-router';
import { PageHead } from '../components/page-head.tsx';
import { PAGES } from '../content/pages.ts';
import { LogOutScreen } from '../features/account/log-out-screen.tsx';

// The question a logout from another site's link is sent to (api/auth/routes.ts). Not behind the
// owner guard: a visitor whose session has just ended elsewhere may land here too.
export const Route = createFileRoute('/logout')({ component: LogOutPage });

function LogOutPage() {
  return (
    <>
      <PageHead page={PAGES.logOut} />
      <LogOutScreen />
    </>
  );
}
