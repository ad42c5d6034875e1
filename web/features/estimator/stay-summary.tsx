import { Box, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatDay } from '../../../domain/dates.ts';
import { formatRand } from '../../../domain/money.ts';
import type { StayPrice } from '../../../domain/pricing.ts';
import type { ChosenStay } from './estimate.ts';
import { CAL_TEXTS } from './frame.tsx';
import { catsText, ESTIMATOR_TEXTS, nightsText } from './texts.ts';

export function SummaryLine({ label, detail, children, strong = false }: { label: string; detail?: string; children: ReactNode; strong?: boolean }) {
  return (
    <Box
      display="flex"
      justifyContent="space-between"
      alignItems="baseline"
      gap="4"
      py="1.5"
      borderTopWidth={strong ? '1px' : undefined}
      borderColor="brand.200"
      pt={strong ? '3' : undefined}
    >
      <Stack as="dt" gap="0">
        <Text color={strong ? 'brand.800' : 'fg.muted'} fontWeight={strong ? 'semibold' : 'normal'}>
          {label}
        </Text>
        {detail !== undefined && (
          <Text fontSize="sm" color="fg.muted">
            {detail}
          </Text>
        )}
      </Stack>
      <Text
        as="dd"
        fontWeight="semibold"
        color="brand.800"
        textAlign="end"
        fontFamily={strong ? 'heading' : undefined}
        fontSize={strong ? '2xl' : undefined}
      >
        {children}
      </Text>
    </Box>
  );
}

/** "10 nights × R200 × 2 cats": how the base cost is made. */
export function baseDetail(price: StayPrice): string {
  return `${nightsText(price.nights)} × ${formatRand(price.rateCents)} × ${catsText(price.cats)}`;
}

/** Dates, nights, cats, the stay type and rate, and the base cost (spec point 2, confirm step). */
export function StaySummary({ stay, price }: { stay: ChosenStay; price: StayPrice }) {
  return (
    <Box as="dl" bg="brand.50" borderRadius="l3" p={{ base: '4', md: '6' }}>
      <SummaryLine label={CAL_TEXTS.checkIn}>{formatDay(stay.checkIn)}</SummaryLine>
      <SummaryLine label={CAL_TEXTS.checkOut}>{formatDay(stay.checkOut)}</SummaryLine>
      <SummaryLine label={CAL_TEXTS.nights}>{nightsText(price.nights)}</SummaryLine>
      <SummaryLine label={ESTIMATOR_TEXTS.summary.cats}>{catsText(price.cats)}</SummaryLine>
      <SummaryLine label={CAL_TEXTS.stayType}>{price.stayTypeName}</SummaryLine>
      <SummaryLine label={CAL_TEXTS.rate}>{`${formatRand(price.rateCents)} per cat`}</SummaryLine>
      <SummaryLine label={ESTIMATOR_TEXTS.summary.base} detail={baseDetail(price)} strong>
        {formatRand(price.baseCents)}
      </SummaryLine>
    </Box>
  );
}
