import { Box, Flex, SkipNavContent, SkipNavLink } from '@chakra-ui/react';
import { createRootRoute, Outlet } from '@tanstack/react-router';
import { NavigationBar } from '../components/navigation-bar.tsx';
import { NotFound } from '../components/not-found.tsx';
import { SiteFooter } from '../components/site-footer.tsx';
import { PwaSlot } from '../pwa/pwa-slot.tsx';

export const Route = createRootRoute({
  component: SiteFrame,
  notFoundComponent: NotFound,
});

function SiteFrame() {
  return (
    <Flex direction="column" minH="100dvh">
      <SkipNavLink>Skip to the page</SkipNavLink>
      <NavigationBar />
      <Box as="main" flex="1">
        <SkipNavContent />
        <Outlet />
      </Box>
      <SiteFooter />
      <PwaSlot />
    </Flex>
  );
}
