import { Box, Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { BookingDetailView } from '../../../../domain/contracts/desk-stays.ts';
import { takesPlaces } from '../../../../domain/booking-status.ts';
import { catsWord, nightsWord, rand } from '../desk-words.ts';
import { DeskSection } from '../../../components/desk-section.tsx';

function Line({ label, amount, strong = false }: { label: ReactNode; amount: string; strong?: boolean }) {
  return (
    <Flex justify="space-between" gap="4" py="2" borderTopWidth={strong ? '1px' : undefined} borderColor="bg.muted">
      <Text as="dt" color={strong ? 'fg' : 'fg.muted'} fontWeight={strong ? 'semibold' : 'normal'}>
        {label}
      </Text>
      <Text as="dd" fontWeight={strong ? 'semibold' : 'normal'} fontVariantNumeric="tabular-nums" flexShrink={0}>
        {amount}
      </Text>
    </Flex>
  );
}

/**
 * The price as the booking stored it (domain/pricing did the sums; the desk only reads them): the
 * nights at the rate for each cat, the services, the total, and what the deposit leaves to pay.
 */
export function PriceBreakdown({ booking }: { booking: BookingDetailView }) {
  const { price } = booking;
  const cats = catsWord(price.cats);
  return (
    <DeskSection title="Price">
      <Box as="dl">
        <Line label={`${nightsWord(price.nights)} × ${rand(price.rate)} × ${cats}`} amount={rand(price.baseAmount)} />
        {booking.services.map((service) => (
          <Line key={service.id} label={service.name} amount={rand(service.amount)} />
        ))}
        <Line label="Total" amount={rand(price.totalAmount)} strong />
        <Line label="Deposit" amount={rand(price.depositAmount)} />
        <Line label="Balance after the deposit" amount={rand(booking.balanceAmount)} />
        {booking.paymentStatus === 'paid' ? (
          <Line label="Paid in full" amount={rand(price.totalAmount)} strong />
        ) : (
          takesPlaces(booking.status) && <Line label="Still owed" amount={rand(booking.owedAmount)} strong />
        )}
      </Box>
      {!takesPlaces(booking.status) && booking.paymentStatus !== 'paid' && (
        <Text fontSize="sm" color="fg.muted" mt="2">
          Nothing more is charged for this stay; a deposit paid is not refunded.
        </Text>
      )}
    </DeskSection>
  );
}
