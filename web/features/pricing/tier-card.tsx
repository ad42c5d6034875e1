import { Badge, Box, Button, Heading, List, Stack, Text } from '@chakra-ui/react';
import { SiteLink } from '../../components/site-link.tsx';
import { formatRand } from '../../../domain/money.ts';
import { CHECK_IN_TIME, CHECK_OUT_TIME, type StayTier } from '../../../domain/stay.ts';
import { nightsRange, POPULAR_BADGE, RATE_UNIT, type TierDetails } from '../../content/pricing.ts';

function CheckMark() {
  return (
    <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="10" fill="currentColor" opacity="0.14" />
      <path d="M6 10.4l2.6 2.6L14.2 7.4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** A tick list for what a stay includes; the tick is decoration, the words carry the meaning. */
export function CheckList({ items }: { items: readonly string[] }) {
  return (
    <List.Root gap="3" listStyleType="none">
      {items.map((item) => (
        <List.Item key={item} display="flex" alignItems="flex-start" gap="3" color="fg">
          <List.Indicator asChild color="brand.600" flexShrink={0} mt="0.5">
            <span>
              <CheckMark />
            </span>
          </List.Indicator>
          <span>{item}</span>
        </List.Item>
      ))}
    </List.Root>
  );
}

/**
 * One stay tier: name, night range and rate from the domain, the words from content. The popular
 * tier is framed in brass and carries a badge, so it is found at a glance without hiding the others.
 */
export function TierCard({ tier, details }: { tier: StayTier; details: TierDetails }) {
  const headingId = `tier-${tier.key}`;
  return (
    <Stack
      as="article"
      aria-labelledby={headingId}
      position="relative"
      gap="6"
      bg="white"
      borderRadius="l3"
      borderWidth={details.popular ? '2px' : '1px'}
      borderColor={details.popular ? 'brass.400' : 'bg.muted'}
      boxShadow={details.popular ? 'lg' : 'xs'}
      p={{ base: '6', md: '7' }}
      h="full"
    >
      {details.popular && (
        <Badge
          position="absolute"
          top="0"
          left="50%"
          transform="translate(-50%, -50%)"
          colorPalette="brass"
          variant="solid"
          size="lg"
          borderRadius="full"
          px="4"
          textTransform="uppercase"
          letterSpacing="wider"
          whiteSpace="nowrap"
        >
          {POPULAR_BADGE}
        </Badge>
      )}
      <Stack gap="1">
        <Heading as="h3" id={headingId} fontSize="2xl" fontWeight="normal" color="brand.800">
          {tier.name}
        </Heading>
        <Text fontWeight="semibold" color="brass.700">
          {nightsRange(tier)}
        </Text>
        <Text color="fg.muted">{details.suits}</Text>
      </Stack>
      <Box>
        <Text fontFamily="heading" fontSize={{ base: '5xl', md: '5xl' }} lineHeight="1" color="brand.800">
          {formatRand(tier.rateCents)}
        </Text>
        <Text color="fg.muted" mt="2">
          {RATE_UNIT}
        </Text>
      </Box>
      <Stack as="dl" direction="row" gap="0" borderRadius="l2" bg="bg.subtle" fontSize="sm" divideX="1px" divideColor="bg.muted">
        {[
          ['Check-in', CHECK_IN_TIME],
          ['Check-out', CHECK_OUT_TIME],
        ].map(([label, time]) => (
          <Box key={label} flex="1" px="3" py="2">
            <Text as="dt" color="fg.muted">
              {label}
            </Text>
            <Text as="dd" fontWeight="semibold" color="brand.800">
              {time}
            </Text>
          </Box>
        ))}
      </Stack>
      <Box flex="1">
        <CheckList items={details.features} />
      </Box>
      <Button asChild colorPalette={details.popular ? 'brass' : 'brand'} variant={details.popular ? 'solid' : 'outline'} size="lg" width="full">
        <SiteLink to="/booking">{details.buttonText}</SiteLink>
      </Button>
    </Stack>
  );
}
