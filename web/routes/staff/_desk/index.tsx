import { createFileRoute } from '@tanstack/react-router';
import { PageHead } from '../../../components/page-head.tsx';
import { PAGES } from '../../../content/pages.ts';
import { TodayScreen } from '../../../features/staff/today-screen.tsx';

export const Route = createFileRoute('/staff/_desk/')({ component: TodayPage });

function TodayPage() {
  return (
    <>
      <PageHead page={PAGES.staffToday} />
      <TodayScreen />
    </>
  );
}
