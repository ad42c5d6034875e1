import { describe, expect, it, vi } from 'vitest';
import { type AppWindow, type AppWindows, NEWS_ICON, type NewsRegistration, openNews, showNews } from './push-news.ts';

// The service worker's news (issue 34), handed fakes of the worker's registration and clients.

const ORIGIN = 'https://sunningdalecathotel.co.za';
const STAY = '/stays/0190d6a4-0000-7000-8000-0000000000b1';

function registration() {
  const shown: { title: string; options: NotificationOptions | undefined }[] = [];
  const fake: NewsRegistration = {
    showNotification: async (title, options) => {
      shown.push({ title, options });
    },
  };
  return { fake, shown };
}

const message = (value: unknown) => ({ text: () => (typeof value === 'string' ? value : JSON.stringify(value)) });

describe('a push message', () => {
  it('shows the news it carries, with the app’s icon, and keeps the page a tap opens', async () => {
    const { fake, shown } = registration();
    await showNews(fake, message({ title: 'News of Mochi', body: 'Asleep in the hammock.', url: STAY }));
    expect(shown).toEqual([
      { title: 'News of Mochi', options: { body: 'Asleep in the hammock.', icon: NEWS_ICON, lang: 'en-ZA', data: { url: STAY } } },
    ]);
    expect(NEWS_ICON).toBe('/icons/icon-192.png');
  });

  it('still shows a notification, in general words opening the dashboard, when it cannot be read or names another site', async () => {
    for (const unreadable of [
      null,
      message('not json'),
      message({ title: 'Hi' }),
      message({ title: 'Win', body: 'a prize', url: 'https://evil.test/' }),
    ]) {
      const { fake, shown } = registration();
      await showNews(fake, unreadable);
      expect(shown).toEqual([
        {
          title: 'Sunningdale Cat Hotel',
          options: { body: 'There is news of your cat.', icon: NEWS_ICON, lang: 'en-ZA', data: { url: '/dashboard' } },
        },
      ]);
    }
  });
});

/** A window of the app (or of another site) at `url`, recording what it was asked. */
function appWindow(url: string, { controlled = true } = {}) {
  const window: AppWindow & { focused: boolean; went: string[] } = {
    url,
    focused: false,
    went: [],
    focus: vi.fn(async () => {
      window.focused = true;
      return window;
    }),
    navigate: vi.fn(async (to: string) => {
      if (!controlled) throw new TypeError('This client is not controlled by the worker');
      window.went.push(to);
      return window;
    }),
  };
  return window;
}

function clients(open: AppWindow[]) {
  const opened: string[] = [];
  const fake: AppWindows = {
    matchAll: vi.fn(async () => open),
    openWindow: vi.fn(async (url: string) => {
      opened.push(url);
      return null;
    }),
  };
  return { fake, opened };
}

function tapped(data: unknown) {
  return { data, close: vi.fn() };
}

describe('a tap on the notification', () => {
  it('closes it and brings forward the window already at the stay’s page', async () => {
    const atStay = appWindow(`${ORIGIN}${STAY}`);
    const elsewhere = appWindow(`${ORIGIN}/dashboard`);
    const { fake, opened } = clients([elsewhere, atStay]);
    const notification = tapped({ url: STAY });
    await openNews(notification, fake, ORIGIN);
    expect(notification.close).toHaveBeenCalledOnce();
    expect(fake.matchAll).toHaveBeenCalledWith({ type: 'window', includeUncontrolled: true });
    expect([atStay.focused, atStay.went, elsewhere.focused, opened]).toEqual([true, [], false, []]);
  });

  it('takes the app’s most recent window to the stay’s page, never another site’s window', async () => {
    const otherSite = appWindow('https://news.example.com/');
    const dashboard = appWindow(`${ORIGIN}/dashboard`);
    const older = appWindow(`${ORIGIN}/pricing`);
    const { fake, opened } = clients([otherSite, dashboard, older]);
    await openNews(tapped({ url: STAY }), fake, ORIGIN);
    expect([dashboard.focused, dashboard.went, older.went, otherSite.focused, otherSite.went, opened]).toEqual([
      true,
      [`${ORIGIN}${STAY}`],
      [],
      false,
      [],
      [],
    ]);
  });

  it('opens a window when none of the app is open, or when the open one cannot be taken there', async () => {
    const none = clients([]);
    await openNews(tapped({ url: STAY }), none.fake, ORIGIN);
    expect(none.opened).toEqual([`${ORIGIN}${STAY}`]);

    const uncontrolled = appWindow(`${ORIGIN}/`, { controlled: false });
    const some = clients([uncontrolled]);
    await openNews(tapped({ url: STAY }), some.fake, ORIGIN);
    expect(some.opened).toEqual([`${ORIGIN}${STAY}`]);
  });

  it('opens the dashboard when the notification names no page of the app', async () => {
    for (const data of [null, { url: '//evil.test/phish' }, { url: 'https://evil.test/' }, { url: 42 }]) {
      const { fake, opened } = clients([]);
      await openNews(tapped(data), fake, ORIGIN);
      expect(opened).toEqual([`${ORIGIN}/dashboard`]);
    }
  });
});
