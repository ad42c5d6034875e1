import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../test/render.tsx';
import { NEWS_BLOCKED, NewsNotifications } from './news-notifications.tsx';
import { NEWS_ASK_AGAIN_DAYS, NEWS_DECLINED_KEY } from './news-subscription.ts';

// The phone's news card (issue 34), on a browser played by fakes: its Notification permission and
// prompt, the service worker's PushManager, and the hotel's API behind fetch.

const OFFER = 'Get a notification when there is news';
const ON = 'Notifications are on for this phone: you hear when the hotel posts a photo or a note of your cat.';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The hotel's VAPID public key: an uncompressed P-256 point's 65 bytes, as the server sends them. */
const KEY_BYTES = Uint8Array.from({ length: 65 }, (_, index) => (index === 0 ? 4 : (index * 7) % 256));
const PUBLIC_KEY = btoa(String.fromCharCode(...KEY_BYTES))
  .replace(/\+/g, '-')
  .replace(/\//g, '_')
  .replace(/=+$/, '');

class FakeSubscription {
  readonly endpoint: string;
  readonly options: { userVisibleOnly: boolean; applicationServerKey: ArrayBuffer | null };
  readonly unsubscribe = vi.fn(async () => {
    if (browser.subscription === this) browser.subscription = null;
    return true;
  });

  constructor(endpoint: string, key: ArrayBuffer | null) {
    this.endpoint = endpoint;
    this.options = { userVisibleOnly: true, applicationServerKey: key };
  }

  toJSON() {
    return { endpoint: this.endpoint, expirationTime: null, keys: { p256dh: 'BPhone', auth: 'secret' } };
  }
}

/** What the fake browser holds and was asked. */
const browser = {
  permission: 'default' as NotificationPermission,
  /** What the owner answers in the browser's prompt. */
  answer: 'granted' as NotificationPermission,
  subscription: null as FakeSubscription | null,
  subscribe: vi.fn(),
  requestPermission: vi.fn(),
  /** The hotel's API: every request, and what it answers. */
  sent: [] as { method: string; path: string; body: unknown }[],
  refuse: new Set<string>(),
};

function installBrowser({ push = true } = {}) {
  browser.subscribe = vi.fn(async (options: { userVisibleOnly: boolean; applicationServerKey: Uint8Array }) => {
    browser.subscription = new FakeSubscription(
      `https://fcm.googleapis.com/fcm/send/${crypto.randomUUID()}`,
      options.applicationServerKey.slice().buffer,
    );
    return browser.subscription;
  });
  browser.requestPermission = vi.fn(async () => {
    browser.permission = browser.answer;
    return browser.answer;
  });
  const registration = { pushManager: { getSubscription: async () => browser.subscription, subscribe: browser.subscribe } };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration, ready: Promise.resolve(registration) },
  });
  if (push) vi.stubGlobal('PushManager', class {});
  vi.stubGlobal(
    'Notification',
    class {
      static get permission() {
        return browser.permission;
      }
      static requestPermission = browser.requestPermission;
    },
  );
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      browser.sent.push({ method, path, body: init.body === undefined ? undefined : JSON.parse(init.body as string) });
      if (browser.refuse.has(`${method} ${path}`))
        return Response.json({ message: 'Something went wrong on our side. Please try again.' }, { status: 500 });
      if (path === '/api/push/key') return Response.json({ publicKey: PUBLIC_KEY });
      return Response.json({ endpoint: 'ok' });
    }),
  );
}

beforeEach(() => {
  Object.assign(browser, { permission: 'default', answer: 'granted', subscription: null, sent: [], refuse: new Set() });
  window.localStorage.clear();
});

