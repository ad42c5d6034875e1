import { ChakraProvider } from '@chakra-ui/react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { system } from '../theme.ts';
import { InstallBanner } from './install-banner.tsx';
import { countVisit, deviceOf, DISMISSED_KEY, dismissedRecently, installBannerMode, notePricedStay } from './install-interest.ts';
import { pwaState } from './pwa-state.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';
const LAPTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

function onDevice(agent: string) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(agent);
}

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
    (query: string) =>
      ({
        matches: matches && query.includes('standalone'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  pwaState.set({ started: true, installPrompt: null, installed: false, update: null });
  standalone(false);
  onDevice(ANDROID);
  // Interest shown: a stay priced in the estimator (install-interest.ts).
  notePricedStay();
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

  it('otherwise shows "Add to Home Screen" with this device’s steps, and closing it is remembered for 30 days', async () => {
    onDevice(IPHONE);
    const first = showBanner();
    const banner = screen.getByRole('region', { name: 'Install the app' });
    expect(banner.textContent).toContain('Add to Home Screen');
    expect(banner.textContent).toContain('tap the Share button in Safari, then “Add to Home Screen”');
    expect(banner.textContent).not.toContain('On Android');
    expect(screen.queryByRole('button', { name: 'Install App' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Close the install banner' }));
    expect(screen.queryByRole('region', { name: 'Install the app' })).toBeNull();
    expect(window.localStorage.getItem(DISMISSED_KEY)).not.toBeNull();

    first.unmount();
    const again = showBanner();
    expect(screen.queryByRole('region', { name: 'Install the app' })).toBeNull();
    again.unmount();

    // 31 days on, it may be offered again.
    window.localStorage.setItem(DISMISSED_KEY, new Date(Date.now() - 31 * 24 * 60 * 60 * 1000).toISOString());
    showBanner();
    expect(screen.getByRole('region', { name: 'Install the app' }).textContent).toContain('tap the Share button in Safari');
  });

  it('waits for interest: a second visit, a priced stay or a sign-in', () => {
    window.localStorage.clear();
    countVisit();
    const first = showBanner();
    expect(screen.queryByRole('region', { name: 'Install the app' })).toBeNull();
    first.unmount();

    // The same visit, another page: still the first visit.
    countVisit();
    const samePage = showBanner();
    expect(screen.queryByRole('region', { name: 'Install the app' })).toBeNull();
    samePage.unmount();

    // A new visit (a new browser session).
    window.sessionStorage.clear();
    countVisit();
    const second = showBanner();
    expect(screen.getByRole('region', { name: 'Install the app' }).textContent).toContain('On Android: open the browser menu');
    second.unmount();

    window.localStorage.clear();
    document.cookie = 'hotel_signed_in=1; path=/';
    try {
      showBanner();
      expect(screen.getByRole('region', { name: 'Install the app' }).textContent).toContain('Add to Home Screen');
    } finally {
      document.cookie = 'hotel_signed_in=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    }
  });

  it('never shows on a laptop, where there is no home screen to add it to', () => {
    onDevice(LAPTOP);
    offerInstall('accepted');
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
    expect(screen.getByRole('region', { name: 'Install the app' }).textContent).toContain('Add to Home Screen');
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.queryByRole('region', { name: 'Install the app' })).toBeNull();
  });
});

describe('which banner', () => {
  const prompt = {} as never;
  const phone = { device: 'android', standalone: false, installed: false, dismissed: false, interested: true } as const;
  it.each([
    [{ ...phone, installPrompt: prompt }, 'install'],
    [{ ...phone, installPrompt: null }, 'instructions'],
    [{ ...phone, device: 'ios', installPrompt: null }, 'instructions'],
    [{ ...phone, device: 'other', installPrompt: prompt }, 'hidden'],
    [{ ...phone, interested: false, installPrompt: prompt }, 'hidden'],
    [{ ...phone, standalone: true, installPrompt: prompt }, 'hidden'],
    [{ ...phone, installed: true, installPrompt: null }, 'hidden'],
    [{ ...phone, dismissed: true, installPrompt: prompt }, 'hidden'],
  ] as const)('%o -> %s', (state, mode) => {
    expect(installBannerMode(state)).toBe(mode);
  });

  it.each([
    [IPHONE, 0, 'ios'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15', 5, 'ios'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15', 0, 'other'],
    [ANDROID, 5, 'android'],
    [LAPTOP, 0, 'other'],
  ])('%s with %i touch points is %s', (agent, touchPoints, device) => {
    expect(deviceOf(agent, touchPoints)).toBe(device);
  });

  it('keeps a dismissal for 30 days', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    expect(dismissedRecently(null, now)).toBe(false);
    expect(dismissedRecently('2026-10-28T12:00:01Z', now)).toBe(true);
    expect(dismissedRecently('2026-10-27T12:00:00Z', now)).toBe(false);
    expect(dismissedRecently('not a date', now)).toBe(false);
  });
});
