import { CloseButton, Drawer, Portal, Stack } from '@chakra-ui/react';
import { MAIN_LINKS } from '../content/navigation.ts';
import { AccountActions, NavLink } from './navigation-links.tsx';

/** The side drawer phones get instead of the link row; loaded the first time it is opened. */
export default function MenuDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const close = () => onOpenChange(false);
  return (
    <Drawer.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="end" size="xs">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title fontFamily="heading">Sunningdale Cat Hotel</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack as="nav" aria-label="Main" gap="4" fontSize="lg">
                {MAIN_LINKS.map((link) => (
                  <NavLink key={link.to} {...link} onNavigate={close} />
                ))}
              </Stack>
              <Stack gap="3" mt="8">
                <AccountActions onNavigate={close} stacked />
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close the menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
