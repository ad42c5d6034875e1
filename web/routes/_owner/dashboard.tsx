import { createFileRoute } from '@tanstack/react-router';
import { PageHead } from '../../components/page-head.tsx';
import { PAGES } from '../../content/pages.ts';
import { AccountControls } from '../../features/account/account-controls.tsx';
import { DashboardScreen } from '../../features/dashboard/dashboard-screen.tsx';
import { DASHBOARD_TABS, type DashboardTab } from '../../features/dashboard/tabs.ts';

interface DashboardSearch {
  /** The open tab; My Reservations when absent (spec point 2). */
  tab?: DashboardTab;
}

export const Route = createFileRoute('/_owner/dashboard')({
  validateSearch: (search: Record<string, unknown>): DashboardSearch => {
    const tab = DASHBOARD_TABS.find((known) => known === search.tab);
    return tab === undefined || tab === 'reservations' ? {} : { tab };
  },
  component: DashboardPage,
});

function DashboardPage() {
  const { tab = 'reservations' } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <>
      <PageHead page={PAGES.dashboard} />
      <DashboardScreen
        tab={tab}
        onTabChange={(next) => void navigate({ search: next === 'reservations' ? {} : { tab: next }, replace: true })}
        accountControls={(email) => <AccountControls email={email} />}
      />
    </>
  );
}
