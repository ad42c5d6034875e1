import { Box, Button, CloseButton, Container, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useState, useSyncExternalStore } from 'react';
import { mayBeSignedIn } from '../components/current-owner.tsx';
import { type Device, deviceOf, showedInterest } from './install-interest.ts';
import { type InstallPromptEvent, pwaState } from './pwa-state.ts';

/** When the visitor last closed the banner, on this device. */
export const DISMISSED_KEY = 'hotel_install_banner_dismissed';
/** A closed banner stays closed this long. */
export const DISMISSED_DAYS = 30;

export type InstallBannerMode = 'hidden' | 'install' | 'instructions';


/**
 * Specification point 2, as issue 18 narrowed it: the banner shows only where it can help (a
 * phone or tablet that does not run the app installed already), only to a visitor who has shown
 * interest (install-interest.ts), and not again for 30 days once closed. "Install App" where the
 * browser offered its own prompt; otherwise "Add to Home Screen" with this device's steps.
 */
export function installBannerMode(state: {
  device: Device;
  standalone: boolean;
  installed: boolean;
  dismissed: boolean;
  interested: boolean;
  installPrompt: InstallPromptEvent | null;
}): InstallBannerMode {
  if (state.device === 'other' || state.standalone || state.installed || state.dismissed || !state.interested) return 'hidden';
  return state.installPrompt === null ? 'instructions' : 'install';
}

function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia('(display-mode: standalone)').matches;
}

/** Whether the banner was closed less than 30 days before `now`. */
export function dismissedRecently(closedAt: string | null, now: Date): boolean {
  if (closedAt === null) return false;
  const closed = Date.parse(closedAt);
  return Number.isFinite(closed) && now.getTime() - closed < DISMISSED_DAYS * 24 * 60 * 60 * 1000;
}

function readDismissed(): boolean {
  try {
    return dismissedRecently(window.localStorage.getItem(DISMISSED_KEY), new Date());
  } catch {
    return false;
  }
}

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
      <Box role="region" aria-label="Install the app" bg="bg.panel" borderWidth="1px" borderColor="brand.200" rounded="l3" shadow="sm" p="4" position="relative">
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
