import { createFileRoute, useLocation } from '@tanstack/react-router';
import { PageHead } from '../../components/page-head.tsx';
import { PAGES } from '../../content/pages.ts';
import { passTokenIn, readOldForm } from '../../features/staff/pass-token.ts';
import { StaffPassScreen } from '../../features/staff/staff-pass-screen.tsx';

export const Route = createFileRoute('/staff/join')({
  validateSearch: readOldForm,
  component: JoinPage,
});

function JoinPage() {
  const { oldForm } = Route.useSearch();
  const token = passTokenIn(useLocation({ select: (location) => location.hash }));
  return (
    <>
      <PageHead page={PAGES.staffJoin} />
      <StaffPassScreen kind="invitation" token={token} oldForm={oldForm === true} />
    </>
  );
}
