import { createFileRoute, redirect } from '@tanstack/react-router';

// /staff/nights alone names no night: the calendar is where the nights are.
export const Route = createFileRoute('/staff/_desk/nights/')({
  beforeLoad: () => {
    throw redirect({ to: '/staff/calendar', replace: true });
  },
});
