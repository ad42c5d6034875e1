import type { ReactNode } from 'react';
import { Modal } from '../../components/modal.tsx';

/**
 * The frame of the dashboard's form dialogs: the whole screen on a phone, where a long form needs
 * the room; a centred panel from tablets up. Its body scrolls, so the buttons stay in reach.
 */
export function FormDialog({ open, onClose, children }: { open: boolean; onClose: () => void; children: ReactNode }) {
  return (
    <Modal open={open} onClose={onClose} size={{ base: 'full', md: 'lg' }} scroll="inside">
      {children}
    </Modal>
  );
}
