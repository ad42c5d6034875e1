import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MESSAGES } from '../../domain/schemas/messages.ts';
import { PROOF_BODY_BYTES } from '../../domain/schemas/proof.ts';
import { PHOTO_BODY_BYTES, STAY_PHOTO_MESSAGES } from '../../domain/schemas/stay-photo.ts';
import { STAY_PHOTO_UPLOAD_PATH } from '../../domain/stay-photos.ts';
import { Problem } from './problem.ts';

export const MAX_BODY_BYTES = 64 * 1024;
/** The methods that change something: the only ones `guardChanges` is put in front of (api/app.ts). */
export const CHANGE_METHODS: readonly string[] = ['POST', 'PUT', 'PATCH', 'DELETE'];
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;
const FORM_TYPE = /^application\/x-www-form-urlencoded\s*(?:;|$)/i;
/**
 * The one address whose body is a form: PayFast posts its ITN that way and no other. Only this
 * exact path, so no endpoint an owner's page calls ever takes a form (which any other site's page
 * can post); the Origin rule and the size limit still hold for it.
 */
export const PAYFAST_NOTICE_PATH = '/api/webhooks/payfast';

/** Nothing an owner types is near 64 kB; a larger body is a mistake or an attack. */
const limitBodySize: MiddlewareHandler = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    throw new Problem(413, 'The request is too large: 64 kB at most');
  },
});

/**
 * A photo or PDF of a vaccination book's page or a certificate (api/cats/vaccinations.ts), as base64
 * in JSON: the only bodies that may be larger, and only at these addresses.
 */
const PROOF_UPLOAD = /^\/api\/(?:vaccinations\/[^/]+|cats\/[^/]+\/spay-neuter)\/proof$/;

const limitProofSize: MiddlewareHandler = bodyLimit({
  maxSize: PROOF_BODY_BYTES,
  onError: () => {
    throw new Problem(413, MESSAGES.proofSize);
  },
});

/**
 * A staff phone's photo of a cat for the stay's diary (api/photos/routes.ts), as base64 in JSON:
 * larger still, and only at this one address.
 */
const limitPhotoSize: MiddlewareHandler = bodyLimit({
  maxSize: PHOTO_BODY_BYTES,
  onError: () => {
    throw new Problem(413, STAY_PHOTO_MESSAGES.tooLarge);
  },
});

/** The body limit of a change: the two proof addresses' and the photo upload's own, 64 kB everywhere else. */
function bodyLimitOf(method: string, path: string): MiddlewareHandler {
  if (method === 'PUT' && PROOF_UPLOAD.test(path)) return limitProofSize;
  if (method === 'POST' && path === STAY_PHOTO_UPLOAD_PATH) return limitPhotoSize;
  return limitBodySize;
}

function hasBody(headers: Headers): boolean {
  const length = headers.get('content-length');
  return headers.has('transfer-encoding') || (length !== null && length !== '0');
}

/**
 * Refuses changes that come from another site's page (a cross-site form or script riding on the
 * owner's cookie), bodies that are not JSON, which no page of ours sends, and bodies over 64 kB.
 * Requests with no Origin (curl, the tests, server-to-server) carry no browser cookie, so they pass.
 * It is routed for the change methods only (CHANGE_METHODS), so reads never enter it: on Node, merely
 * opening the raw request costs a public read much of its speed, and even passing through costs one
 * step of the middleware chain.
 *
 * PayPal's webhook (/api/webhooks/paypal) passes as such a server-to-server call, on purpose and
 * with no exemption: PayPal sends neither Origin nor Sec-Fetch-Site, its events are JSON of a few
 * kB, and what lets one in is its signature, which the route has PayPal verify. A browser's
 * cross-site post to it is refused here like any other change. PayFast's ITN passes the same way,
 * except that its body is a form, not JSON (PAYFAST_NOTICE_PATH); its signature and PayFast's
 * answer to our validation are what let it in (payments/payfast-notices.ts).
 */
export function guardChanges(publicUrl: string): MiddlewareHandler {
  const publicOrigin = new URL(publicUrl).origin;
  return async (c, next) => {
    const origin = c.req.header('origin');
    const ownOrigin = new URL(c.req.url).origin;
    if (c.req.header('sec-fetch-site') === 'cross-site' || (origin !== undefined && origin !== ownOrigin && origin !== publicOrigin)) {
      throw new Problem(403, 'Changes are only accepted from this site');
    }
    // A body is JSON (a form at PayFast's address) or nothing: another declared type is refused, and an undeclared body too.
    const type = c.req.header('content-type');
    const form = c.req.path === PAYFAST_NOTICE_PATH;
    if (type === undefined ? hasBody(c.req.raw.headers) : !(form ? FORM_TYPE : JSON_TYPE).test(type)) {
      throw new Problem(
        415,
        form
          ? 'Send the notice as a form (Content-Type: application/x-www-form-urlencoded)'
          : 'Send the request body as JSON (Content-Type: application/json)',
      );
    }
    return bodyLimitOf(c.req.method, c.req.path)(c, next);
  };
}
