import { Stack } from '@chakra-ui/react';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { mayBeSignedIn } from '../components/signed-in-hint.ts';
import { installBannerMayShow } from './install-interest.ts';
import { pwaState } from './pwa-state.ts';

// Their code loads only when there is something to show, after the page is interactive.
const UpdatePrompt = lazy(() => import('./update-prompt.tsx').then((module) => ({ default: module.UpdatePrompt })));
const InstallBanner = lazy(() => import('./install-banner.tsx').then((module) => ({ default: module.InstallBanner })));

/**
 * Where the update prompt appears: the bottom of the screen on a phone, the bottom right corner on
 * a laptop, above the page. It is put in the body, not in #root, so the build's prerender never
 * captures it, and nothing on the page moves when it appears.
 */
export function PwaSlot() {
  const state = useSyncExternalStore(pwaState.subscribe, pwaState.get, pwaState.get);
  const [laterFor, setLaterFor] = useState<unknown>(null);
  const update = state.update !== null && laterFor !== state.update ? state.update : null;
  if (update === null) return null;
  return createPortal(
    <Stack
      position="fixed"
      zIndex="banner"
      bottom="calc(env(safe-area-inset-bottom, 0px) + 0.75rem)"
      left={{ base: '3', md: 'auto' }}
      right={{ base: '3', md: '6' }}
      maxW={{ base: 'md', md: 'sm' }}
      mx={{ base: 'auto', md: '0' }}
      gap="3"
    >
      <Suspense fallback={null}>
        <UpdatePrompt offer={update} onLater={() => setLaterFor(update)} />
      </Suspense>
    </Stack>,
    document.body,
  );
}

/**
 * Where the install banner appears: in the page, after its content and before the footer, so it
 * never covers a form, a price or a button (issue 18). It waits for the page's load
 * (web/pwa/start.ts), so it never competes with it, and shows only where it can help.
 */
export function InstallSlot() {
  const state = useSyncExternalStore(pwaState.subscribe, pwaState.get, pwaState.get);
  // A laptop, or a visitor who has not shown interest yet, never fetches the banner's code.
  if (!state.started || !installBannerMayShow({ signedIn: mayBeSignedIn() })) return null;
  return (
    <Suspense fallback={null}>
      <InstallBanner />
    </Suspense>
  );
}
