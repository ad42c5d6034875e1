import { Box, Button, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { createFileRoute } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { EXTRA_SERVICES, type ExtraService } from '../../domain/extra-services.ts';
import { formatRand } from '../../domain/money.ts';
import { DEPOSIT_CENTS, STAY_TIERS } from '../../domain/stay.ts';
import { PageHead } from '../components/page-head.tsx';
import { InfoCard, PageHero, Section } from '../components/page-sections.tsx';
import { SiteLink } from '../components/site-link.tsx';
import { PAGES } from '../content/pages.ts';
import {
  CHARGE_UNITS,
  FAIR_PRICING,
  PAYMENT_SECTION,
  PRICING_HERO,
  RELOCATION_SERVICE,
  SERVICE_NOTES,
  SERVICES_SECTION,
  TIER_DETAILS,
} from '../content/pricing.ts';
import { TierCard } from '../features/pricing/tier-card.tsx';

export const Route = createFileRoute('/pricing')({ component: PricingPage });

const deposit = formatRand(DEPOSIT_CENTS);

/** A service card: its price line sits at the foot, so prices line up across a row. */
function ServiceCard({
  name,
  description,
  price,
  unit,
  note,
  wide = false,
  children,
}: {
  name: string;
  description: string;
  price: string;
  unit?: string;
  note?: string;
  /** Spans two columns from the small breakpoint, so five cards fill whole rows. */
  wide?: boolean;
  children?: ReactNode;
}) {
  return (
    <Stack
      as="article"
      gap="4"
      bg="white"
      borderRadius="l3"
      borderWidth="1px"
      borderColor="bg.muted"
      p="6"
      h="full"
      gridColumn={wide ? { sm: 'span 2' } : undefined}
    >
      <Heading as="h3" fontSize="lg" color="brand.800">
        {name}
      </Heading>
      <Stack gap="3" flex="1">
        <Text color="fg.muted">{description}</Text>
        {note !== undefined && (
          <Text fontSize="sm" fontWeight="semibold" color="brass.700">
            {note}
          </Text>
        )}
      </Stack>
      <Stack gap="2" borderTopWidth="1px" borderColor="bg.muted" pt="4">
        <Text>
          <Text as="span" fontFamily="heading" fontSize={unit === undefined ? 'lg' : '2xl'} color="brand.800">
            {price}
          </Text>
          {unit !== undefined && (
            <Text as="span" color="fg.muted">
              {' '}
              {unit}
            </Text>
          )}
        </Text>
        {children}
      </Stack>
    </Stack>
  );
}

function ExtraServiceCard({ service }: { service: ExtraService }) {
  return (
    <ServiceCard
      name={service.name}
      description={service.description}
      price={formatRand(service.priceCents)}
      unit={CHARGE_UNITS[service.charge]}
      note={SERVICE_NOTES[service.id]}
    />
  );
}

function PricingPage() {
  return (
    <>
      <PageHead page={PAGES.pricing} />
      <PageHero eyebrow={PRICING_HERO.eyebrow} title={PRICING_HERO.title} lead={PRICING_HERO.lead} />

      <Section title="Stay rates" intro="Choose the stay that matches your dates; the rate applies to every night of it, per cat.">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap={{ base: '10', md: '6' }} alignItems="stretch" pt="4">
          {STAY_TIERS.map((tier) => (
            <TierCard key={tier.key} tier={tier} details={TIER_DETAILS[tier.key]} />
          ))}
        </SimpleGrid>
      </Section>

      <Section title={PAYMENT_SECTION.title} tone="tinted">
        <Stack
          direction={{ base: 'column', md: 'row' }}
          gap={{ base: '5', md: '10' }}
          align={{ base: 'stretch', md: 'center' }}
          bg="brand.800"
          color="white"
          borderRadius="l3"
          p={{ base: '6', md: '10' }}
        >
          <Box flexShrink={0} textAlign={{ base: 'left', md: 'center' }}>
            <Text fontFamily="heading" fontSize={{ base: '5xl', md: '6xl' }} lineHeight="1" color="brass.200">
              {deposit}
            </Text>
            <Text mt="2" color="brand.100" fontWeight="semibold">
              non-refundable deposit
            </Text>
          </Box>
          <Stack gap="3" fontSize={{ base: 'md', md: 'lg' }} color="brand.50">
            <Text>
              A {deposit} non-refundable deposit, paid online, secures your cat’s booking. {PAYMENT_SECTION.invoice}
            </Text>
            <Text>{PAYMENT_SECTION.balance}</Text>
          </Stack>
        </Stack>
      </Section>

      <Section title={SERVICES_SECTION.title} intro={SERVICES_SECTION.intro}>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="6">
          {EXTRA_SERVICES.map((service) => (
            <ExtraServiceCard key={service.id} service={service} />
          ))}
          <ServiceCard wide name={RELOCATION_SERVICE.name} description={RELOCATION_SERVICE.description} price={RELOCATION_SERVICE.price}>
            <Link asChild color="brand.700" fontWeight="semibold">
              <SiteLink to={RELOCATION_SERVICE.to}>
                {RELOCATION_SERVICE.linkText} <span aria-hidden="true">→</span>
              </SiteLink>
            </Link>
          </ServiceCard>
        </SimpleGrid>
      </Section>

      <Section title={FAIR_PRICING.title} intro={FAIR_PRICING.intro} tone="tinted">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          {FAIR_PRICING.points.map((point) => (
            <InfoCard key={point.title} title={point.title}>
              <Text>{point.text}</Text>
            </InfoCard>
          ))}
        </SimpleGrid>
        <HStack mt="10" gap="4" flexWrap="wrap">
          <Button asChild colorPalette="brass" size="lg">
            <SiteLink to="/booking">Book your cat’s stay</SiteLink>
          </Button>
          <Button asChild colorPalette="brand" variant="outline" size="lg">
            <SiteLink to="/faq">Read the FAQ</SiteLink>
          </Button>
        </HStack>
      </Section>
    </>
  );
}
