import { createFileRoute } from '@tanstack/react-router';
import { PageHead } from '../../../components/page-head.tsx';
import { PAGES } from '../../../content/pages.ts';
import { useBookingSearch } from '../../../features/staff/records/booking-search.ts';
import { bookingSearchOf } from '../../../features/staff/records/search-params.ts';
import { BookingsScreen } from '../../../features/staff/records/bookings-screen.tsx';

// No loader: the screen reads its search itself (useDeskView), so with no signal it shows this
// phone's copy inside the desk's frame instead of failing the route (issue 31).
export const Route = createFileRoute('/staff/_desk/bookings/')({
  validateSearch: bookingSearchOf,
  component: BookingsPage,
});

function BookingsPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const found = useBookingSearch(search);
  return (
    <>
      <PageHead page={PAGES.staffBookings} />
      <BookingsScreen search={search} found={found} onSearch={(next) => void navigate({ search: next })} />
    </>
  );
}
