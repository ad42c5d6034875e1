import { Box, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import type { BookingJson } from '../../../domain/contracts/booking.ts';
import { useCurrentOwner } from '../../components/current-owner.tsx';
import { Toaster } from '../../components/toaster.tsx';
import { DetailsStep } from './details-step.tsx';
import { ConfirmedStep, PaymentStep } from './payment-steps.tsx';

/** Spec point 4: details, then payment once the reservation exists, then confirmed once paid. */
export type ReservationStep = { name: 'details' } | { name: 'payment'; booking: BookingJson } | { name: 'confirmed'; booking: BookingJson };

const STEPS = [
  { name: 'details', label: 'Details', title: 'Book Your Cat’s Stay' },
  { name: 'payment', label: 'Payment', title: 'Pay the Deposit' },
  { name: 'confirmed', label: 'Confirmed', title: 'All Set' },
] as const;

function StepList({ current }: { current: ReservationStep['name'] }) {
  const at = STEPS.findIndex((step) => step.name === current);
  return (
    <HStack as="ol" listStyleType="none" gap={{ base: '2', sm: '4' }} aria-label="Reservation steps" flexWrap="wrap">
      {STEPS.map((step, index) => {
        const done = index < at;
        const here = index === at;
        return (
          <HStack as="li" key={step.name} gap="2" aria-current={here ? 'step' : undefined}>
            <Box
              as="span"
              display="inline-flex"
              alignItems="center"
              justifyContent="center"
              boxSize="7"
              borderRadius="full"
              fontSize="sm"
              fontWeight="semibold"
              bg={here ? 'brand.800' : done ? 'brand.200' : 'white'}
              color={here ? 'white' : 'brand.800'}
              borderWidth="1px"
              borderColor={here || done ? 'brand.800' : 'gray.400'}
              aria-hidden="true"
            >
              {done ? '✓' : index + 1}
            </Box>
            <Text as="span" fontWeight={here ? 'semibold' : 'normal'} color={here ? 'brand.800' : 'fg.muted'}>
              <Text as="span" srOnly>
                {`Step ${index + 1}: `}
              </Text>
              {step.label}
              {done && (
                <Text as="span" srOnly>
                  {' (done)'}
                </Text>
              )}
            </Text>
          </HStack>
        );
      })}
    </HStack>
  );
}

/** The reservation page (spec point 2): a three-step flow on one address, /booking. */
export function ReservationScreen() {
  const ownerState = useCurrentOwner();
  const [step, setStep] = useState<ReservationStep>({ name: 'details' });
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);

  // Each new step starts at its heading, for the eyes and for a screen reader.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
    heading.current?.focus();
  }, [step.name]);

  const title = STEPS.find((entry) => entry.name === step.name)!.title;
  return (
    <Box bg="bg.subtle" py={{ base: '8', md: '14' }}>
      <Toaster />
      <Container maxW="6xl" px={{ base: '4', md: '6' }}>
        <Stack gap={{ base: '6', md: '8' }}>
          <Stack gap="3">
            <Text textTransform="uppercase" letterSpacing="widest" fontSize="xs" color="brass.700" fontWeight="semibold">
              Reservation
            </Text>
            <Heading ref={heading} tabIndex={-1} as="h1" fontSize={{ base: '3xl', md: '4xl' }} fontWeight="normal" color="brand.800" outline="none">
              {title}
            </Heading>
            <StepList current={step.name} />
          </Stack>
          {step.name === 'details' && <DetailsStep ownerState={ownerState} onReserved={(booking) => setStep({ name: 'payment', booking })} />}
          {step.name === 'payment' && <PaymentStep booking={step.booking} onPaid={(booking) => setStep({ name: 'confirmed', booking })} />}
          {step.name === 'confirmed' && <ConfirmedStep booking={step.booking} />}
        </Stack>
      </Container>
    </Box>
  );
}
