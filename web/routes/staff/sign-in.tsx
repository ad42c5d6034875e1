import { createFileRoute } from '@tanstack/react-router';
import { PageHead } from '../../components/page-head.tsx';
import { PAGES } from '../../content/pages.ts';
import { AccountScreen } from '../../features/account/account-screen.tsx';

// Where the desk sends a signed-out visitor (issue 31): the owners' sign-in in the staff's words.
// A staff member goes on to the desk (useWelcome), through the code app's step when they have one.
export const Route = createFileRoute('/staff/sign-in')({ component: StaffSignInPage });

function StaffSignInPage() {
  return (
    <>
      <PageHead page={PAGES.staffSignIn} />
      <AccountScreen mode="login" forStaff />
    </>
  );
}
