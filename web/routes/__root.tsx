import { Box, Flex, SkipNavContent, SkipNavLink } from '@chakra-ui/react';
import { createRootRoute, Outlet, useLocation } from '@tanstack/react-router';
import { NavigationBar } from '../components/navigation-bar.tsx';
import { NotFound } from '../components/not-found.tsx';
import { SiteFooter } from '../components/site-footer.tsx';
import { InstallSlot, PwaSlot } from '../pwa/pwa-slot.tsx';

export const Route = createRootRoute({
  component: SiteFrame,
  notFoundComponent: NotFound,
});

/** The staff area (/staff...) has its own bar: the public site's links are noise at the desk. */
const isStaffArea = (pathname: string) => pathname === '/staff' || pathname.startsWith('/staff/');

function SiteFrame() {
  const publicFrame = !useLocation({ select: (location) => isStaffArea(location.pathname) });
  return (
    <Flex direction="column" minH="100dvh">
      <SkipNavLink>Skip to the page</SkipNavLink>
      {publicFrame && <NavigationBar />}
      <Box as="main" flex="1">
        <SkipNavContent />
        <Outlet />
      </Box>
      {publicFrame && <InstallSlot />}
      {publicFrame && <SiteFooter />}
      <PwaSlot />
    </Flex>
  );
}
