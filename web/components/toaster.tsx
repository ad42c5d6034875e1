import { Box, chakra, Stack, Text } from '@chakra-ui/react';
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';

/**
 * The owner area's toasts (spec points 8 and 9): one visible at a time, shown for 5 s, at most
 * 420 px wide from 768 px up. Placed where they never cover the form being filled (issue 31): on a
 * phone at the top, over the navigation bar; from 768 px up at the bottom end, beside the page's
 * centred column; in a dialog above its panel, in the flow, so they push the form down rather than
 * lie over its fields. Validation messages stay at their field, never in a toast. Only owner-area
 * routes render the Toaster; every dialog carries a region too (below), so the gallery's viewer,
 * the one public page with a dialog, loads this small file and never shows a toast.
 *
 * Ours rather than Chakra's: Chakra's toast runs Zag's toast machines (a queue, stacking, swipes)
 * for what is one message at a time here, and cost 6.9 kB gzip more than this file in the scripts
 * every owner's phone keeps offline (docs/decisions/0029-the-apps-own-ui-components.md).
 */
const SHOWN_FOR_MS = 5000;

export type ToastKind = 'success' | 'error' | 'info';

interface Toast {
  id: number;
  title: string;
  description?: string;
  kind: ToastKind;
}

let shown: Toast | null = null;
let lastId = 0;
const listeners = new Set<() => void>();

/** Tells every region that the toast shown, or the regions drawn, changed. */
function changed(): void {
  for (const listener of listeners) listener();
}

function show(toast: Toast | null): void {
  shown = toast;
  changed();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows one toast, replacing the one on screen: the newest news is the one that matters. */
export function notify(title: string, description?: string, kind: ToastKind = 'success'): void {
  lastId += 1;
  show({ id: lastId, title, description, kind });
}

/**
 * A change the owner just made. Offline it is kept on this phone and sent later, and the toast says
 * so rather than letting "saved" suggest the hotel already has it (DESIGN 4.8).
 */
export function notifyChange(title: string, description: string): void {
  notify(title, navigator.onLine ? description : `${description} It will reach the hotel when you are back online.`);
}

/** Closes this toast, unless a newer one has already taken its place. */
function dismiss(id: number): void {
  if (shown?.id === id) show(null);
}

function subscribeToVisibility(listener: () => void): () => void {
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
}

/**
 * Counts the toast's time down only while the owner can read it undisturbed: not while the page is
 * hidden (another app, a locked phone), nor while the pointer or the focus is on the toast.
 */
function useCountdown(id: number, paused: boolean): void {
  const left = useRef(SHOWN_FOR_MS);
  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => dismiss(id), left.current);
    return () => {
      clearTimeout(timer);
      left.current -= Date.now() - started;
    };
  }, [id, paused]);
}

// Chakra's toast icons (a circled tick, a circled exclamation mark), drawn here so the toast needs
// none of Chakra's toast code.
const ICON_PATHS: Partial<Record<ToastKind, string>> = {
  success:
    'M12 22C6.47715 22 2 17.5228 2 12C2 6.47715 6.47715 2 12 2C17.5228 2 22 6.47715 22 12C22 17.5228 17.5228 22 12 22ZM12 20C16.4183 20 20 16.4183 20 12C20 7.58172 16.4183 4 12 4C7.58172 4 4 7.58172 4 12C4 16.4183 7.58172 20 12 20ZM11.0026 16L6.75999 11.7574L8.17421 10.3431L11.0026 13.1716L16.6595 7.51472L18.0737 8.92893L11.0026 16Z',
  error:
    'M12 22C6.47715 22 2 17.5228 2 12C2 6.47715 6.47715 2 12 2C17.5228 2 22 6.47715 22 12C22 17.5228 17.5228 22 12 22ZM12 20C16.4183 20 20 16.4183 20 12C20 7.58172 16.4183 4 12 4C7.58172 4 4 7.58172 4 12C4 16.4183 7.58172 20 12 20ZM11 15H13V17H11V15ZM11 7H13V13H11V7Z',
};
const CLOSE_PATH =
  'M18.7071 6.70711C19.0976 6.31658 19.0976 5.68342 18.7071 5.29289C18.3166 4.90237 17.6834 4.90237 17.2929 5.29289L12 10.5858L6.70711 5.29289C6.31658 4.90237 5.68342 4.90237 5.29289 5.29289C4.90237 5.68342 4.90237 6.31658 5.29289 6.70711L10.5858 12L5.29289 17.2929C4.90237 17.6834 4.90237 18.3166 5.29289 18.7071C5.68342 19.0976 6.31658 19.0976 6.70711 18.7071L12 13.4142L17.2929 18.7071C17.6834 19.0976 18.3166 19.0976 18.7071 18.7071C19.0976 18.3166 19.0976 17.6834 18.7071 17.2929L13.4142 12L18.7071 6.70711Z';

