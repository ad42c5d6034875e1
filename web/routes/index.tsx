import { createFileRoute } from '@tanstack/react-router';
import { PageHead } from '../components/page-head.tsx';
import { PageHero } from '../components/page-sections.tsx';
import { PAGES } from '../content/pages.ts';

export const Route = createFileRoute('/')({ component: HomePage });

function HomePage() {
  return (
    <>
      <PageHead page={PAGES.home} />
      <PageHero title="Luxury cage-free cat boarding in Cape Town" lead="Sunningdale Cat Hotel is the home we built for other people’s cats." />
    </>
  );
}
