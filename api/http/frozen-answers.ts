import type { IncomingMessage, OutgoingHttpHeaders, RequestListener, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Log } from '../log.ts';
import { logAnswer, REQUEST_ID_HEADER, requestIdFor } from './request-log.ts';

/**
 * The bytes of one answer in one encoding, with the headers to send them, ready to write: as
 * Node's flat list of names and values, to which a request only adds its id (an object would be
 * merged with a header set on the side, header by header, on every request).
 */
interface Variant {
  headers: string[];
  body: Buffer;
}

/** One answer kept as the bytes the app sent, and compressed copies of them when they pay off. */
interface FrozenAnswer {
  status: number;
  identity: Variant;
  br?: Variant;
  gzip?: Variant;
}

export type FrozenAnswers = ReadonlyMap<string, FrozenAnswer>;

/** Below this a compressed answer saves less than a packet's worth, and costs the client a decode. */
const WORTH_COMPRESSING = 1024;
const TEXT = /^(text\/|application\/(json|javascript))/;

/**
 * Asks the app once for each path whose answer cannot change while the server runs (the extra
 * services are seeded at start and only then; the pages come from the build) and keeps the answer.
 * The app stays the one definition of these routes, so the frozen copy carries exactly its status,
 * headers and bytes. Text is compressed once here, at the highest settings, instead of per request.
 */
export async function freezeAnswers(
  fetch: (request: Request) => Response | Promise<Response>,
  origin: string,
  paths: readonly string[],
): Promise<FrozenAnswers> {
  const frozen = new Map<string, FrozenAnswer>();
  for (const path of paths) {
    // Named in the log as what they are, not as a visitor's requests.
    const response = await fetch(new Request(new URL(path, origin), { headers: { [REQUEST_ID_HEADER]: 'freezing-at-start' } }));
    // A failed read is not frozen: the app answers that path itself and may succeed later.
    if (!response.ok) continue;
    const body = Buffer.from(await response.arrayBuffer());
    const compress = body.byteLength >= WORTH_COMPRESSING && TEXT.test(response.headers.get('content-type') ?? '');
    const headers: OutgoingHttpHeaders = Object.fromEntries(response.headers);
    // Each request gets an id of its own, as it is answered.
    delete headers[REQUEST_ID_HEADER];
    if (compress) headers.vary = 'Accept-Encoding';
    // Every header object is made here, once: the request path only picks one and writes it.
    const variant = (bytes: Buffer, encoding?: string): Variant => ({
      headers: Object.entries({
        ...headers,
        ...(encoding === undefined ? {} : { 'content-encoding': encoding }),
        'content-length': bytes.byteLength,
      })
        .flatMap(([name, value]) => (Array.isArray(value) ? value.map((one) => [name, one]) : [[name, String(value)]]))
        .flat(),
      body: bytes,
    });
    frozen.set(path, {
      status: response.status,
      identity: variant(body),
      ...(compress
        ? {
            br: variant(brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), 'br'),
            gzip: variant(gzipSync(body, { level: 9 }), 'gzip'),
          }
        : {}),
    });
  }
  return frozen;
}

/** The smallest copy the client says it can read (`Accept-Encoding`), or the plain bytes. */
function pickVariant(answer: FrozenAnswer, accepted: string | undefined): Variant {
  if (accepted !== undefined) {
    if (answer.br !== undefined && /\bbr\b/.test(accepted)) return answer.br;
    if (answer.gzip !== undefined && /\bgzip\b/.test(accepted)) return answer.gzip;
  }
  return answer.identity;
}

/**
 * Writes frozen answers straight from Node's listener and hands every other request to the app.
 * The Fetch adapter costs a small public read a quarter of its speed on this hardware (bench/);
 * a frozen answer skips it the way a static file server would, and writes its own line to `log`
 * as the app's would (http/request-log.ts), its path being a route with nothing of the visitor's.
 */
export function answerFrozenFirst(frozen: FrozenAnswers, app: RequestListener, log: Log): RequestListener {
  return (request: IncomingMessage, response: ServerResponse) => {
    const path = request.url ?? '';
    const { method = 'GET' } = request;
    const answer = method === 'GET' || method === 'HEAD' ? frozen.get(path) : undefined;
    if (answer === undefined) return app(request, response);
    const started = performance.now();
    const offered = request.headers[REQUEST_ID_HEADER];
    const requestId = requestIdFor(typeof offered === 'string' ? offered : undefined);
    const { headers, body } = pickVariant(answer, request.headers['accept-encoding']);
    response.writeHead(answer.status, [...headers, REQUEST_ID_HEADER, requestId]);
    response.end(method === 'HEAD' ? undefined : body);
    logAnswer(log, method, path, answer.status, started, requestId);
  };
}
