import { createFileRoute } from '@tanstack/react-router';
import { isCalendarDate } from '../../../../domain/calendar-date.ts';
import { PageHead } from '../../../components/page-head.tsx';
import { PAGES } from '../../../content/pages.ts';
import { NightScreen } from '../../../features/staff/night-screen.tsx';

// /staff/nights/2026-12-24; anything else after /staff/nights/ is no night, and gets the 404 screen.
export const Route = createFileRoute('/staff/_desk/nights/$date')({
  params: { parse: ({ date }) => (isCalendarDate(date) ? { date } : false) },
  component: NightPage,
});

function NightPage() {
  const { date } = Route.useParams();
  return (
    <>
      <PageHead page={PAGES.staffNight} />
      {/* A new night is a new screen: nothing of the last one's answer may linger. */}
      <NightScreen key={date} date={date} />
    </>
  );
}
