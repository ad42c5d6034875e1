import { ChakraProvider } from '@chakra-ui/react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { system } from '../theme.ts';
import { DISMISSED_KEY, InstallBanner, installBannerMode } from './install-banner.tsx';
import { pwaState } from './pwa-state.ts';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

function showBanner() {
  return render(
    <ChakraProvider value={system}>
      <InstallBanner />
    </ChakraProvider>,
  );
}

/** What Chrome fires when the app may be installed, with the visitor's answer to its dialog. */
function offerInstall(outcome: 'accepted' | 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

function standalone(matches: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches: matches && query.includes('standalone'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList,
  );
}

beforeEach(() => {
  window.localStorage.clear();
  pwaState.set({ started: true, installPrompt: null, installed: false, update: null });
  standalone(false);
});

describe('the install banner', () => {
  it('offers "Install App" when the browser offered its prompt; accepting clears the prompt and hides the banner', async () => {
    const offer = offerInstall('accepted');
    expect(offer.defaultPrevented).toBe(true);
    showBanner();

    await userEvent.click(screen.getByRole('button', { name: 'Install App' }));

    expect(offer.prompt).toHaveBeenCalledTimes(1);
    expect(pwaState.get().installPrompt).toBeNull();
    expect(screen.queryByRole('region', { name: 'Install the app' })).toBeNull();
  });

  it('otherwise shows "Add to Home Screen" with the steps, and closing it is remembered', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    const first = showBanner();
    const banner = screen.getByRole('region', { name: 'Install the app' });
    expect(banner.textContent).toContain('Add to Home Screen');
    expect(banner.textContent).toContain('tap the Share button in Safari, then “Add to Home Screen”');
    expect(screen.queryByRole('button', { name: 'Install App' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Close the install banner' }));
    expect(screen.queryByRole('region', { name: 'Install the app' })).toBeNull();
    expect(window.localStorage.getItem(DISMISSED_KEY)).not.toBeNull();

    first.unmount();
    showBanner();
    expect(screen.queryByRole('region', { name: 'Install the app' })).toBeNull();
  });

  it('is hidden when the app runs standalone, and after it is installed', () => {
    standalone(true);
    const installedApp = showBanner();
    expect(screen.queryByRole('region', { name: 'Install the app' })).toBeNull();
    installedApp.unmount();

    standalone(false);
    showBanner();
    expect(screen.getByRole('region', { name: 'Install the app' })).toBeTruthy();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.queryByRole('region', { name: 'Install the app' })).toBeNull();
  });
});

describe('which banner', () => {
  const prompt = {} as never;
  it.each([
    [{ standalone: false, installed: false, dismissed: false, installPrompt: prompt }, 'install'],
    [{ standalone: false, installed: false, dismissed: false, installPrompt: null }, 'instructions'],
    [{ standalone: true, installed: false, dismissed: false, installPrompt: prompt }, 'hidden'],
    [{ standalone: false, installed: true, dismissed: false, installPrompt: null }, 'hidden'],
    [{ standalone: false, installed: false, dismissed: true, installPrompt: prompt }, 'hidden'],
  ])('%o -> %s', (state, mode) => {
    expect(installBannerMode(state)).toBe(mode);
  });
});
