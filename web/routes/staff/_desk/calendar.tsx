import { createFileRoute } from '@tanstack/react-router';
import { isHotelMonth, monthOf } from '../../../../domain/calendar-month.ts';
import { todayAtHotel } from '../../../../domain/dates.ts';
import { PageHead } from '../../../components/page-head.tsx';
import { PAGES } from '../../../content/pages.ts';
import { CalendarScreen } from '../../../features/staff/calendar-screen.tsx';

/** /staff/calendar?month=2027-04; no month (or one that is not a month) is this month. */
function calendarSearchOf(search: Record<string, unknown>): { month?: string } {
  return typeof search.month === 'string' && isHotelMonth(search.month) ? { month: search.month } : {};
}

export const Route = createFileRoute('/staff/_desk/calendar')({ validateSearch: calendarSearchOf, component: CalendarPage });

function CalendarPage() {
  const { month = monthOf(todayAtHotel()) } = Route.useSearch();
  return (
    <>
      <PageHead page={PAGES.staffCalendar} />
      {/* A new month is a new screen: nothing of the last one's answer may linger. */}
      <CalendarScreen key={month} month={month} />
    </>
  );
}
