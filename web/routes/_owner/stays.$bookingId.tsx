import { createFileRoute } from '@tanstack/react-router';
import { PageHead } from '../../components/page-head.tsx';
import { PAGES } from '../../content/pages.ts';
import { StayScreen } from '../../features/dashboard/stay-screen.tsx';

export const Route = createFileRoute('/_owner/stays/$bookingId')({ component: StayPage });

function StayPage() {
  const { bookingId } = Route.useParams();
  return (
    <>
      <PageHead page={PAGES.stay} />
      <StayScreen key={bookingId} bookingId={bookingId} />
    </>
  );
}
