import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { HOTEL } from '../../domain/hotel.ts';
import type { AppEnv } from '../context.ts';
import { addToEveryAnswer, type HeaderList } from './answer-headers.ts';

/**
 * The inline code the served pages carry (api/web-app.ts): the policy allows exactly these by
 * hash, so nothing else written into a page can run or restyle it.
 */
export interface InlineCode {
  scripts: readonly string[];
  styles: readonly string[];
}

const NO_INLINE_CODE: InlineCode = { scripts: [], styles: [] };

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * Emotion (Chakra's styles) inserts each `<style>` element empty and fills it through the CSSOM,
 * which the policy does not govern; only the element's empty text is checked, so this one hash
 * lets the app style itself while any `<style>` with text in it that the build did not write is refused.
 */
const EMPTY_STYLE_ELEMENT = sha256('');

/** The embedded map on /contact: the one other origin the pages show, read from where the map is set. */
const MAP_ORIGIN = new URL(HOTEL.maps.embed).origin;

/**
 * What the pages may load: everything from this origin, the map in a frame, and inline code only
 * by hash. Chat, social, navigation and PayPal are plain links or redirects, which the policy
 * does not govern; the test checkout is a page of this origin.
 */
export function contentSecurityPolicy(inline: InlineCode, secure: boolean): string {
  const hashes = (texts: readonly string[]) => [...new Set(texts)].map((text) => ` ${sha256(text)}`).join('');
  return [
    "default-src 'self'",
    `script-src 'self'${hashes(inline.scripts)}`,
    // Browsers that know style-src-elem/-attr (all current ones) use those two lines; older ones
    // fall back to this one, where the hashes would switch 'unsafe-inline' off.
    "style-src 'self' 'unsafe-inline'",
    `style-src-elem 'self' ${EMPTY_STYLE_ELEMENT}${hashes(inline.styles)}`,
    // The prerendered markup keeps the style attributes React set while drawing it (Chakra's
    // skip link, the accordion's sizes). An attribute cannot hold selectors, and any url() in it
    // is still held to this origin by default-src, so these are allowed as a class.
    "style-src-attr 'unsafe-inline'",
    // A photo of a vaccination book's page that still waits on the owner's phone is shown from the
    // phone's own bytes (a blob: address the page made; no other site's can be loaded here).
    "img-src 'self' blob:",
    `frame-src ${MAP_ORIGIN}`,
    "object-src 'none'",
    "base-uri 'none'",
    // Every form is sent by the app's script (fetch), never by the browser; no public page that
    // is drawn before the script runs has a form.
    "form-action 'none'",
    "frame-ancestors 'none'",
    ...(secure ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

function headersFor(inline: InlineCode, secure: boolean): HeaderList {
  return [
    ['content-security-policy', contentSecurityPolicy(inline, secure)],
    ['x-content-type-options', 'nosniff'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    // The deposit checkout opens in a tab the app lets go of at once (open-checkout.ts sets its
    // opener to null), so no window of this origin needs a handle on another's.
    ['cross-origin-opener-policy', 'same-origin'],
    ['x-frame-options', 'DENY'],
    ['permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()'],
    ...(secure ? [['strict-transport-security', 'max-age=63072000; includeSubDomains'] as [string, string]] : []),
  ];
}

/**
 * Sets the security headers on every answer the app gives: API, pages, files, 404s, errors and
 * redirects. Both sets are made once here; a request only picks one (decision 0005: the frozen
 * answers copy them from the app at start). HSTS and the upgrade of insecure requests go only
 * with https, so http://localhost stays reachable.
 */
export function securityHeaders(publicUrl: string, inline: InlineCode = NO_INLINE_CODE): MiddlewareHandler<AppEnv> {
  const secure = headersFor(inline, true);
  const plain = publicUrl.startsWith('https:') ? secure : headersFor(inline, false);
  return addToEveryAnswer((c) => (c.req.url.startsWith('https:') ? secure : plain));
}
