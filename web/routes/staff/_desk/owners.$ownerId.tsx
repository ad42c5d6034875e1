import { createFileRoute } from '@tanstack/react-router';
import { PageHead } from '../../../components/page-head.tsx';
import { PAGES } from '../../../content/pages.ts';
import { DeskViewStates } from '../../../features/staff/desk-view.tsx';
import { useOwnerRecord } from '../../../features/staff/records/owner-record.ts';
import { OwnerRecordScreen } from '../../../features/staff/records/owner-record-screen.tsx';

// No loader: the page reads the record itself (useDeskView), so with no signal it shows this
// phone's copy inside the desk's frame instead of failing the route (issue 31).
export const Route = createFileRoute('/staff/_desk/owners/$ownerId')({ component: OwnerPage });

function OwnerPage() {
  const { ownerId } = Route.useParams();
  const state = useOwnerRecord(ownerId);
  return (
    <>
      <PageHead page={PAGES.staffOwners} />
      <DeskViewStates state={state}>{(record) => <OwnerRecordScreen record={record} onChanged={state.reload} />}</DeskViewStates>
    </>
  );
}
