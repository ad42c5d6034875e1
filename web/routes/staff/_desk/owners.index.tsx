import { createFileRoute } from '@tanstack/react-router';
import { PageHead } from '../../../components/page-head.tsx';
import { PAGES } from '../../../content/pages.ts';
import { useOwnerSearch } from '../../../features/staff/records/owner-search.ts';
import { ownerSearchOf } from '../../../features/staff/records/search-params.ts';
import { OwnersScreen } from '../../../features/staff/records/owners-screen.tsx';

// No loader: the screen reads its search itself (useDeskView), so with no signal it shows this
// phone's copy inside the desk's frame instead of failing the route (issue 31).
export const Route = createFileRoute('/staff/_desk/owners/')({
  validateSearch: ownerSearchOf,
  component: OwnersPage,
});

function OwnersPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const found = useOwnerSearch(search);
  return (
    <>
      <PageHead page={PAGES.staffOwners} />
      <OwnersScreen search={search} found={found} onSearch={(next) => void navigate({ search: next })} />
    </>
  );
}
