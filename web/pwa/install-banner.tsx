import { Box, Button, CloseButton, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useState, useSyncExternalStore } from 'react';
import { type InstallPromptEvent, pwaState } from './pwa-state.ts';

/** Remembered on this device once the visitor closes the banner. */
export const DISMISSED_KEY = 'hotel_install_banner_dismissed';

export type InstallBannerMode = 'hidden' | 'install' | 'instructions';

/**
 * Specification point 2: hidden when the app already runs installed (standalone), after it was
 * installed, or once dismissed; "Install App" when the browser offered its install prompt;
 * otherwise "Add to Home Screen" with instructions.
 */
export function installBannerMode(state: {
  standalone: boolean;
  installed: boolean;
  dismissed: boolean;
  installPrompt: InstallPromptEvent | null;
}): InstallBannerMode {
  if (state.standalone || state.installed || state.dismissed) return 'hidden';
  return state.installPrompt === null ? 'instructions' : 'install';
}

function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia('(display-mode: standalone)').matches;
}

function readDismissed(): boolean {
  try {
    return window.localStorage.getItem(DISMISSED_KEY) !== null;
  } catch {
    return false;
  }
}

type Platform = 'ios' | 'android' | 'other';

function platform(): Platform {
  const agent = navigator.userAgent;
  // iPadOS presents itself as a Mac, but a Mac has no touch screen.
  if (/iPhone|iPad|iPod/.test(agent) || (/Macintosh/.test(agent) && navigator.maxTouchPoints > 1)) return 'ios';
  return /Android/.test(agent) ? 'android' : 'other';
}

const STEPS: Record<Exclude<Platform, 'other'>, string> = {
  ios: 'On iPhone or iPad: tap the Share button in Safari, then “Add to Home Screen”.',
  android: 'On Android: open the browser menu (⋮), then “Install app” or “Add to Home screen”.',
};

/**
 * The install banner: the browser's own install dialog behind "Install App" where it offers one
 * (Chrome, Edge, Samsung Internet), the steps for the home screen where it does not (Safari on
 * iOS). Closing it is remembered on this device.
 */
export function InstallBanner() {
  const state = useSyncExternalStore(pwaState.subscribe, pwaState.get, pwaState.get);
  const [dismissed, setDismissed] = useState(readDismissed);
  /** The visitor said no in the browser's dialog: no second offer in this visit. */
  const [declined, setDeclined] = useState(false);
  const mode = installBannerMode({ standalone: isStandalone(), installed: state.installed, dismissed: dismissed || declined, installPrompt: state.installPrompt });
  if (mode === 'hidden') return null;

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

  const known = platform();
  const steps = known === 'other' ? [STEPS.ios, STEPS.android] : [STEPS[known]];

  return (
    <Box role="region" aria-label="Install the app" bg="bg.panel" borderWidth="1px" borderColor="brand.200" rounded="l3" shadow="lg" p="4" position="relative">
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
          {mode === 'instructions'
            ? steps.map((step) => (
                <Text key={step} fontSize="sm" color="fg.muted">
                  {step}
                </Text>
              ))
            : null}
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
  );
}
