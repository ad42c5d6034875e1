import { createFileRoute, Outlet } from '@tanstack/react-router';
import { OwnerGuard } from '../components/owner-guard.tsx';

// The pathless layout every login-required screen sits under (spec point 2): /dashboard now, and
// the confirm, payment and thank-you pages as they arrive.
export const Route = createFileRoute('/_owner')({ component: OwnerLayout });

function OwnerLayout() {
  return (
    <OwnerGuard>
      <Outlet />
    </OwnerGuard>
  );
}
