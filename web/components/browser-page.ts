/** The server path the browser visits to end the session (spec point 7). */
export const LOGOUT_PATH = '/api/logout';

/**
 * Leaving the app for a server path (/api/login, /api/logout) is a real page load. One object, so
 * tests can watch it: jsdom's `window.location` cannot be spied on.
 */
export const browserPage = {
  assign(path: string): void {
    window.location.assign(path);
  },
};
