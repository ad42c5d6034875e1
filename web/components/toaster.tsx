import { Toaster as ChakraToaster, createToaster, Portal, Stack, Toast } from '@chakra-ui/react';

/**
 * The owner area's toasts (spec points 8 and 9): one visible at a time, shown for 5 s, at most
 * 420 px wide from 768 px up. At the top, clear of the install banner at the bottom. Only owner-area routes render the Toaster, so the public pages
 * never load Chakra's toast machinery.
 */
export const toaster = createToaster({ placement: 'top-end', duration: 5000, pauseOnPageIdle: true });

export type ToastKind = 'success' | 'error' | 'info';

/** Shows one toast, replacing the one on screen: the newest news is the one that matters. */
export function notify(title: string, description?: string, kind: ToastKind = 'success'): void {
  toaster.remove();
  toaster.create({ title, description, type: kind, closable: true });
}

/**
 * A change the owner just made. Offline it is kept on this phone and sent later, and the toast says
 * so rather than letting "saved" suggest the hotel already has it (DESIGN 4.8).
 */
export function notifyChange(title: string, description: string): void {
  notify(title, navigator.onLine ? description : `${description} It will reach the hotel when you are back online.`);
}

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          // The hotel's deep teal, or a dark red for a failure: white text on either passes AA.
          <Toast.Root width={{ md: 'sm' }} maxW={{ md: '420px' }} bg={toast.type === 'error' ? 'red.700' : 'brand.800'} color="white">
            <Toast.Indicator color={toast.type === 'error' ? 'white' : 'brass.200'} />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title !== undefined && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description !== undefined && <Toast.Description opacity="1">{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable === true && <Toast.CloseTrigger aria-label="Close the message" color="white" />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
