import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { SyncStatus } from '../../components/sync-status.tsx';
import { rememberPendingReservation } from '../../components/pending-reservation.ts';
import { Tabs } from '../../components/tabs.tsx';
import { useProfile } from '../../db.ts';
import { CatsTab } from './cats-tab.tsx';
import { ConfirmEmailBanner } from './confirm-email-banner.tsx';
import { DraftBanner } from './draft-banner.tsx';
import { NewBookingTab } from './new-booking-tab.tsx';
import { type AccountControlsSlot, ProfileTab } from './profile-tab.tsx';
import { ReservationsTab } from './reservations-tab.tsx';
import { DASHBOARD_TABS, type DashboardTab } from './tabs.ts';

const TAB_LABELS: Record<DashboardTab, string> = {
  reservations: 'My Reservations',
  'new-booking': 'New Booking',
  cats: 'My Cats',
  profile: 'Profile',
};

interface DashboardScreenProps {
  tab: DashboardTab;
  onTabChange: (tab: DashboardTab) => void;
  /** Profile's account sections, from the account feature (the route composes the two). */
  accountControls: AccountControlsSlot;
}

/** The owner's dashboard (spec point 2): four tabs, My Reservations first. */
export function DashboardScreen({ tab, onTabChange, accountControls }: DashboardScreenProps) {
  const owner = useProfile();
  const navigate = useNavigate();
  const name = owner?.firstName ?? null;
  // A refused booking taken back to the form: the form opens afresh on the draft it left.
  const [formOpened, setFormOpened] = useState(0);
  return (
    <>
      <Box bg="brand.800" color="white" pt={{ base: '8', md: '12' }} pb={{ base: '6', md: '8' }}>
        <Container maxW="5xl">
          <Stack gap="3">
            <Text textTransform="uppercase" letterSpacing="widest" fontSize="xs" color="brass.200" fontWeight="semibold">
              My Dashboard
            </Text>
            <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }} fontWeight="normal" lineHeight="1.15">
              {name === null ? 'Welcome' : `Welcome, ${name}`}
            </Heading>
            <SyncStatus
              onChooseOtherDates={() => {
                setFormOpened((count) => count + 1);
                onTabChange('new-booking');
              }}
            />
          </Stack>
        </Container>
      </Box>
      <Container maxW="5xl" py={{ base: '6', md: '10' }}>
        <ConfirmEmailBanner />
        <DraftBanner onBooked={() => onTabChange('reservations')} />
        <Tabs label="My Dashboard" tabs={DASHBOARD_TABS.map((value) => ({ value, label: TAB_LABELS[value] }))} value={tab} onChange={onTabChange}>
          {tab === 'reservations' && <ReservationsTab onNewBooking={() => onTabChange('new-booking')} onOpenMyCats={() => onTabChange('cats')} />}
          {tab === 'new-booking' && (
            <NewBookingTab
              key={formOpened}
              onCreated={(bookingId) => {
                // The hotel has it: straight on to confirm it and pay the deposit (spec: Dashboard new booking).
                rememberPendingReservation(bookingId);
                void navigate({ to: '/reservation-confirm' });
              }}
              // Not sent yet: nothing to pay for, and the hotel may still refuse it. My Reservations
              // shows it waiting, and says what the hotel answered once it arrives.
              onWaiting={() => onTabChange('reservations')}
              onAddCat={() => onTabChange('cats')}
            />
          )}
          {tab === 'cats' && <CatsTab />}
          {tab === 'profile' && <ProfileTab accountControls={accountControls} />}
        </Tabs>
      </Container>
    </>
  );
}
