import { Flex, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatDay, isCalendarDate, nightsBetween } from '../../../domain/dates.ts';
import { formatRand } from '../../../domain/money.ts';
import { priceStayBetween } from '../../../domain/pricing.ts';
import { CHECK_IN_TIME, CHECK_OUT_TIME, DEPOSIT_CENTS, MAX_NIGHTS, MIN_NIGHTS } from '../../../domain/stay.ts';

/** One label and its value, as a row of a description list. */
export function SummaryRow({ label, children, strong = false }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <Flex justify="space-between" gap="3" align="baseline">
      <Text as="dt" color={strong ? 'fg' : 'fg.muted'} fontWeight={strong ? 'semibold' : 'normal'}>
        {label}
      </Text>
      <Text as="dd" textAlign="end" fontWeight={strong ? 'semibold' : 'normal'}>
        {children}
      </Text>
    </Flex>
  );
}

/** What the summary panel reads from the form, as typed. */
export interface StayDraft {
  checkInDate: string;
  checkOutDate: string;
  numberOfCats: string;
}

/**
 * The booking summary beside the form (spec point 2), priced by the one price authority
 * (DESIGN D9). An estimate: the server prices the reservation when it is made.
 */
export function StaySummary({ draft }: { draft: StayDraft }) {
  const cats = Number(draft.numberOfCats) || 1;
  const datesSet = isCalendarDate(draft.checkInDate) && isCalendarDate(draft.checkOutDate);
  const nights = datesSet ? nightsBetween(draft.checkInDate, draft.checkOutDate) : 0;
  const price = nights > 0 ? priceStayBetween(draft.checkInDate, draft.checkOutDate, cats, []) : undefined;
  return (
    <Stack
      as="section"
      aria-labelledby="stay-summary-title"
      gap="4"
      bg="brand.50"
      borderRadius="l3"
      borderWidth="1px"
      borderColor="brand.100"
      p={{ base: '5', md: '6' }}
    >
      <Text id="stay-summary-title" fontFamily="heading" fontSize="xl" color="brand.800">
        Booking summary
      </Text>
      <Stack as="dl" gap="2" fontSize="sm" aria-live="polite">
        <SummaryRow label="Check-in">
          {isCalendarDate(draft.checkInDate) ? `${formatDay(draft.checkInDate)}, ${CHECK_IN_TIME}` : 'Choose a date'}
        </SummaryRow>
        <SummaryRow label="Check-out">
          {isCalendarDate(draft.checkOutDate) ? `${formatDay(draft.checkOutDate)}, by ${CHECK_OUT_TIME}` : 'Choose a date'}
        </SummaryRow>
        <SummaryRow label="Cats">{cats}</SummaryRow>
        {price !== undefined && (
          <>
            <SummaryRow label="Nights">{price.nights}</SummaryRow>
            <SummaryRow label="Stay type">
              {price.stayTypeName === '' ? `Stays are ${MIN_NIGHTS} to ${MAX_NIGHTS} nights` : price.stayTypeName}
            </SummaryRow>
            {price.rateCents > 0 && <SummaryRow label="Rate per cat per night">{formatRand(price.rateCents)}</SummaryRow>}
          </>
        )}
      </Stack>
      {price === undefined || price.rateCents === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          {datesSet && nights <= 0
            ? 'Check-out must be after check-in.'
            : `Choose check-in and check-out dates (${MIN_NIGHTS} to ${MAX_NIGHTS} nights) to see the price.`}
        </Text>
      ) : (
        <>
          <Flex justify="space-between" align="baseline" borderTopWidth="1px" borderColor="brand.200" pt="3">
            <Text fontWeight="semibold">Estimated total</Text>
            <Text fontFamily="heading" fontSize="2xl" color="brand.800">
              {formatRand(price.totalCents)}
            </Text>
          </Flex>
          <Stack as="dl" gap="2" fontSize="sm">
            <SummaryRow label="Deposit due now">{formatRand(DEPOSIT_CENTS)}</SummaryRow>
            <SummaryRow label="Due at check-in">{formatRand(price.balanceCents)}</SummaryRow>
          </Stack>
        </>
      )}
      <Text fontSize="sm" color="fg.muted">
        A {formatRand(DEPOSIT_CENTS)} non-refundable deposit secures the stay and is deducted from your invoice; the balance is paid at check-in by
        cash or card. The hotel confirms the final amount when you reserve.
      </Text>
    </Stack>
  );
}
