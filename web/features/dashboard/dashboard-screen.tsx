import { Box, Container, Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { SyncStatus } from '../../components/sync-status.tsx';
import { rememberPendingReservation } from '../../components/pending-reservation.ts';
import { useProfile } from '../../db.ts';
import { CatsTab } from './cats-tab.tsx';
import { ConfirmEmailBanner } from './confirm-email-banner.tsx';
import { DraftBanner } from './draft-banner.tsx';
import { NewBookingTab } from './new-booking-tab.tsx';
import { ProfileTab } from './profile-tab.tsx';
import { ReservationsTab } from './reservations-tab.tsx';
import { DASHBOARD_TABS, type DashboardTab } from './tabs.ts';


const TAB_LABELS: Record<DashboardTab, string> = {
  reservations: 'My Reservations',
  'new-booking': 'New Booking',
  cats: 'My Cats',
  profile: 'Profile',
};

/** The owner's dashboard (spec point 2): four tabs, My Reservations first. */
export function DashboardScreen({ tab, onTabChange }: { tab: DashboardTab; onTabChange: (tab: DashboardTab) => void }) {
  const owner = useProfile();
  const navigate = useNavigate();
  const name = owner?.firstName ?? null;
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
            <SyncStatus />
          </Stack>
        </Container>
      </Box>
      <Container maxW="5xl" py={{ base: '6', md: '10' }}>
        <ConfirmEmailBanner />
        <DraftBanner onBooked={() => onTabChange('reservations')} />
        <Tabs.Root
          value={tab}
          onValueChange={(details) => onTabChange(details.value as DashboardTab)}
          variant="enclosed"
          colorPalette="brand"
          lazyMount
          unmountOnExit
        >
          <Tabs.List
            display="grid"
            gridTemplateColumns={{ base: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }}
            width="full"
            bg="bg.muted"
            p="1"
            gap="1"
            borderRadius="l3"
          >
            {DASHBOARD_TABS.map((value) => (
              <Tabs.Trigger
                key={value}
                value={value}
                justifyContent="center"
                color="fg"
                fontWeight="medium"
                _selected={{ bg: 'white', color: 'brand.800', shadow: 'sm' }}
              >
                {TAB_LABELS[value]}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="reservations" pt="8">
            <ReservationsTab onNewBooking={() => onTabChange('new-booking')} />
          </Tabs.Content>
          <Tabs.Content value="new-booking" pt="8">
            <NewBookingTab
              onCreated={(bookingId) => {
                // Straight on to confirm it and pay the deposit (spec: Dashboard new booking), offline
                // too: that page then says the booking reaches the hotel, and the deposit can be paid,
                // once the phone is online.
                rememberPendingReservation(bookingId);
                void navigate({ to: '/reservation-confirm' });
              }}
              onAddCat={() => onTabChange('cats')}
            />
          </Tabs.Content>
          <Tabs.Content value="cats" pt="8">
            <CatsTab />
          </Tabs.Content>
          <Tabs.Content value="profile" pt="8">
            <ProfileTab />
          </Tabs.Content>
        </Tabs.Root>
      </Container>
    </>
  );
}
