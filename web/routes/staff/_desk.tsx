import { createFileRoute, Outlet } from '@tanstack/react-router';
import { LoadingAccount } from '../../components/owner-guard.tsx';
import { DeskShut } from '../../features/staff/desk-access.tsx';
import { DeskFrame } from '../../features/staff/desk-frame.tsx';

// The pathless layout every signed-in staff screen sits under (issue 14): Today, the calendar and
// a night here, the bookings, owners and settings beside them. The gate runs before any screen
// under it loads, so for an owner or a visitor nothing of the hotel's is asked for or read.
export const Route = createFileRoute('/staff/_desk')({
  // The gate's code (it reads the phone's databases) loads when someone opens the desk, not with
  // every page of the site: the route tree itself is in the home page's first load.
  beforeLoad: async ({ cause }) => {
    const { openDesk } = await import('../../features/staff/desk-access.tsx');
    return { deskMember: await openDesk(cause) };
  },
  pendingComponent: LoadingAccount,
  errorComponent: DeskShut,
  component: DeskLayout,
});

function DeskLayout() {
  return (
    <DeskFrame>
      <Outlet />
    </DeskFrame>
  );
}
