import { Stack } from '@chakra-ui/react';
import { MAIN_LINKS } from '../content/navigation.ts';
import { Modal, ModalBody, ModalClose, ModalContent, ModalTitle } from './modal.tsx';
import { AccountActions, NavLink } from './navigation-links.tsx';

/** The side drawer phones get instead of the link row; loaded the first time it is opened. */
export default function MenuDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const close = () => onOpenChange(false);
  return (
    <Modal open={open} onClose={close} placement="end">
      <ModalContent>
        <ModalTitle fontWeight="semibold" fontSize="lg" color="inherit">
          Sunningdale Cat Hotel
        </ModalTitle>
        <ModalBody>
          <Stack as="nav" aria-label="Main" gap="4" fontSize="lg">
            {MAIN_LINKS.map((link) => (
              <NavLink key={link.to} {...link} onNavigate={close} />
            ))}
          </Stack>
          <Stack gap="3" mt="8">
            <AccountActions onNavigate={close} stacked />
          </Stack>
        </ModalBody>
        <ModalClose aria-label="Close the menu" />
      </ModalContent>
    </Modal>
  );
}
