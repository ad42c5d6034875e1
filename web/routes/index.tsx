import { Box, Button, Container, Grid, Heading, Link, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { createFileRoute } from '@tanstack/react-router';
import { PageHead } from '../components/page-head.tsx';
import { InfoCard, PageHero, Section } from '../components/page-sections.tsx';
import { SiteLink } from '../components/site-link.tsx';
import { HOME_ESTIMATE, HOME_FEATURES, HOME_HERO, HOME_PROMISE, HOME_RELOCATION, HOME_TESTIMONIALS, HOME_VISIT } from '../content/home.ts';
import { PAGES } from '../content/pages.ts';
import { EstimatorSlot } from '../features/estimator/estimator-slot.tsx';
import { AccountDeletedNotice } from '../features/account/account-deleted-notice.tsx';
import { GuestTestimonials } from '../features/home/guest-testimonials.tsx';
import { HeroActions } from '../features/home/hero-actions.tsx';
import { StayRates } from '../features/home/stay-rates.tsx';
import { VisitDetails } from '../features/home/visit-details.tsx';

export interface HomeSearch {
  /** `deleted` right after the owner deleted their account: the page says so. */
  account?: 'deleted';
}

export const Route = createFileRoute('/')({
  component: HomePage,
  validateSearch: (search: Record<string, unknown>): HomeSearch => (search.account === 'deleted' ? { account: 'deleted' } : {}),
});

function CheckMark() {
  return (
    <List.Indicator asChild color="brass.500">
      <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M4 10.5l4 4 8-9" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </List.Indicator>
  );
}

/** The relocation service in brief, on the deep teal, so it reads as a second offer, not a feature. */
function RelocationTeaser() {
  return (
    <Box as="section" aria-labelledby="relocation-heading" bg="brand.800" color="white" py={{ base: '12', md: '16' }}>
      <Container maxW="5xl">
        <Grid templateColumns={{ base: '1fr', md: '3fr 2fr' }} gap={{ base: '8', md: '12' }} alignItems="center">
          <Stack gap="4">
            <Text textTransform="uppercase" letterSpacing="widest" fontSize="sm" color="brass.200" fontWeight="semibold">
              {HOME_RELOCATION.eyebrow}
            </Text>
            <Heading as="h2" id="relocation-heading" fontSize={{ base: '2xl', md: '3xl' }} fontWeight="normal">
              {HOME_RELOCATION.title}
            </Heading>
            <Text fontSize="lg" color="brand.50">
              {HOME_RELOCATION.body}
            </Text>
          </Stack>
          <Stack gap="6" align="start">
            <List.Root gap="3" variant="plain">
              {HOME_RELOCATION.points.map((point) => (
                <List.Item key={point} alignItems="flex-start" color="brand.50">
                  <CheckMark />
                  {point}
                </List.Item>
              ))}
            </List.Root>
            <Button asChild size="lg" colorPalette="brass" bg="brass.200" color="brand.950" _hover={{ bg: 'brass.100' }}>
              <SiteLink to="/relocation" aria-label={`${HOME_RELOCATION.cta} about international pet relocation`}>
                {HOME_RELOCATION.cta}
              </SiteLink>
            </Button>
          </Stack>
        </Grid>
      </Container>
    </Box>
  );
}

function HomePage() {
  const { account } = Route.useSearch();
  return (
    <>
      <PageHead page={PAGES.home} />
      {account === 'deleted' && <AccountDeletedNotice />}
      <PageHero eyebrow={HOME_HERO.eyebrow} title={HOME_HERO.title} lead={HOME_HERO.lead}>
        <HeroActions />
      </PageHero>

      <Section id="estimate" title={HOME_ESTIMATE.title} intro={HOME_ESTIMATE.intro}>
        <StayRates>
          <EstimatorSlot />
        </StayRates>
      </Section>

      <Section title={HOME_FEATURES.title} intro={HOME_FEATURES.intro} tone="tinted">
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
          {HOME_FEATURES.items.map((feature) => (
            <li key={feature.title}>
              <InfoCard title={feature.title}>
                <Text>{feature.body}</Text>
                {feature.link !== undefined && (
                  <Text mt="3">
                    <Link href={feature.link.href} target="_blank" rel="noopener noreferrer" color="brand.700" fontWeight="medium">
                      {feature.link.label}
                    </Link>
                  </Text>
                )}
              </InfoCard>
            </li>
          ))}
        </SimpleGrid>
      </Section>

      <RelocationTeaser />

      <Section title={HOME_PROMISE.title} intro={HOME_PROMISE.intro}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '6', md: '8' }}>
          {HOME_PROMISE.promises.map((promise, index) => (
            <Stack key={promise.title} direction="row" gap="4" align="start">
              <Text aria-hidden="true" fontFamily="heading" fontSize="3xl" lineHeight="1" color="brass.600" minW="8">
                {index + 1}
              </Text>
              <Stack gap="1">
                <Heading as="h3" fontSize="lg" color="brand.800">
                  {promise.title}
                </Heading>
                <Text color="fg.muted">{promise.body}</Text>
              </Stack>
            </Stack>
          ))}
        </SimpleGrid>
        <Text fontFamily="heading" fontStyle="italic" fontSize="lg" color="brand.700" mt="8">
          — {HOME_PROMISE.signature}
        </Text>
      </Section>

      <Section title={HOME_TESTIMONIALS.title} intro={HOME_TESTIMONIALS.intro} tone="tinted">
        <GuestTestimonials />
      </Section>

      <Section title={HOME_VISIT.title} intro={HOME_VISIT.intro}>
        <VisitDetails />
      </Section>
    </>
  );
}
