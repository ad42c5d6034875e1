import { createFileRoute } from '@tanstack/react-router';
import { PageHead } from '../../components/page-head.tsx';
import { PAGES } from '../../content/pages.ts';
import { readPassToken } from '../../features/staff/pass-token.ts';
import { StaffPassScreen } from '../../features/staff/staff-pass-screen.tsx';

export const Route = createFileRoute('/staff/setup')({
  validateSearch: readPassToken,
  component: SetupPage,
});

function SetupPage() {
  const { token } = Route.useSearch();
  return (
    <>
      <PageHead page={PAGES.staffSetup} />
      <StaffPassScreen kind="setup" token={token} />
    </>
  );
}
