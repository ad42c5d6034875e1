import { Button, Flex, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { createFileRoute } from '@tanstack/react-router';
import { PageHead } from '../components/page-head.tsx';
import { InfoCard, PageHero, Section, StatTiles } from '../components/page-sections.tsx';
import { SiteLink } from '../components/site-link.tsx';
import { ABOUT_COMMITMENT, ABOUT_HERO, ABOUT_PHILOSOPHY, ABOUT_STATS, ABOUT_STORY, ABOUT_VISIT } from '../content/about.ts';
import { PAGES } from '../content/pages.ts';

export const Route = createFileRoute('/about')({ component: AboutPage });

function AboutPage() {
  return (
    <>
      <PageHead page={PAGES.about} />
      <PageHero eyebrow={ABOUT_HERO.eyebrow} title={ABOUT_HERO.title} lead={ABOUT_HERO.lead} />

      <Section title={ABOUT_STORY.title}>
        <Stack gap="5" maxW="3xl" fontSize={{ base: 'md', md: 'lg' }} lineHeight="1.75">
          {ABOUT_STORY.paragraphs.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
        </Stack>
      </Section>

      <Section title={ABOUT_STATS.title} tone="tinted">
        <StatTiles tiles={ABOUT_STATS.tiles} />
      </Section>

      <Section title={ABOUT_PHILOSOPHY.title} intro={ABOUT_PHILOSOPHY.intro}>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="4">
          {ABOUT_PHILOSOPHY.principles.map((principle) => (
            <li key={principle.title}>
              <InfoCard title={principle.title}>
                <Text>{principle.body}</Text>
              </InfoCard>
            </li>
          ))}
        </SimpleGrid>
      </Section>

      <Section title={ABOUT_COMMITMENT.title} intro={ABOUT_COMMITMENT.intro} tone="tinted">
        <List.Root variant="plain" gap="4" maxW="3xl" fontSize={{ base: 'md', md: 'lg' }}>
          {ABOUT_COMMITMENT.items.map((item) => (
            <List.Item key={item} alignItems="flex-start">
              <List.Indicator asChild color="brass.600" mt="1">
                <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
                  <path d="M4 10.5l4 4 8-9" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </List.Indicator>
              {item}
            </List.Item>
          ))}
        </List.Root>
      </Section>

      <Section title={ABOUT_VISIT.title} intro={ABOUT_VISIT.intro}>
        <Flex gap="3" wrap="wrap">
          <Button asChild size="lg" colorPalette="brand">
            <SiteLink to="/contact">{ABOUT_VISIT.visitCta}</SiteLink>
          </Button>
          <Button asChild size="lg" variant="outline" colorPalette="brand">
            <SiteLink to="/gallery">{ABOUT_VISIT.galleryCta}</SiteLink>
          </Button>
        </Flex>
      </Section>
    </>
  );
}
