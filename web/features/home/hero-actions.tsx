import { Button, Flex } from '@chakra-ui/react';
import { useCurrentOwner } from '../../components/current-owner.tsx';
import { SiteLink } from '../../components/site-link.tsx';
import { HOME_HERO } from '../../content/home.ts';

/**
 * The hero's two buttons. A signed-in owner goes straight to the dashboard; while the server has not
 * yet answered who is signed in, the button stays "Login", so it never flickers for most visitors.
 */
export function HeroActions() {
  const state = useCurrentOwner();
  const account = state.status === 'signed-in' ? { to: '/dashboard', label: 'Dashboard' } : { to: '/login', label: 'Login' };
  return (
    <Flex gap="3" wrap="wrap" pt="2">
      <Button asChild size="lg" colorPalette="brass" bg="brass.200" color="brand.950" _hover={{ bg: 'brass.100' }}>
        <SiteLink to={account.to}>{account.label}</SiteLink>
      </Button>
      <Button asChild size="lg" variant="outline" color="white" borderColor="whiteAlpha.700" _hover={{ bg: 'whiteAlpha.200' }}>
        <SiteLink to="/videos">{HOME_HERO.watchVideo}</SiteLink>
      </Button>
    </Flex>
  );
}
