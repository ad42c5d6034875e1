import { createFileRoute } from '@tanstack/react-router';
import { PageHead } from '../../components/page-head.tsx';
import { PAGES } from '../../content/pages.ts';
import { ThankYouScreen } from '../../features/deposit/thank-you-screen.tsx';

export const Route = createFileRoute('/_owner/thank-you')({ component: ThankYouPage });

function ThankYouPage() {
  return (
    <>
      <PageHead page={PAGES.thankYou} />
      <ThankYouScreen />
    </>
  );
}
