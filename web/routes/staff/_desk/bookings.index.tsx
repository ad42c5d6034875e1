import { createFileRoute } from '@tanstack/react-router';
import { Reading, ReadProblem } from '../../../components/desk-screen.tsx';
import { PageHead } from '../../../components/page-head.tsx';
import { PAGES } from '../../../content/pages.ts';
import { searchBookings } from '../../../features/staff/records/booking-search.ts';
import { bookingSearchOf } from '../../../features/staff/records/search-params.ts';
import { BookingsScreen } from '../../../features/staff/records/bookings-screen.tsx';

export const Route = createFileRoute('/staff/_desk/bookings/')({
  validateSearch: bookingSearchOf,
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => searchBookings(deps),
  pendingComponent: Reading,
  errorComponent: ReadProblem,
  component: BookingsPage,
});

function BookingsPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <>
      <PageHead page={PAGES.staffBookings} />
      <BookingsScreen search={search} found={Route.useLoaderData()} onSearch={(next) => void navigate({ search: next })} />
    </>
  );
}
