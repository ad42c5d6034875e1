import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { system } from '../theme.ts';
import { Modal, ModalBody, ModalClose, ModalContent, ModalTitle } from './modal.tsx';

// The wiring between the browser's <dialog> and the dialog's owner. The browser's own part (top
// layer, inertness, Escape, focus) is checked in Chromium: e2e/gallery.spec.ts, navigation.spec.ts.

/** A dialog whose owner closes it when asked, as every caller does, counting the requests. */
function Owner({ role, onClose }: { role?: 'dialog' | 'alertdialog'; onClose: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <ChakraProvider value={system}>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        open={open}
        role={role}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        <ModalContent>
          <ModalTitle>Delete Mochi?</ModalTitle>
          <ModalBody>
            <input aria-label="Reason" />
          </ModalBody>
          <ModalClose aria-label="Close" />
        </ModalContent>
      </Modal>
    </ChakraProvider>
  );
}

const frameOf = () => document.querySelector('dialog')!;

describe('Modal', () => {
  it('is shown modally, named by its title, with the first control focused; the × closes it', async () => {
    const onClose = vi.fn();
    render(<Owner onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Delete Mochi?' });
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(document.activeElement).toBe(screen.getByLabelText('Reason'));
    // The page behind has no scrollbar to scroll it while the dialog is open.
    expect(document.documentElement.style.overflow).toBe('hidden');

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('leaves Escape to its owner, and hears of a close the browser made by itself', async () => {
    const onClose = vi.fn();
    render(<Owner onClose={onClose} />);
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(frameOf(), cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    frameOf().close();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on a tap beside the panel, unless it is an alertdialog', () => {
    // jsdom lays nothing out: the dialog is given a phone's width, so a tap at x 10 is on it.
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(390);
    const onClose = vi.fn();
    const { unmount } = render(<Owner role="alertdialog" onClose={onClose} />);
    const tapBeside = () => {
      fireEvent.pointerDown(frameOf(), { clientX: 10 });
      fireEvent.click(frameOf(), { clientX: 10 });
    };
    tapBeside();
    expect(onClose).not.toHaveBeenCalled();
    expect(frameOf().open).toBe(true);
    unmount();

    render(<Owner onClose={onClose} />);
    // Pressed in the panel and released beside it (a text selection dragged out): no tap.
    fireEvent.pointerDown(screen.getByLabelText('Reason'), { clientX: 10 });
    fireEvent.click(frameOf(), { clientX: 10 });
    expect(onClose).not.toHaveBeenCalled();
    tapBeside();
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
