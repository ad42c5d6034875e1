import { createFileRoute } from '@tanstack/react-router';
import { PageHead } from '../components/page-head.tsx';
import { PageHero, Section, StatTiles } from '../components/page-sections.tsx';
import { PAGES } from '../content/pages.ts';

export const Route = createFileRoute('/about')({ component: AboutPage });

function AboutPage() {
  return (
    <>
      <PageHead page={PAGES.about} />
      <PageHero eyebrow="About us" title="A home for cats, run by people who study them" lead="Sunningdale Cat Hotel is the home we built for other people’s cats." />
      <Section title="At a glance">
        <StatTiles tiles={[{ value: '290 m²', label: 'of cage-free space' }]} />
      </Section>
    </>
  );
}
