import { Badge, Box, Button, Container, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { DEPOSIT_CANCEL_PATH, DEPOSIT_RETURN_PATH } from '../../../domain/deposit-checkout.ts';
import { DEPOSIT_AMOUNT } from './booking-summary.tsx';

/** Spec point 9: the simulated test payment waits 2 seconds. */
const SIMULATED_PAYMENT_MS = 2000;

/**
 * The test provider's hosted checkout (api/payments/test-provider.ts, PAYMENTS=test): a stand-in
 * for PayPal's approval page. Paying approves the order and, as PayPal does, sends the owner back
 * to the app's return address (/payment?token=<order>) in this tab, where the deposit is completed;
 * cancelling goes back to the deposit flow's cancel address, as PayPal's Cancel does. The owner
 * came here in the same tab as the rest of the flow, so both lead back into it.
 */
export function TestCheckoutScreen({ order }: { order: string | undefined }) {
  const [paying, setPaying] = useState(false);
  const started = useRef(false);

  function pay() {
    if (order === undefined || started.current) return;
    started.current = true;
    setPaying(true);
    window.setTimeout(() => {
      window.location.assign(`${DEPOSIT_RETURN_PATH}?token=${encodeURIComponent(order)}`);
    }, SIMULATED_PAYMENT_MS);
  }

  return (
    <Box bg="bg.subtle" minH="70vh" py={{ base: '8', md: '16' }}>
      <Container maxW="md">
        <Stack gap="6" bg="white" borderWidth="2px" borderStyle="dashed" borderColor="brass.500" borderRadius="l3" px={{ base: '5', md: '8' }} py="8">
          <Stack gap="2" align="start">
            <Badge colorPalette="yellow" color="yellow.900" variant="subtle" size="lg">
              Test mode
            </Badge>
            <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} fontWeight="normal" color="brand.800">
              Test checkout: no money is taken
            </Heading>
            <Text color="fg.muted">
              This server runs the simulated payment provider, not a real one. Paying here marks the deposit paid without any card being asked for or
              charged.
            </Text>
          </Stack>
          {order === undefined ? (
            <Text color="red.700">This checkout has no order. Please start the payment again from your booking.</Text>
          ) : (
            <Stack gap="4">
              <Stack gap="1" bg="brand.50" borderRadius="l2" px="4" py="4">
                <Text color="fg.muted" fontSize="sm">
                  Sunningdale Cat Hotel · deposit
                </Text>
                <Text fontFamily="heading" fontSize="4xl" color="brand.800" lineHeight="1">
                  {DEPOSIT_AMOUNT}
                </Text>
                <Text color="fg.muted" fontSize="xs" wordBreak="break-all">
                  Order {order}
                </Text>
              </Stack>
              <Button colorPalette="brass" size="lg" onClick={pay} disabled={paying} loading={paying} loadingText="Processing payment…">
                Pay {DEPOSIT_AMOUNT}
              </Button>
              {paying && (
                <Stack direction="row" gap="2" align="center" role="status">
                  <Spinner size="sm" color="brand.700" />
                  <Text color="fg" fontSize="sm">
                    Approving the test payment; you return to the hotel in a moment.
                  </Text>
                </Stack>
              )}
              <Button asChild variant="ghost" colorPalette="brand">
                <a href={DEPOSIT_CANCEL_PATH}>Cancel and return to the hotel</a>
              </Button>
            </Stack>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
