import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useUnsavedForm } from '../components/unsaved-forms.ts';
import { system } from '../theme.ts';
import { UpdatePrompt } from './update-prompt.tsx';

const UNSAVED = 'A form on this page has changes you have not saved. Save or close it first; press Update again to update anyway and lose them.';

/** A form on screen, with or without typing the owner has not saved. */
function OpenForm({ dirty }: { dirty: boolean }) {
  useUnsavedForm(dirty);
  return null;
}

function offerUpdate({ formDirty, unsynced = 0 }: { formDirty: boolean; unsynced?: number }) {
  const offer = { unsyncedChanges: unsynced, recount: vi.fn(async () => unsynced), apply: vi.fn() };
  render(
    <ChakraProvider value={system}>
      <OpenForm dirty={formDirty} />
      <UpdatePrompt offer={offer} onLater={() => {}} />
    </ChakraProvider>,
  );
  return offer;
}

describe('the update prompt', () => {
  it('updates at once when nothing typed would be lost', async () => {
    const offer = offerUpdate({ formDirty: false });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Update' }));
    expect(offer.apply).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(UNSAVED)).toBeNull();
  });

  it('says first that an unsaved form would be lost, and updates on the second press', async () => {
    const offer = offerUpdate({ formDirty: true });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(offer.apply).not.toHaveBeenCalled();
    expect(screen.getByText(UNSAVED)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(offer.apply).toHaveBeenCalledTimes(1);
  });
});