afterEach(() => {
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

async function openStayPage() {
  const page = await renderWithRouter(<NewsNotifications />);
  // The card reads the browser's state after it mounts.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return page;
}

const offer = () => screen.queryByRole('button', { name: OFFER });

describe('the offer', () => {
  it('asks the browser only on the tap, then subscribes with the hotel’s key and gives the hotel the subscription', async () => {
    installBrowser();
    await openStayPage();
    expect(browser.requestPermission).not.toHaveBeenCalled();
    await userEvent.click(await screen.findByRole('button', { name: OFFER }));

    expect((await screen.findByText(ON)).textContent).toBe(ON);
    expect(browser.requestPermission).toHaveBeenCalledOnce();
    expect(browser.subscribe).toHaveBeenCalledOnce();
    const [options] = browser.subscribe.mock.calls[0]!;
    expect(options.userVisibleOnly).toBe(true);
    expect([...options.applicationServerKey]).toEqual([...KEY_BYTES]);
    expect(browser.sent).toEqual([
      { method: 'GET', path: '/api/push/key', body: undefined },
      { method: 'POST', path: '/api/push-subscriptions', body: browser.subscription!.toJSON() },
    ]);
    expect(screen.getByRole('button', { name: 'Turn off' }).textContent).toBe('Turn off');
  });

  it('is not shown where the browser cannot show the hotel’s news (no Push API: Safari outside the Home Screen app)', async () => {
    installBrowser({ push: false });
    await openStayPage();
    expect(offer()).toBeNull();
    expect(screen.queryByText(ON)).toBeNull();
  });

  it('after "Not now", is not made on the next visit, and is made again 30 days later', async () => {
    installBrowser();
    const first = await openStayPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(offer()).toBeNull();
    expect(browser.requestPermission).not.toHaveBeenCalled();
    first.unmount();

    const next = await openStayPage();
    expect(offer()).toBeNull();
    next.unmount();

    const saidNo = Date.parse(window.localStorage.getItem(NEWS_DECLINED_KEY)!);
    window.localStorage.setItem(NEWS_DECLINED_KEY, new Date(saidNo - NEWS_ASK_AGAIN_DAYS * DAY_MS - 1000).toISOString());
    await openStayPage();
    expect(offer()?.textContent).toBe(OFFER);
  });

  it('after the browser’s prompt is closed unanswered, is not made on the next visit', async () => {
    installBrowser();
    browser.answer = 'default';
    const first = await openStayPage();
    await userEvent.click(await screen.findByRole('button', { name: OFFER }));
    await waitFor(() => expect(offer()).toBeNull());
    expect(browser.subscribe).not.toHaveBeenCalled();
    first.unmount();
    await openStayPage();
    expect(offer()).toBeNull();
  });

  it('once the owner blocks it, is never made: the card says where to allow notifications', async () => {
    installBrowser();
    browser.answer = 'denied';
    const first = await openStayPage();
    await userEvent.click(await screen.findByRole('button', { name: OFFER }));
    expect((await screen.findByText(NEWS_BLOCKED)).textContent).toBe(NEWS_BLOCKED);
    expect(browser.subscribe).not.toHaveBeenCalled();
    first.unmount();

    // Blocked before this visit, also beyond 30 days: nothing to tap, the way to unblock only.
    window.localStorage.clear();
    await openStayPage();
    expect(offer()).toBeNull();
    expect(screen.getByText(NEWS_BLOCKED).textContent).toBe(NEWS_BLOCKED);
  });

  it('says so when the hotel did not take the subscription, and does not leave the phone subscribed', async () => {
    installBrowser();
    browser.refuse.add('POST /api/push-subscriptions');
    await openStayPage();
    await userEvent.click(await screen.findByRole('button', { name: OFFER }));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong on our side. Please try again.');
    expect(screen.queryByText(ON)).toBeNull();
    expect(browser.subscription).toBeNull();
    expect(offer()?.textContent).toBe(OFFER);
  });
});

describe('notifications on', () => {
  it('show as on, tell the hotel again whose phone this is, and turn off on this phone and at the hotel', async () => {
    installBrowser();
    browser.permission = 'granted';
    browser.subscription = new FakeSubscription('https://fcm.googleapis.com/fcm/send/kept', KEY_BYTES.slice().buffer);
    const kept = browser.subscription;
    await openStayPage();
    expect((await screen.findByText(ON)).textContent).toBe(ON);
    await waitFor(() =>
      expect(browser.sent.map(({ method, path }) => `${method} ${path}`)).toEqual(['GET /api/push/key', 'POST /api/push-subscriptions']),
    );
    expect(browser.subscribe).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    expect((await screen.findByText('Notifications are off for this phone.')).textContent).toBe('Notifications are off for this phone.');
    expect(browser.sent.at(-1)).toEqual({
      method: 'DELETE',
      path: '/api/push-subscriptions',
      body: { endpoint: 'https://fcm.googleapis.com/fcm/send/kept' },
    });
    expect(kept.unsubscribe).toHaveBeenCalledOnce();
  });

  it('made for another key (the hotel’s database was replaced) are made again for the hotel’s, with no prompt', async () => {
    installBrowser();
    browser.permission = 'granted';
    const old = new FakeSubscription('https://fcm.googleapis.com/fcm/send/old', new Uint8Array(65).buffer);
    browser.subscription = old;
    await openStayPage();
    await waitFor(() => expect(browser.subscribe).toHaveBeenCalledOnce());
    expect(old.unsubscribe).toHaveBeenCalledOnce();
    expect(browser.requestPermission).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(browser.sent.at(-1)).toEqual({ method: 'POST', path: '/api/push-subscriptions', body: browser.subscription!.toJSON() }),
    );
    expect(browser.subscription!.endpoint).not.toBe(old.endpoint);
  });
});
