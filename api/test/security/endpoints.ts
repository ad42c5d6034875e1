import type { Hono } from 'hono';
import type { AppEnv } from '../../context.ts';
export { CHANGE_METHODS } from '../../http/guards.ts';

/**
 * Every endpoint the app answers, as "METHOD /path", read from the app's own routing table so an
 * endpoint added later is seen by the attack tests. Middleware (`use`) and the catch-all register as
 * ALL on a path ending in `*`, or on the path of the endpoints the middleware goes before (`use('/delete', …)`);
 * middleware for some methods only (the guard on changes) registers those methods on a path ending
 * in `*`; none of those are endpoints.
 */
export function endpointsOf(app: Hono<AppEnv>): string[] {
  const routes = app.routes.filter((route) => !route.path.endsWith('*'));
  const answered = new Set(routes.filter((route) => route.method !== 'ALL').map((route) => route.path));
  const endpoints = routes.filter((route) => route.method !== 'ALL' || !answered.has(route.path)).map((route) => `${route.method} ${route.path}`);
  return [...new Set(endpoints)].sort();
}

export function methodOf(endpoint: string): string {
  return endpoint.split(' ')[0]!;
}

/** The endpoint's path with `id` in place of its `:id`, and a photo's small JPEG in place of its `:file` (issue 34). */
export function pathOf(endpoint: string, id = ''): string {
  return endpoint.split(' ')[1]!.replace(':id', id).replace(':file', 'small.jpg');
}
