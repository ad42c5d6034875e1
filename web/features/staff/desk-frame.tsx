import { Box, Button, Container, Flex, Grid, Link, Stack, Text } from '@chakra-ui/react';
import { useLocation } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { browserPage, LOGOUT_PATH } from '../../components/browser-page.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Toaster } from '../../components/toaster.tsx';
import { SiteLink } from '../../components/site-link.tsx';
import { ownerName } from './desk-words.ts';
import { useDeskMember } from './desk-access.tsx';
import { DeskOutboxStatus } from './desk-outbox-status.tsx';
import { forgetDesk } from './desk-snapshots.ts';
import { ProofDialog } from './proof-dialog.tsx';

interface DeskTab {
  to: string;
  label: string;
  /** Other addresses that belong to this tab: a night is read from the calendar. */
  alsoUnder?: string;
  managersOnly?: boolean;
}

const DESK_TABS: readonly DeskTab[] = [
  { to: '/staff', label: 'Today' },
  { to: '/staff/calendar', label: 'Calendar', alsoUnder: '/staff/nights' },
  { to: '/staff/bookings', label: 'Bookings' },
  { to: '/staff/owners', label: 'Owners' },
  { to: '/staff/settings', label: 'Settings', managersOnly: true },
];

const within = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

function isCurrent(tab: DeskTab, pathname: string): boolean {
  // Today is /staff itself; every other tab owns the addresses under it.
  if (tab.to === '/staff') return pathname === '/staff' || pathname === '/staff/';
  return within(pathname, tab.to) || (tab.alsoUnder !== undefined && within(pathname, tab.alsoUnder));
}

/**
 * Logout at the desk: the desk's copies on this phone go with the session. Offline the server
 * cannot end the session, so nothing is cleared and the desk says why.
 */
function LogOut() {
  const [offline, setOffline] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const leave = async () => {
    if (!navigator.onLine) return setOffline(true);
    setLeaving(true);
    // Storage that cannot be cleared must not keep anyone signed in.
    await forgetDesk().catch(() => undefined);
    browserPage.assign(LOGOUT_PATH);
  };
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        color="white"
        borderColor="whiteAlpha.700"
        _hover={{ bg: 'whiteAlpha.200' }}
        loading={leaving}
        onClick={() => void leave()}
      >
        Log out
      </Button>
      <ConfirmDialog
        open={offline}
        title="You are offline"
        confirmLabel="OK"
        cancelLabel="Close"
        onConfirm={() => setOffline(false)}
        onCancel={() => setOffline(false)}
      >
        Logging out needs an internet connection. The desk stays signed in on this phone until then.
      </ConfirmDialog>
    </>
  );
}

function DeskTabs({ tabs }: { tabs: readonly DeskTab[] }) {
  const pathname = useLocation({ select: (location) => location.pathname });
  return (
    <Box as="nav" aria-label="Staff" bg="white" borderBottomWidth="1px" borderColor="bg.muted" position="sticky" top="0" zIndex="sticky">
      <Container maxW="6xl" px={{ base: '1', md: '6' }}>
        <Grid as="ul" listStyleType="none" templateColumns={`repeat(${tabs.length}, 1fr)`} maxW={{ md: '2xl' }}>
          {tabs.map((tab) => (
            <li key={tab.to}>
              <Link
                asChild
                display="flex"
                alignItems="center"
                justifyContent="center"
                minH="12"
                px="1"
                fontSize={{ base: 'sm', md: 'md' }}
                fontWeight="semibold"
                color="fg.muted"
                borderBottomWidth="3px"
                borderColor="transparent"
                textDecoration="none"
                _hover={{ color: 'brand.800', textDecoration: 'none' }}
                _currentPage={{ color: 'brand.800', borderColor: 'brass.500' }}
              >
                <SiteLink to={tab.to} activeOptions={{ exact: true }} aria-current={isCurrent(tab, pathname) ? 'page' : undefined}>
                  {tab.label}
                </SiteLink>
              </Link>
            </li>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}

/** The staff area's frame: who is at the desk, Log out, and the desk's tabs. */
export function DeskFrame({ children }: { children: ReactNode }) {
  const member = useDeskMember();
  const tabs = DESK_TABS.filter((tab) => tab.managersOnly !== true || member.role === 'manager');
  return (
    <>
      <Toaster />
      <ProofDialog />
      <Box as="header" bg="brand.800" color="white">
        <Container maxW="6xl" py="3">
          <Flex align="center" justify="space-between" gap="3">
            <Stack gap="0" minW="0">
              <Text fontFamily="heading" fontSize={{ base: 'md', md: 'lg' }} lineHeight="1.2">
                Sunningdale Cat Hotel
              </Text>
              <Text fontSize="xs" textTransform="uppercase" letterSpacing="widest" color="brass.200" fontWeight="semibold">
                Staff desk
              </Text>
            </Stack>
            <Flex align="center" gap="3" minW="0">
              <Text fontSize="sm" truncate title={member.email}>
                {ownerName(member)}
              </Text>
              <LogOut />
            </Flex>
          </Flex>
        </Container>
      </Box>
      <DeskTabs tabs={tabs} />
      <Container maxW="6xl" py={{ base: '5', md: '8' }} px={{ base: '3', md: '6' }}>
        <Stack gap="4">
          <DeskOutboxStatus member={member} />
          {children}
        </Stack>
      </Container>
    </>
  );
}
