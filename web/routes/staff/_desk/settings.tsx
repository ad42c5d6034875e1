import { createFileRoute, type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { Reading, ReadProblem } from '../../../components/desk-screen.tsx';
import { PageHead } from '../../../components/page-head.tsx';
import { PAGES } from '../../../content/pages.ts';
import { RequestFailed } from '../../../../sync/api-client.ts';
import { ManagersOnly } from '../../../features/staff/settings/managers-only.tsx';
import { readHotelChanges } from '../../../features/staff/settings/hotel-changes.ts';
import { readNightSettings } from '../../../features/staff/settings/night-settings.ts';
import { SettingsScreen } from '../../../features/staff/settings/settings-screen.tsx';
import { readCodeApp, readTeam } from '../../../features/staff/settings/team.ts';

export const Route = createFileRoute('/staff/_desk/settings')({
  loader: async () => {
    const [nights, team, codeApp, changes] = await Promise.all([readNightSettings(), readTeam(), readCodeApp(), readHotelChanges()]);
    return { nights, team, codeApp, changes };
  },
  pendingComponent: Reading,
  errorComponent: SettingsProblem,
  component: SettingsPage,
});

/** The server refuses staff who are not managers (403): that is the page's answer, not a fault. */
function SettingsProblem(props: ErrorComponentProps) {
  return props.error instanceof RequestFailed && props.error.status === 403 ? <ManagersOnly /> : <ReadProblem {...props} />;
}

function SettingsPage() {
  const router = useRouter();
  const { nights, team, codeApp, changes } = Route.useLoaderData();
  return (
    <>
      <PageHead page={PAGES.staffSettings} />
      <SettingsScreen nights={nights} team={team} codeApp={codeApp} changes={changes} reread={() => router.invalidate()} />
    </>
  );
}
