import { Button, DataList, HStack, List, Text, Wrap } from '@chakra-ui/react';
import { useEffect } from 'react';
import { CHECK_IN_TIME, CHECK_OUT_TIME } from '../../../domain/stay.ts';
import { clearPendingReservation } from '../../components/pending-reservation.ts';
import { SiteLink } from '../../components/site-link.tsx';
import { DEPOSIT_AMOUNT, DepositPaidBadge } from './booking-summary.tsx';
import { DepositPage, Panel } from './deposit-page.tsx';

const NEXT_STEPS = [
  'You will receive an invoice by e-mail with the details of your stay.',
  `The balance is paid at check-in, from ${CHECK_IN_TIME}.`,
  "Add your cat's details in your dashboard: diet, medication, vaccinations and an emergency contact help us care for them.",
];

const REQUIREMENTS = [
  'Vaccination book, with vaccinations up to date (including rabies)',
  'Proof that your cat is spayed or neutered',
  `Check-in from ${CHECK_IN_TIME}, check-out by ${CHECK_OUT_TIME}`,
];

function Item({ children }: { children: string }) {
  return (
    <List.Item>
      <Text as="span" color="fg">
        {children}
      </Text>
    </List.Item>
  );
}

/** /thank-you (spec point 2): the deposit is received; what happens next and what to bring. */
export function ThankYouScreen() {
  // The road from booking to deposit ends here.
  useEffect(() => clearPendingReservation(), []);
  return (
    <DepositPage
      eyebrow="Deposit Received"
      title="Thank you! Your stay is confirmed"
      lead="Your R100 deposit is received and confirmed. We look forward to welcoming your cat."
    >
      <Panel title="What happens next">
        <List.Root as="ol" gap="2" ps="5">
          {NEXT_STEPS.map((step) => (
            <Item key={step}>{step}</Item>
          ))}
        </List.Root>
      </Panel>
      <Panel title="Requirements">
        <List.Root gap="2" ps="5">
          {REQUIREMENTS.map((requirement) => (
            <Item key={requirement}>{requirement}</Item>
          ))}
        </List.Root>
      </Panel>
      <Panel title="Payment summary">
        <DataList.Root orientation="horizontal" gap="3">
          {(
            [
              [
                'Deposit',
                <HStack key="deposit" gap="2" wrap="wrap" justify="end">
                  <Text>{DEPOSIT_AMOUNT}</Text>
                  <DepositPaidBadge />
                </HStack>,
              ],
              ['Balance', 'See Invoice'],
              ['Payment methods', 'Cash or card at check-in'],
            ] as const
          ).map(([label, value]) => (
            <DataList.Item key={label} flexDirection="row" justifyContent="space-between" alignItems="center" gap="4">
              <DataList.ItemLabel color="fg.muted">{label}</DataList.ItemLabel>
              <DataList.ItemValue justifyContent="end" textAlign="end" color="fg" flex="initial">
                {value}
              </DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Panel>
      <Wrap gap="3">
        <Button asChild colorPalette="brand">
          <SiteLink to="/dashboard">Go to Dashboard</SiteLink>
        </Button>
        <Button asChild variant="outline" colorPalette="brand">
          <SiteLink to="/">Return Home</SiteLink>
        </Button>
        <Button asChild variant="ghost" colorPalette="brand">
          <SiteLink to="/faq">FAQ</SiteLink>
        </Button>
        <Button asChild variant="ghost" colorPalette="brand">
          <SiteLink to="/about">About Us</SiteLink>
        </Button>
      </Wrap>
    </DepositPage>
  );
}
