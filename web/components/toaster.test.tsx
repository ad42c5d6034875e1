import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify, Toaster } from './toaster.tsx';
import { system } from '../theme.ts';

function renderToaster() {
  render(
    <ChakraProvider value={system}>
      <Toaster />
    </ChakraProvider>,
  );
  return screen.getByRole('region', { name: 'Notifications' });
}

/** Says the page is hidden (another app in front) or shown again, as the browser does. */
function setPageHidden(hidden: boolean): void {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
}

const wait = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  setPageHidden(false);
  vi.useRealTimers();
});

describe('the owner area’s toasts', () => {
  it('shows one at a time, the newest, for 5 s; news as a status, a failure as an alert', () => {
    const region = renderToaster();
    act(() => notify('Cat Added', 'Mochi is in your cats.'));
    expect(within(region).getByRole('status').textContent).toContain('Cat AddedMochi is in your cats.');
    wait(3000);
    act(() => notify('Could not save', 'Please try again.', 'error'));
    expect(within(region).queryByRole('status')).toBeNull();
    expect(within(region).getByRole('alert').textContent).toContain('Could not save');
    // The new toast has its own 5 s, not what was left of the old one's.
    wait(4900);
    expect(within(region).queryByRole('alert')).not.toBeNull();
    wait(100);
    expect(region.textContent).toBe('');
  });

  it('waits while the pointer or the focus is on it, and while the page is hidden', () => {
    const region = renderToaster();
    act(() => notify('Profile Updated'));
    const toast = within(region).getByRole('status');
    wait(2000);
    fireEvent.pointerOver(toast);
    wait(10_000);
    fireEvent.pointerOut(toast);
    wait(2000);
    act(() => within(toast).getByRole('button', { name: 'Close the message' }).focus());
    wait(10_000);
    act(() => (document.activeElement as HTMLElement).blur());
    setPageHidden(true);
    wait(10_000);
    setPageHidden(false);
    wait(900);
    expect(within(region).queryByRole('status')).not.toBeNull();
    wait(100);
    expect(within(region).queryByRole('status')).toBeNull();
  });

  it('closes with its button or Escape', () => {
    const region = renderToaster();
    act(() => notify('Cat Removed'));
    fireEvent.click(within(region).getByRole('button', { name: 'Close the message' }));
    expect(region.textContent).toBe('');
    act(() => notify('Cat Updated'));
    fireEvent.keyDown(within(region).getByRole('status'), { key: 'Escape' });
    expect(region.textContent).toBe('');
  });
});
