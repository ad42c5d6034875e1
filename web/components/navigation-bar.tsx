import { Box, Button, CloseButton, Container, Drawer, Flex, HStack, Link, Portal, Stack, Text } from '@chakra-ui/react';
import { SiteLink } from './site-link.tsx';
import { useState } from 'react';
import { MAIN_LINKS } from '../content/navigation.ts';
import { useCurrentOwner } from './current-owner.tsx';

/** Signed out: Book Now and Login; signed in: Dashboard and Logout (a server path the browser visits). */
function AccountActions({ onNavigate, stacked = false }: { onNavigate?: () => void; stacked?: boolean }) {
  const state = useCurrentOwner();
  const width = stacked ? 'full' : undefined;
  if (state.status === 'signed-in') {
    return (
      <>
        <Button asChild colorPalette="brand" size="sm" width={width}>
          <SiteLink to="/dashboard" onClick={onNavigate}>
            Dashboard
          </SiteLink>
        </Button>
        <Button asChild variant="outline" colorPalette="brand" size="sm" width={width}>
          <a href="/api/logout">Logout</a>
        </Button>
      </>
    );
  }
  return (
    <>
      <Button asChild colorPalette="brass" size="sm" width={width}>
        <SiteLink to="/booking" onClick={onNavigate}>
          Book Now
        </SiteLink>
      </Button>
      <Button asChild variant="outline" colorPalette="brand" size="sm" width={width}>
        <SiteLink to="/login" onClick={onNavigate}>
          Login
        </SiteLink>
      </Button>
    </>
  );
}

function NavLink({ to, label, onNavigate }: { to: string; label: string; onNavigate?: () => void }) {
  return (
    <Link asChild color="fg" fontWeight="medium" _currentPage={{ color: 'brand.700', textDecoration: 'underline' }}>
      <SiteLink to={to} onClick={onNavigate} activeOptions={{ exact: true }}>
        {label}
      </SiteLink>
    </Link>
  );
}

/** Under 768 px the links move into a side drawer, opened from the menu button. */
function MenuDrawer() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="end" size="xs">
      <Drawer.Trigger asChild>
        <Button variant="outline" colorPalette="brand" size="sm" hideFrom="md" aria-label="Open the menu">
          Menu
        </Button>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title fontFamily="heading">Sunningdale Cat Hotel</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack as="nav" aria-label="Main" gap="4" fontSize="lg">
                {MAIN_LINKS.map((link) => (
                  <NavLink key={link.to} {...link} onNavigate={close} />
                ))}
              </Stack>
              <Stack gap="3" mt="8">
                <AccountActions onNavigate={close} stacked />
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close the menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

export function NavigationBar() {
  return (
    <Box as="header" bg="white" borderBottomWidth="1px" borderColor="bg.muted" position="sticky" top="0" zIndex="sticky">
      <Container maxW="7xl">
        {/* From 768 px to 1279 px the links take a second row; from 1280 px all fits on one. */}
        <Flex align="center" justify="space-between" minH="16" columnGap="4" wrap="wrap">
          <Link asChild _hover={{ textDecoration: 'none' }}>
            <SiteLink to="/">
              <Text fontFamily="heading" fontSize={{ base: 'lg', lg: 'xl' }} color="brand.800" lineHeight="1.1">
                Sunningdale Cat Hotel
              </Text>
            </SiteLink>
          </Link>
          <HStack
            as="nav"
            aria-label="Main"
            hideBelow="md"
            gap={{ md: '5', xl: '4' }}
            fontSize="sm"
            order={{ md: 3, xl: 0 }}
            width={{ md: 'full', xl: 'auto' }}
            justify="center"
            pb={{ md: '3', xl: '0' }}
          >
            {MAIN_LINKS.map((link) => (
              <NavLink key={link.to} {...link} />
            ))}
          </HStack>
          <HStack gap="2" hideBelow="md">
            <AccountActions />
          </HStack>
          <MenuDrawer />
        </Flex>
      </Container>
    </Box>
  );
}
