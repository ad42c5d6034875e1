import { createFileRoute, useRouter } from '@tanstack/react-router';
import { Reading, ReadProblem } from '../../../components/desk-screen.tsx';
import { PageHead } from '../../../components/page-head.tsx';
import { PAGES } from '../../../content/pages.ts';
import { readOwnerRecord } from '../../../features/staff/records/owner-record.ts';
import { OwnerRecordScreen } from '../../../features/staff/records/owner-record-screen.tsx';

export const Route = createFileRoute('/staff/_desk/owners/$ownerId')({
  loader: ({ params }) => readOwnerRecord(params.ownerId),
  pendingComponent: Reading,
  errorComponent: ReadProblem,
  component: OwnerPage,
});

function OwnerPage() {
  const router = useRouter();
  return (
    <>
      <PageHead page={PAGES.staffOwners} />
      <OwnerRecordScreen record={Route.useLoaderData()} onChanged={() => void router.invalidate()} />
    </>
  );
}
