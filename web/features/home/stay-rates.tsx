import { Box, Button, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatRand } from '../../../domain/money.ts';
import { STAY_TIERS, type StayTier } from '../../../domain/stay.ts';
import { SiteLink } from '../../components/site-link.tsx';
import { HOME_ESTIMATE } from '../../content/home.ts';

function nightsLabel(tier: StayTier): string {
  return `${tier.minNights}–${tier.maxNights} nights`;
}

/**
 * The nightly rates per cat, straight from the domain's tiers, with the deposit rule beneath them.
 * The three-step estimator (`children`) sits between the rates and the payment rule.
 */
export function StayRates({ children }: { children?: ReactNode }) {
  return (
    <Stack gap="6">
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="4">
        {STAY_TIERS.map((tier) => (
          <Flex
            as="li"
            key={tier.key}
            direction={{ base: 'row', md: 'column' }}
            justify="space-between"
            align={{ base: 'center', md: 'stretch' }}
            gap={{ base: '4', md: '4' }}
            bg="white"
            borderRadius="l3"
            borderWidth="1px"
            borderColor="bg.muted"
            p={{ base: '5', md: '6' }}
          >
            <Stack gap="1">
              <Heading as="h3" fontSize="lg" color="brand.800">
                {tier.name}
              </Heading>
              <Text color="fg.muted">{nightsLabel(tier)}</Text>
            </Stack>
            <Stack gap="1" align={{ base: 'end', md: 'start' }} textAlign={{ base: 'end', md: 'start' }}>
              <Text fontFamily="heading" fontSize={{ base: '3xl', md: '4xl' }} lineHeight="1" color="brand.800">
                {formatRand(tier.rateCents)}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {HOME_ESTIMATE.rateUnit}
              </Text>
            </Stack>
          </Flex>
        ))}
      </SimpleGrid>
      {children}
      <Box bg="brand.50" borderRadius="l3" borderLeftWidth="4px" borderColor="brass.400" p={{ base: '5', md: '6' }}>
        <Heading as="h3" fontSize="lg" color="brand.800" mb="2">
          {HOME_ESTIMATE.depositTitle}
        </Heading>
        <Text color="fg">{HOME_ESTIMATE.depositNote}</Text>
        <Text color="fg" mt="1">
          {HOME_ESTIMATE.times}
        </Text>
      </Box>
      <Flex gap="3" wrap="wrap">
        <Button asChild colorPalette="brand">
          <SiteLink to="/pricing">{HOME_ESTIMATE.pricingLink}</SiteLink>
        </Button>
        <Button asChild variant="outline" colorPalette="brand">
          <SiteLink to="/booking">{HOME_ESTIMATE.bookLink}</SiteLink>
        </Button>
      </Flex>
    </Stack>
  );
}
