import type { Hono } from 'hono';
import type { AppEnv } from '../context.ts';

/**
 * Every endpoint the app answers, as "METHOD /path", read from the app's own routing table so an
 * endpoint added later is seen by the attack tests. Middleware (`use`) and the catch-all register as
 * ALL on a path ending in `*`, or on the path of the endpoints the middleware goes before (`use('/delete', …)`);
 * those are not endpoints.
 */
export function endpointsOf(app: Hono<AppEnv>): string[] {
  const answered = new Set(app.routes.filter((route) => route.method !== 'ALL').map((route) => route.path));
  const endpoints = app.routes
    .filter((route) => route.method !== 'ALL' || !(route.path.endsWith('*') || answered.has(route.path)))
    .map((route) => `${route.method} ${route.path}`);
  return [...new Set(endpoints)].sort();
}

export const MUTATING_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

export function methodOf(endpoint: string): string {
  return endpoint.split(' ')[0]!;
}

/** The endpoint's path with `id` in place of its `:id`. */
export function pathOf(endpoint: string, id = ''): string {
  return endpoint.split(' ')[1]!.replace(':id', id);
}
