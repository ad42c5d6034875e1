import { Button, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Modal, ModalBody, ModalContent, ModalFooter, ModalTitle } from './modal.tsx';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** A confirm that loses something is red. */
  destructive?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A question the owner answers before something is removed or discarded (alertdialog: focus stays inside). */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  destructive = false,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal role="alertdialog" open={open} onClose={onCancel} px="4">
      <ModalContent>
        <ModalTitle>{title}</ModalTitle>
        <ModalBody>
          <Text color="fg.muted" as="div">
            {children}
          </Text>
        </ModalBody>
        <ModalFooter>
          <Button variant="outline" colorPalette="brand" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button colorPalette={destructive ? 'red' : 'brand'} onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </ModalFooter>
      </ModalContent>
    </Modal>
  );
}