function ToastCard({ toast }: { toast: Toast }) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const hidden = useSyncExternalStore(subscribeToVisibility, () => document.hidden);
  useCountdown(toast.id, hovered || focused || hidden);
  const error = toast.kind === 'error';
  const icon = ICON_PATHS[toast.kind];
  return (
    <Box
      // An error interrupts; other news waits for a pause in what the screen reader is saying.
      role={error ? 'alert' : 'status'}
      aria-atomic="true"
      pointerEvents="auto"
      position="relative"
      display="flex"
      alignItems="flex-start"
      gap="3"
      py="4"
      ps="4"
      pe="6"
      width={{ base: 'full', md: 'sm' }}
      maxW={{ md: '420px' }}
      borderRadius="l2"
      boxShadow="xl"
      // The hotel's deep teal, or a dark red for a failure: white text on either passes AA.
      bg={error ? 'red.700' : 'brand.800'}
      color="white"
      animationName="slide-from-top-full, fade-in"
      animationDuration="slower"
      animationTimingFunction="cubic-bezier(0.21, 1.02, 0.73, 1)"
      _motionReduce={{ animationName: 'fade-in' }}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') dismiss(toast.id);
      }}
    >
      {icon !== undefined && (
        <chakra.svg
          viewBox="0 0 24 24"
          fill="currentColor"
          aria-hidden="true"
          focusable="false"
          flexShrink="0"
          boxSize="5"
          color={error ? 'white' : 'brass.200'}
        >
          <path d={icon} />
        </chakra.svg>
      )}
      <Stack gap="1" flex="1" maxWidth="100%">
        <Text textStyle="sm" fontWeight="medium" marginEnd="2">
          {toast.title}
        </Text>
        {toast.description !== undefined && <Text textStyle="sm">{toast.description}</Text>}
      </Stack>
      <chakra.button
        type="button"
        aria-label="Close the message"
        onClick={() => dismiss(toast.id)}
        position="absolute"
        top="1"
        insetEnd="1"
        padding="1"
        display="inline-flex"
        alignItems="center"
        justifyContent="center"
        borderRadius="l2"
        textStyle="md"
        cursor="button"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brass.200', outlineOffset: '2px' }}
      >
        <chakra.svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" boxSize="1em">
          <path fillRule="evenodd" clipRule="evenodd" d={CLOSE_PATH} />
        </chakra.svg>
      </chakra.button>
    </Box>
  );
}

/**
 * The toast regions drawn now, oldest first: the page's own, and one in each open dialog. Toasts
 * show in the newest. A modal <dialog> sits in the browser's top layer, above every z-index, and
 * makes the rest of the page inert, so a toast raised while one is open ("Could not save" in the
 * cat dialog) shows, can be closed and is read out only inside it; once it closes, the page's
 * region shows the toast again.
 */
const regions: symbol[] = [];

function useIsNewestRegion(): boolean {
  const [region] = useState(() => Symbol('toast region'));
  useLayoutEffect(() => {
    regions.push(region);
    changed();
    return () => {
      regions.splice(regions.indexOf(region), 1);
      changed();
    };
  }, [region]);
  return useSyncExternalStore(subscribe, () => regions.at(-1)) === region;
}

/**
 * Where the toasts show. On the page (`inFlow` false): at the top on a phone, full width, and at the
 * bottom end from 768 px up. In a centred dialog (`inFlow`): above the panel, taking room of its
 * own, so it never lies over the dialog's fields, however the dialog is scrolled. The region stays
 * in the page (or the dialog) while it is mounted, so a screen reader already watches it when a toast arrives.
 */
export function ToastRegion({ inFlow = false }: { inFlow?: boolean }) {
  const toast = useSyncExternalStore(subscribe, () => shown);
  const newest = useIsNewestRegion();
  const card = newest && toast !== null && <ToastCard key={toast.id} toast={toast} />;
  if (inFlow) {
    return (
      // First in the dialog's column (order), whatever its place among the dialog's children.
      <Box
        role="region"
        aria-label="Notifications"
        aria-live="polite"
        order="-1"
        flexShrink="0"
        display="flex"
        justifyContent="center"
        px="4"
        pt={card ? '4' : '0'}
        position="relative"
        zIndex="toast"
      >
        {card}
      </Box>
    );
  }
  return (
    <Box
      role="region"
      aria-label="Notifications"
      aria-live="polite"
      position="fixed"
      zIndex="toast"
      pointerEvents="none"
      top={{ base: 'max(env(safe-area-inset-top, 0px), 1rem)', md: 'auto' }}
      bottom={{ base: 'auto', md: 'max(env(safe-area-inset-bottom, 0px), 1rem)' }}
      insetInlineEnd="calc(env(safe-area-inset-right, 0px) + 1rem)"
      insetInlineStart={{ base: 'calc(env(safe-area-inset-left, 0px) + 1rem)', md: 'auto' }}
      display="flex"
      flexDirection="column"
      alignItems="flex-end"
    >
      {card}
    </Box>
  );
}

/** The page's toast region, at the end of the body. */
export function Toaster() {
  return createPortal(<ToastRegion />, document.body);
}
