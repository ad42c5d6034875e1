import { Badge, Flex, Stack, Text } from '@chakra-ui/react';
import type { DeskPayment } from '../../../../domain/contracts/desk-stays.ts';
import { momentAtHotel, rand } from '../desk-words.ts';
import { DeskSection } from '../../../components/desk-section.tsx';

const KIND: Record<DeskPayment['kind'], string> = { deposit: 'Deposit', balance: 'Balance', extras: 'Added during the stay' };

const STATE: Record<DeskPayment['status'], { label: string; palette: 'green' | 'gray' | 'red'; text: string }> = {
  captured: { label: 'Received', palette: 'green', text: 'green.800' },
  // A checkout the owner opened and left: nothing was taken.
  created: { label: 'Not completed', palette: 'gray', text: 'gray.800' },
  declined: { label: 'Declined', palette: 'red', text: 'red.800' },
  // Taken, then given back by the provider: the hotel no longer holds this money.
  refunded: { label: 'Refunded', palette: 'red', text: 'red.800' },
  reversed: { label: 'Reversed (chargeback)', palette: 'red', text: 'red.800' },
  // Taken after the deposit was already paid: the hotel holds it twice and owes a refund.
  paid_twice: { label: 'Paid twice: refund one', palette: 'red', text: 'red.800' },
};

const ONLINE: Record<DeskPayment['provider'], string> = {
  paypal: 'Online with PayPal',
  payfast: 'Online with PayFast',
  test: 'Online (test checkout)',
  desk: 'At the desk',
};

function howPaid(payment: DeskPayment): string {
  if (payment.method === 'cash') return 'Cash at the desk';
  if (payment.method === 'card') return 'Card at the desk';
  return ONLINE[payment.provider];
}

/** Every payment of the stay: online or at the desk, how, when, and who took it. */
export function PaymentsList({ payments }: { payments: readonly DeskPayment[] }) {
  return (
    <DeskSection title="Payments">
      {payments.length === 0 ? (
        <Text color="fg.muted">No payments yet.</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="3">
          {payments.map((payment) => {
            const state = STATE[payment.status];
            return (
              <Stack as="li" key={payment.id} gap="0.5" pb="3" borderBottomWidth="1px" borderColor="bg.muted" _last={{ borderBottomWidth: 0, pb: 0 }}>
                <Flex justify="space-between" gap="3" align="center">
                  <Text fontWeight="semibold">
                    {KIND[payment.kind]} · {rand(payment.amount)}
                    {payment.currency !== 'ZAR' && ` ${payment.currency}`}
                  </Text>
                  <Badge colorPalette={state.palette} color={state.text} variant="subtle">
                    {state.label}
                  </Badge>
                </Flex>
                <Text fontSize="sm" color="fg.muted">
                  {howPaid(payment)} · {momentAtHotel(payment.at)}
                </Text>
                {payment.recordedBy !== null && (
                  <Text fontSize="sm" color="fg.muted">
                    Taken by {payment.recordedBy}
                  </Text>
                )}
              </Stack>
            );
          })}
        </Stack>
      )}
    </DeskSection>
  );
}
