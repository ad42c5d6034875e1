import { Stack } from '@chakra-ui/react';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { pwaState } from './pwa-state.ts';

// Their code loads only when there is something to show, never before the page is interactive.
const UpdatePrompt = lazy(() => import('./update-prompt.tsx').then((module) => ({ default: module.UpdatePrompt })));

/**
 * Where the update prompt appears: a corner of the screen above the page, in the body, not in
 * #root (so the build's prerender never captures it, and nothing on the page moves when it
 * appears).
 */
export function PwaSlot() {
  const state = useSyncExternalStore(pwaState.subscribe, pwaState.get, pwaState.get);
  const [updateLater, setUpdateLater] = useState<unknown>(null);
  const showUpdate = state.update !== null && updateLater !== state.update;
  if (!showUpdate) return null;
  return createPortal(
    <Stack
      position="fixed"
      zIndex="banner"
      insetX="3"
      bottom="calc(env(safe-area-inset-bottom, 0px) + 0.75rem)"
      mx="auto"
      maxW="md"
      gap="3"
    >
      <Suspense fallback={null}>
        {showUpdate && state.update !== null ? <UpdatePrompt offer={state.update} onLater={() => setUpdateLater(state.update)} /> : null}
      </Suspense>
    </Stack>,
    document.body,
  );
}
