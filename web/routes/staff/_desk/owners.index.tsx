import { createFileRoute } from '@tanstack/react-router';
import { Reading, ReadProblem } from '../../../components/desk-screen.tsx';
import { PageHead } from '../../../components/page-head.tsx';
import { PAGES } from '../../../content/pages.ts';
import { searchOwners } from '../../../features/staff/records/owner-search.ts';
import { ownerSearchOf } from '../../../features/staff/records/search-params.ts';
import { OwnersScreen } from '../../../features/staff/records/owners-screen.tsx';

export const Route = createFileRoute('/staff/_desk/owners/')({
  validateSearch: ownerSearchOf,
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => searchOwners(deps),
  pendingComponent: Reading,
  errorComponent: ReadProblem,
  component: OwnersPage,
});

function OwnersPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <>
      <PageHead page={PAGES.staffOwners} />
      <OwnersScreen search={search} found={Route.useLoaderData()} onSearch={(next) => void navigate({ search: next })} />
    </>
  );
}
