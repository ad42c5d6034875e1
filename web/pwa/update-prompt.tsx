import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { hasUnsavedForm } from '../components/unsaved-forms.ts';
import type { UpdateOffer } from './pwa-state.ts';

const changes = (count: number) => (count === 1 ? '1 change' : `${count} changes`);

/**
 * "A new version is available", with Update (the new build takes over and the page reloads into
 * it) and Later. The owner's unsynced changes are named before the reload, never lost by it:
 * they wait in IndexedDB, which neither the update nor the version check touches (D14).
 */
export function UpdatePrompt({ offer, onLater }: { offer: UpdateOffer; onLater: () => void }) {
  const [unsynced, setUnsynced] = useState(offer.unsyncedChanges);
  const [formWarned, setFormWarned] = useState(false);
  const [updating, setUpdating] = useState(false);

  const update = async () => {
    // A change made since the offer appeared: say so first; the next press updates.
    const now = await offer.recount();
    if (now > unsynced) {
      setUnsynced(now);
      return;
    }
    // The reload would lose what is typed in an open form: say so once; the next press updates.
    if (hasUnsavedForm() && !formWarned) {
      setFormWarned(true);
      return;
    }
    setUpdating(true);
    offer.apply();
  };

  return (
    <Box role="region" aria-label="App update" bg="bg.panel" borderWidth="1px" borderColor="brand.200" rounded="l3" shadow="lg" p="4">
      <Text fontWeight="semibold" color="brand.800" aria-live="polite">
        A new version is available
      </Text>
      {unsynced > 0 ? (
        <Text fontSize="sm" color="fg.muted" mt="1" aria-live="polite">
          You have {changes(unsynced)} waiting to sync. They stay saved on this device through the update and sync when you are online.
        </Text>
      ) : null}
      {formWarned ? (
        <Text fontSize="sm" color="red.700" mt="1" aria-live="polite">
          A form on this page has changes you have not saved. Save or close it first; press Update again to update anyway and lose them.
        </Text>
      ) : null}
      <HStack mt="3" gap="2" justify="flex-end">
        <Button size="sm" variant="ghost" colorPalette="brand" onClick={onLater} disabled={updating}>
          Later
        </Button>
        <Button size="sm" colorPalette="brand" onClick={() => void update()} loading={updating} loadingText="Updating">
          Update
        </Button>
      </HStack>
    </Box>
  );
}
