import { HOTEL } from '../../domain/hotel.ts';
import { isOwnPath, readPushNews } from '../../domain/push-news.ts';

// What the service worker (sw.ts) does with the hotel's news (issue 34): a Web Push message becomes a
// notification, and a tap on it opens the page it names, in a window of the app already open when
// there is one. Written against the few parts of the worker's scope it uses, so a test hands it
// fakes and reads what it did.

/** The app's icon, as the web app manifest names it (web/public/manifest.webmanifest). */
export const NEWS_ICON = '/icons/icon-192.png';
/** Where a tap goes when the message named no page of the app: the owner's dashboard. */
export const NEWS_FALLBACK_PATH = '/dashboard';

/** The worker's registration, which shows notifications. */
export interface NewsRegistration {
  showNotification(title: string, options?: NotificationOptions): Promise<void>;
}

/** A push event's data (PushMessageData). */
export interface NewsMessage {
  text(): string;
}

/** A window of the app (WindowClient). */
export interface AppWindow {
  readonly url: string;
  focus(): Promise<AppWindow>;
  navigate(url: string): Promise<AppWindow | null>;
}

/** The worker's clients (Clients): the windows open, and a way to open one. */
export interface AppWindows {
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly AppWindow[]>;
  openWindow(url: string): Promise<unknown>;
}

/** A notification shown, as a tap hands it back (Notification). */
export interface TappedNews {
  readonly data: unknown;
  close(): void;
}

/**
 * `push`: shows the message's news. The phone subscribed promising to show every message
 * (`userVisibleOnly`), and a browser may stop delivering to a worker that shows nothing, so a message
 * it cannot read still shows a notification, in general words, opening the dashboard.
 */
export async function showNews(registration: NewsRegistration, message: NewsMessage | null): Promise<void> {
  const news = message === null ? undefined : readPushNews(message.text());
  const { title, body, url } = news ?? { title: HOTEL.name, body: 'There is news of your cat.', url: NEWS_FALLBACK_PATH };
  await registration.showNotification(title, { body, icon: NEWS_ICON, lang: 'en-ZA', data: { url } });
}

/** The page a notification opens: its own, if it names one of the app's, else the dashboard. */
function pathOf(data: unknown): string {
  const url = typeof data === 'object' && data !== null ? (data as { url?: unknown }).url : undefined;
  return typeof url === 'string' && isOwnPath(url) ? url : NEWS_FALLBACK_PATH;
}

/**
 * `notificationclick`: closes the notification and opens its page. A window of the app at that page
 * is brought forward; else the app's most recently used window is brought forward and taken there;
 * else, or when that window cannot be taken (a page the worker does not control), a new one opens.
 */
export async function openNews(notification: TappedNews, windows: AppWindows, origin: string): Promise<void> {
  notification.close();
  const url = new URL(pathOf(notification.data), origin).href;
  // The browser lists the most recently focused first.
  const open = (await windows.matchAll({ type: 'window', includeUncontrolled: true })).filter((window) => new URL(window.url).origin === origin);
  const there = open.find((window) => window.url === url);
  if (there !== undefined) {
    await there.focus();
    return;
  }
  const recent = open[0];
  if (recent !== undefined) {
    try {
      const focused = await recent.focus();
      if ((await focused.navigate(url)) !== null) return;
    } catch {
      // Not this worker's to navigate: a window of its own instead.
    }
  }
  await windows.openWindow(url);
}
