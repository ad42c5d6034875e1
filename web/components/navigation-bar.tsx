import { Box, Button, Container, Flex, HStack, Link, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { MAIN_LINKS } from '../content/navigation.ts';
import { AccountActions, NavLink } from './navigation-links.tsx';
import { QUICK_LINKS_ID } from './site-footer.tsx';
import { SiteLink } from './site-link.tsx';

// Phones fetch the drawer on first open: desktops, and visitors who never open the menu, do without it.
const MenuDrawer = lazy(() => import('./menu-drawer.tsx'));

/** Under 768 px the links move into a side drawer, opened from the menu button. */
function MenuButton() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const openMenu = () => {
    setWanted(true);
    setOpen(true);
  };
  return (
    <>
      {/* A link to the footer's quick links until the app has taken over a prerendered page
          (a tap then would otherwise do nothing); from then on it opens the drawer. */}
      <Button asChild variant="outline" colorPalette="brand" size="sm" hideFrom="md">
        <a
          href={`#${QUICK_LINKS_ID}`}
          role="button"
          aria-label="Open the menu"
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={(event) => {
            event.preventDefault();
            openMenu();
          }}
          // A button opens on Space as well as Enter (a link only on Enter).
          onKeyDown={(event) => {
            if (event.key !== ' ') return;
            event.preventDefault();
            openMenu();
          }}
          // Fetch the drawer as soon as a finger or pointer heads for the button.
          onPointerEnter={() => void import('./menu-drawer.tsx')}
          onTouchStart={() => void import('./menu-drawer.tsx')}
        >
          Menu
        </a>
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <MenuDrawer open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
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
          <MenuButton />
        </Flex>
      </Container>
    </Box>
  );
}
