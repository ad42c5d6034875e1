import type { RequestListener } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { createApp } from './app.ts';
import { EXTRA_SERVICES_PATH } from './extra-services.ts';
import { answerFrozenFirst, freezeAnswers } from './http/frozen-answers.ts';
import type { Log } from './log.ts';

/**
 * The Node request listener for the app, as the server and the benchmark both run it: answers
 * that cannot change while it runs are frozen at start, everything else goes through the app.
 * The health checks are never frozen: their answer is the server's state now.
 */
export async function hotelListener(
  app: ReturnType<typeof createApp>,
  publicUrl: string,
  log: Log,
  pagePaths: readonly string[] = [],
): Promise<RequestListener> {
  const frozen = await freezeAnswers(app.fetch, publicUrl, [EXTRA_SERVICES_PATH, ...pagePaths]);
  return answerFrozenFirst(frozen, getRequestListener(app.fetch), log);
}
