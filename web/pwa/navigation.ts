import { HEALTH_PATHS } from '../../domain/health-paths.ts';

/**
 * Whether the service worker (sw.ts) takes a request as a visit to one of the app's pages: network
 * first, and the saved page when the network fails. Everything else is the server's alone: the API
 * (the sign-in and sign-out paths, and the sync engine, which must see the real network), a file
 * (a photo opened in a tab), and the health checks, where a saved page would tell a person checking
 * the server from a browser that a dead server answers.
 */
export function isPageVisit(request: Pick<Request, 'mode'>, url: URL, origin: string): boolean {
  return (
    request.mode === 'navigate' &&
    url.origin === origin &&
    !url.pathname.startsWith('/api/') &&
    !HEALTH_PATHS.includes(url.pathname.replace(/\/+$/, '')) &&
    !/\.[a-z0-9]+$/i.test(url.pathname)
  );
}
