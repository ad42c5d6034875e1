import { createFileRoute } from '@tanstack/react-router';
import { PageHead } from '../../components/page-head.tsx';
import { PAGES } from '../../content/pages.ts';
import { readPassToken } from '../../features/staff/pass-token.ts';
import { StaffPassScreen } from '../../features/staff/staff-pass-screen.tsx';

export const Route = createFileRoute('/staff/join')({
  validateSearch: readPassToken,
  component: JoinPage,
});

function JoinPage() {
  const { token } = Route.useSearch();
  return (
    <>
      <PageHead page={PAGES.staffJoin} />
      <StaffPassScreen kind="invitation" token={token} />
    </>
  );
}
