import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Modal, ModalClose, ModalFooter } from './modal.tsx';

/**
 * The frame of the app's form dialogs (the dashboard's, the desk's care plan): the whole screen on a phone, where a long form needs
 * the room; a centred panel from tablets up. Its body scrolls, so the buttons stay in reach.
 */
export function FormDialog({ open, onClose, children }: { open: boolean; onClose: () => void; children: ReactNode }) {
  return (
    <Modal open={open} onClose={onClose} size={{ base: 'full', md: 'lg' }} scroll="inside">
      {children}
    </Modal>
  );
}

/** The end of every such form: Cancel, the form's own submit button, and the corner's ×. */
export function FormDialogFooter({
  submit,
  busy,
  disabled = false,
  onClose,
}: {
  submit: string;
  busy: boolean;
  disabled?: boolean;
  onClose: () => void;
}) {
  return (
    <>
      <ModalFooter>
        <Button variant="outline" colorPalette="brand" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" colorPalette="brand" loading={busy} disabled={disabled}>
          {submit}
        </Button>
      </ModalFooter>
      <ModalClose aria-label="Close" />
    </>
  );
}
