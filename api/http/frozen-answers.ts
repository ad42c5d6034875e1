import type { IncomingMessage, OutgoingHttpHeaders, RequestListener, ServerResponse } from 'node:http';

/** One answer kept as the bytes the app sent, to be written again without asking the app. */
interface FrozenAnswer {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

export type FrozenAnswers = ReadonlyMap<string, FrozenAnswer>;

/**
 * Asks the app once for each path whose answer cannot change while the server runs (the extra
 * services are seeded at start and only then) and keeps the answer. The app stays the one
 * definition of these routes, so the frozen copy carries exactly its status, headers and bytes.
 */
export async function freezeAnswers(
  fetch: (request: Request) => Response | Promise<Response>,
  origin: string,
  paths: readonly string[],
): Promise<FrozenAnswers> {
  const frozen = new Map<string, FrozenAnswer>();
  for (const path of paths) {
    const response = await fetch(new Request(new URL(path, origin)));
    // A failed read is not frozen: the app answers that path itself and may succeed later.
    if (!response.ok) continue;
    const body = Buffer.from(await response.arrayBuffer());
    const headers: OutgoingHttpHeaders = Object.fromEntries(response.headers);
    headers['content-length'] = body.byteLength;
    frozen.set(path, { status: response.status, headers, body });
  }
  return frozen;
}

/**
 * Writes frozen answers straight from Node's listener and hands every other request to the app.
 * The Fetch adapter costs a small public read a quarter of its speed on this hardware (bench/);
 * a frozen answer skips it the way a static file server would.
 */
export function answerFrozenFirst(frozen: FrozenAnswers, app: RequestListener): RequestListener {
  return (request: IncomingMessage, response: ServerResponse) => {
    const answer =
      request.method === 'GET' || request.method === 'HEAD' ? frozen.get(request.url ?? '') : undefined;
    if (answer === undefined) return app(request, response);
    response.writeHead(answer.status, answer.headers);
    response.end(request.method === 'HEAD' ? undefined : answer.body);
  };
}
