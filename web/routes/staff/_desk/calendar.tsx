import { createFileRoute } from '@tanstack/react-router';
import { PageHead } from '../../../components/page-head.tsx';
import { PAGES } from '../../../content/pages.ts';
import { CalendarScreen } from '../../../features/staff/calendar-screen.tsx';

export const Route = createFileRoute('/staff/_desk/calendar')({ component: CalendarPage });

function CalendarPage() {
  return (
    <>
      <PageHead page={PAGES.staffCalendar} />
      <CalendarScreen />
    </>
  );
}
