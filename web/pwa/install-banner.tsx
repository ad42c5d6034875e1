import { Box, Button, CloseButton, Container, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useState, useSyncExternalStore } from 'react';
import { mayBeSignedIn } from '../components/signed-in-hint.ts';
import { type Device, deviceOf, DISMISSED_KEY, installBannerMode, isStandalone, readDismissed, showedInterest } from './install-interest.ts';
import { type InstallPromptEvent, pwaState } from './pwa-state.ts';

const STEPS: Record<Exclude<Device, 'other'>, string> = {
  ios: 'On iPhone or iPad: tap the Share button in Safari, then “Add to Home Screen”.',
  android: 'On Android: open the browser menu (⋮), then “Install app” or “Add to Home screen”.',
};

/**
 * The install banner: the browser's own install dialog behind "Install App" where it offers one
 * (Chrome, Edge, Samsung Internet), the steps for the home screen where it does not (Safari on
 * iOS). Closing it is remembered on this device for 30 days.
 */
export function InstallBanner() {
  const state = useSyncExternalStore(pwaState.subscribe, pwaState.get, pwaState.get);
  const [dismissed, setDismissed] = useState(readDismissed);
  /** The visitor said no in the browser's dialog: no second offer in this visit. */
  const [declined, setDeclined] = useState(false);
  const device = deviceOf(navigator.userAgent, navigator.maxTouchPoints);
  const mode = installBannerMode({
    device,
    standalone: isStandalone(),
    installed: state.installed,
    dismissed: dismissed || declined,
    interested: showedInterest({ signedIn: mayBeSignedIn() }),
    installPrompt: state.installPrompt,
  });
  if (mode === 'hidden' || device === 'other') return null;

  const dismiss = () => {
    try {
      window.localStorage.setItem(DISMISSED_KEY, new Date().toISOString());
    } catch {
      // Storage refused: closed for this visit only.
    }
    setDismissed(true);
  };

  const install = async (offer: InstallPromptEvent) => {
    await offer.prompt();
    const { outcome } = await offer.userChoice;
    // An offer can be used once: accepted or not, it is spent.
    pwaState.set({ installPrompt: null, installed: outcome === 'accepted' });
    if (outcome !== 'accepted') setDeclined(true);
  };

  return (
    <Container maxW="md" px="4" pb="6">
      <Box
        role="region"
        aria-label="Install the app"
        bg="bg.panel"
        borderWidth="1px"
        borderColor="brand.200"
        rounded="l3"
        shadow="sm"
        p="4"
        position="relative"
      >
        <CloseButton size="sm" position="absolute" top="2" right="2" aria-label="Close the install banner" onClick={dismiss} />
        <HStack align="flex-start" gap="3" pr="8">
          <Image src="/icons/icon-192.png" alt="" width="10" height="10" rounded="md" flexShrink="0" />
          <Stack gap="1">
            <Text fontWeight="semibold" color="brand.800">
              {mode === 'install' ? 'Install our app' : 'Add to Home Screen'}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              Your cats and bookings one tap away, even with no signal.
            </Text>
            {mode === 'instructions' ? (
              <Text fontSize="sm" color="fg.muted">
                {STEPS[device]}
              </Text>
            ) : null}
          </Stack>
        </HStack>
        {mode === 'install' && state.installPrompt !== null ? (
          <HStack mt="3" justify="flex-end">
            <Button size="sm" colorPalette="brand" onClick={() => state.installPrompt !== null && void install(state.installPrompt)}>
              Install App
            </Button>
          </HStack>
        ) : null}
      </Box>
    </Container>
  );
}
