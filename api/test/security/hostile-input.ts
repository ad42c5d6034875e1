import { crc32, deflateSync } from 'node:zlib';
import fc from 'fast-check';
import sharp from 'sharp';
import { BOOKING_STATUSES } from '../../../domain/booking-status.ts';
import { addDays, todayAtHotel } from '../../../domain/dates.ts';

// What an attacker or a broken client may send, as fast-check arbitraries. Bodies are built as JSON
// *text*, so they can hold what JSON.stringify never writes: 1e309 (Infinity once parsed), -0,
// duplicate keys, `__proto__` keys and nesting deep enough to trouble a recursive parser.

/**
 * Text a response may echo back (a cat's name, say), so none of it may look like what the leak
 * check hunts for: no quoted SQL, "insert into", "Error:" or file paths in here.
 */
const NASTY_TEXT = [
  "' OR '1'='1",
  "'; DROP TABLE cats; --",
  '1; DELETE FROM users',
  '"; UPDATE bookings SET status=\'confirmed',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '\u0000',
  'Mo\u0000chi',
  'Thandi\u0000',
  '1 Beach Road\u0000\u0000',
  '%00',
  '${7*7}',
  '{{constructor.constructor("return process")()}}',
  '__proto__',
  'constructor',
  '\uFEFF',
  '\u202Eevil',
  'Z̷̛̛a̶l̷g̵o̸',
  '🐈‍⬛🐈‍⬛',
  '\ud800',
  '\udfff\ud800',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  ' ',
  '\t\r\n',
  '\\',
  '"',
];

// NUL comes up most: PostgreSQL text cannot hold it, so it is the character most likely to break a write.
const nastyCharacter = fc.oneof(
  { weight: 3, arbitrary: fc.constant('\u0000') },
  fc.constantFrom('\ud800', '\udc00', '\u202e', '\ufeff', '\u0008', '\u001b', '\u2028', '\uffff', "'", '"', '\\', '%'),
);

/** `text` with a nasty character put somewhere inside it. */
function spoiled(text: string): fc.Arbitrary<string> {
  return fc.tuple(nastyCharacter, fc.nat(text.length)).map(([character, at]) => `${text.slice(0, at)}${character}${text.slice(at)}`);
}

export const hostileText = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  // Weighted up: these are the inputs known to break things, and random text seldom finds them.
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_TEXT) },
  // A nasty character inside ordinary text, where a check of the whole value would not see it.
  fc.string({ minLength: 2, maxLength: 20 }).chain(spoiled),
  fc.tuple(fc.constantFrom('x', 'é', '🐈', '\u0301'), fc.integer({ min: 90, max: 9000 })).map(([unit, count]) => unit.repeat(count)),
);

/** Numbers as JSON text, including those that parse to Infinity, -0 or beyond a 32-bit column. */
const numberText = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '0',
      '-0',
      '1',
      '2',
      '5',
      '6',
      '30',
      '31',
      '-1',
      '1.5',
      '100',
      '100.00',
      '1e2',
      '1e308',
      '-1e308',
      '1e309',
      '-1e309',
      '1e-400',
      '2147483647',
      '2147483648',
      '-2147483649',
      '9007199254740993',
      '123456789012345678901234567890',
    ),
  },
  fc.integer().map(String),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map(String),
);

/** A number as a form would send it: a string. */
const numericString = numberText.map((text) => JSON.stringify(text));

function dateText(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.integer({ min: -400, max: 800 }).map((days) => addDays(todayAtHotel(), days)),
    fc.constantFrom(
      '0000-01-01',
      '0000-01-03',
      '0001-01-01',
      '0001-01-02',
      '1969-12-31',
      '2026-02-29',
      '2028-02-29',
      '2026-02-30',
      '2026-13-01',
      '9999-12-31',
      '275760-09-13',
      '-000001-01-01',
      '2026-12-01T25:00:00Z',
      '2026-12-01T10:00:00+14:00',
      '2026-12-01T00:00:00',
      '2026-12-01T22:00:00.000Z',
      '2026-12-01 ',
      '20261201',
      '',
    ),
    fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
  );
}

/** Ids: of nothing, of known records (the caller's and another owner's), and malformed ones. */
export function idText(known: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    fc.uuid(),
    fc.constantFrom(...known),
    fc.uuid().map((id) => id.toUpperCase()),
    fc.constantFrom('00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff', '1', '-1', 'null'),
    hostileText,
  );
}

interface Shape {
  [field: string]: Shape | null;
}

/** The field names of a valibot object schema, nested objects included; null for a plain value. */
export function shapeOf(schema: unknown): Shape | null {
  const node = (schema ?? {}) as { entries?: Record<string, unknown>; wrapped?: unknown };
  if (node.entries !== undefined) {
    return Object.fromEntries(Object.entries(node.entries).map(([field, entry]) => [field, shapeOf(entry)]));
  }
  return node.wrapped === undefined ? null : shapeOf(node.wrapped);
}

const HOSTILE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '', ' ', 'ownerId', 'status'];

/** Any JSON value, as text, with hostile leaves and keys. */
export const jsonValueText: fc.Arbitrary<string> = fc.letrec<{ value: string }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileText.map((text) => JSON.stringify(text)),
    numberText,
    fc.constantFrom('true', 'false', 'null', '{}', '[]'),
    fc.array(tie('value'), { maxLength: 4 }).map((items) => `[${items.join(',')}]`),
    fc
      .array(fc.tuple(fc.oneof(fc.constantFrom(...HOSTILE_KEYS), fc.string({ maxLength: 8 })), tie('value')), { maxLength: 4 })
      .map((entries) => `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(',')}}`),
  ),
})).value;

/** Values that look like what a field expects, so the fuzz gets past the schema into the handlers. */
function plausible(field: string, known: readonly string[]): fc.Arbitrary<string> | undefined {
  const ids = idText(known).map((id) => JSON.stringify(id));
  const listOf = (item: fc.Arbitrary<string>) => fc.array(item, { maxLength: 7 }).map((items) => `[${items.join(',')}]`);
  if (/^(id|bookingId|reservationId)$/.test(field)) return ids;
  if (field === 'catIds') return listOf(ids);
  if (field === 'extraServiceIds') return listOf(fc.oneof(fc.integer({ min: -2, max: 8 }).map(String), numberText));
  if (/^(check(In|Out)(Date)?|date|from|to|firstNight|lastNight)$/.test(field)) return dateText().map((date) => JSON.stringify(date));
  if (/^(numberOfCats|cats|age|version|amount|nights|capacity)$/.test(field)) return fc.oneof(numberText, numericString);
  // The desk's and the team page's choices (and a PayPal order's status), with near misses.
  if (field === 'status')
    return fc.constantFrom(...BOOKING_STATUSES, 'paid', 'Confirmed', 'checked-in', 'COMPLETED').map((status) => JSON.stringify(status));
  if (field === 'method') return fc.constantFrom('cash', 'card', 'online', 'Cash', '').map((method) => JSON.stringify(method));
  if (field === 'role') return fc.constantFrom('staff', 'manager', 'owner', 'admin', 'Manager').map((role) => JSON.stringify(role));
  // A setup or invitation token is 32 base32 characters: these look like one and open nothing.
  if (field === 'token') return fc.stringMatching(/^[a-z2-7]{32}$/).map((token) => JSON.stringify(token));
  if (field === 'email')
    return fc
      .oneof(
        fc.emailAddress(),
        hostileText.map((text) => `${text}@example.com`),
      )
      .map((email) => JSON.stringify(email));
  if (field === 'phone') return fc.constantFrom('0821234567', '+27 (0)82 123-4567', '0'.repeat(31)).map((phone) => JSON.stringify(phone));
  if (field === 'stayType') return fc.constantFrom('short', 'extended', 'longterm', 'Short').map((type) => JSON.stringify(type));
  if (field === 'gender') return fc.constantFrom('male', 'female', 'unknown', 'tom').map((gender) => JSON.stringify(gender));
  if (field === 'password') return fc.string({ minLength: 5, maxLength: 300 }).map((password) => JSON.stringify(password));
  if (field === 'data') return photoUploadText;
  return undefined;
}

/** A real photo, whose bytes the uploads below spoil. */
const PHOTO = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 40, g: 90, b: 160 } } })
  .jpeg()
  .toBuffer();

/** A PNG chunk: its length, type, data and CRC, as a decoder checks them. */
function pngChunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** An image bomb at its smallest: a valid PNG declaring `side` x `side` pixels, with a few hundred bytes of them. */
function bombHeader(side: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const pixels = deflateSync(Buffer.alloc(64 * 1024));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A photo upload's bytes (issue 34), as base64 JSON text: not a picture at all (text, random bytes,
 * an SVG), a photo cut short, an image bomb, a photo with its bytes spoiled, one over 8 MB, or base64
 * that is not quite base64.
 */
export const photoUploadText: fc.Arbitrary<string> = fc
  .oneof(
    fc.constantFrom(Buffer.from('Marmalade ate all her breakfast.\n'), Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), Buffer.alloc(0)),
    fc.uint8Array({ minLength: 1, maxLength: 2000 }).map((bytes) => Buffer.from(bytes)),
    fc.constant(PHOTO),
    fc.integer({ min: 1, max: PHOTO.length - 1 }).map((length) => PHOTO.subarray(0, length)),
    fc.constantFrom(10_000, 65_535, 1_000_000).map(bombHeader),
    fc
      .tuple(fc.integer({ min: 2, max: PHOTO.length - 1 }), fc.integer({ min: 0, max: 255 }))
      .map(([at, byte]) => Buffer.concat([PHOTO.subarray(0, at), Buffer.from([byte]), PHOTO.subarray(at + 1)])),
    // Decoded, just over 8 MB: its body is within the upload's limit, its file is not.
    { weight: 1, arbitrary: fc.constant(Buffer.alloc(8 * 1024 * 1024 + 1)) },
  )
  .map((bytes) => bytes.toString('base64'))
  .chain((data) => fc.oneof({ weight: 4, arbitrary: fc.constant(data) }, fc.constant(`${data}=`), fc.constant(data.slice(1))))
  .map((data) => JSON.stringify(data));

/** An object with the schema's field names (some left out), each holding a plausible or hostile value. */
export function shapedText(shape: Shape, known: readonly string[]): fc.Arbitrary<string> {
  const fields = Object.entries(shape).map(([field, inner]) => {
    const choices = [jsonValueText, ...(inner === null ? [] : [shapedText(inner, known)])];
    const likely = plausible(field, known);
    const value =
      likely === undefined
        ? fc.oneof(
            hostileText.map((text) => JSON.stringify(text)),
            ...choices,
          )
        : fc.oneof(likely, likely, ...choices);
    return fc.option(
      value.map((text) => `${JSON.stringify(field)}:${text}`),
      { freq: 4 },
    );
  });
  const extra = fc.array(
    fc.tuple(fc.constantFrom(...HOSTILE_KEYS, ...Object.keys(shape)), jsonValueText).map(([key, value]) => `${JSON.stringify(key)}:${value}`),
    { maxLength: 2 },
  );
  return fc.tuple(fc.tuple(...fields), extra).map(([present, extras]) => `{${[...present.filter((entry) => entry !== null), ...extras].join(',')}}`);
}

/** A wrong value for one field: plausible-looking, hostile, any JSON, or (for an object) mutated inside. */
function wrongValue(field: string, inner: Shape | null, valid: unknown, known: readonly string[]): fc.Arbitrary<string> {
  const likely = plausible(field, known);
  return fc.oneof(
    ...(likely === undefined ? [] : [likely]),
    ...(typeof valid === 'string' ? [{ weight: 3, arbitrary: spoiled(valid).map((text) => JSON.stringify(text)) }] : []),
    { weight: 3, arbitrary: hostileText.map((text) => JSON.stringify(text)) },
    jsonValueText,
    ...(inner === null ? [] : [mutatedText(inner, valid, known)]),
  );
}

/**
 * A valid request with one or two fields made wrong and maybe one left out: input that passes every
 * check but one is what reaches the database, where a value the schema let through can still fail.
 */
export function mutatedText(shape: Shape, valid: unknown, known: readonly string[]): fc.Arbitrary<string> {
  const validFields = (typeof valid === 'object' && valid !== null ? valid : {}) as Record<string, unknown>;
  const fields = Object.keys(shape);
  return fc
    .tuple(
      fc.subarray(fields, { maxLength: Math.min(2, fields.length) }),
      fc.tuple(...fields.map((field) => wrongValue(field, shape[field]!, validFields[field], known))),
      fc.subarray(fields, { maxLength: Math.min(1, fields.length) }),
    )
    .map(([wrong, values, dropped]) => {
      const entries = fields.flatMap((field, index) => {
        if (dropped.includes(field)) return [];
        if (wrong.includes(field)) return [`${JSON.stringify(field)}:${values[index]}`];
        return field in validFields ? [`${JSON.stringify(field)}:${JSON.stringify(validFields[field])}`] : [];
      });
      return `{${entries.join(',')}}`;
    });
}

/** Bodies no schema accepts as they stand: oversized, deeply nested, empty or not an object. */
export const strangeBodyText = fc.oneof(
  fc.integer({ min: 64 * 1024, max: 200_000 }).map((size) => `{"name":"${'x'.repeat(size)}"}`),
  fc.integer({ min: 100, max: 30_000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
  fc.integer({ min: 100, max: 5_000 }).map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
  fc.constantFrom('', ' ', 'null', '"text"', '[]', '0', 'true'),
  jsonValueText,
);

/** Text that is not JSON at all, sent as if it were. */
export const notJsonText = fc.oneof(
  fc.constantFrom(
    '{',
    '{"name": "Mo',
    "{'name': 'Mochi'}",
    '{"age": NaN}',
    '{"age": Infinity}',
    '{"a":1,}',
    'name=Mochi',
    '<cat/>',
    '\u0000',
    '{"a":"\ud800"}',
    'undefined',
    '{"name":"Mochi"}}',
  ),
  fc.string({ minLength: 1, maxLength: 200 }).filter((text) => {
    try {
      JSON.parse(text);
      return false;
    } catch {
      return true;
    }
  }),
);

/** Media types that are not JSON, several of them nearly so. */
export const notJsonType = fc.oneof(
  fc.constantFrom(
    'text/plain',
    'text/html',
    'text/json',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/xml',
    'application/jsonp',
    'application/x-json',
    'application/json5',
    'json',
    'application/octet-stream',
    'application/javascript',
    'text/plain; charset=application/json',
    ' ',
  ),
  fc.stringMatching(/^[a-z]{1,10}\/[a-z0-9.+-]{1,20}$/).filter((type) => !/json/i.test(type)),
);

/** Origins that are not the hotel's own. */
export function foreignOrigin(own: string): fc.Arbitrary<string> {
  const host = new URL(own).host;
  return fc
    .oneof(
      fc.webUrl().map((url) => new URL(url).origin),
      fc.constantFrom('null', `https://${host}`, `http://${host}.evil.example`, `http://evil.example`, `http://${host}:8080`, 'file://'),
    )
    .filter((origin) => origin !== own);
}

/** Percent-encoded as a browser would: a lone surrogate cannot be, so it goes as U+FFFD. */
function urlEncoded(text: string | number): string {
  return encodeURIComponent(String(text).replace(/[\ud800-\udfff]/gu, '\ufffd'));
}

const QUERY_JUNK = ['%', '%zz', '%E0%A4%A', '%00', '%C0%AF', '+', '&&', '=', '==', '%26', '%3D', '[]', '[0]=1'];

/**
 * A query string with the given names (and hostile ones), values encoded or raw junk; with `valid`,
 * also that valid query with one or two values made wrong and junk added.
 */
export function queryText(shape: Shape | null, known: readonly string[], valid: Record<string, string | number> = {}): fc.Arbitrary<string> {
  const names = [...Object.keys(shape ?? {}), ...HOSTILE_KEYS.filter((key) => key !== '')];
  const value = fc.oneof(
    ...Object.keys(shape ?? {}).flatMap((field) => {
      const likely = plausible(field, known);
      return likely === undefined ? [] : [likely.map((text) => urlEncoded(JSON.parse(text) as string | number))];
    }),
    hostileText.map(urlEncoded),
    fc.constantFrom(...QUERY_JUNK),
  );
  const pairs = (maxLength: number) => fc.array(fc.tuple(fc.oneof(fc.constantFrom(...names), fc.constantFrom(...QUERY_JUNK)), value), { maxLength });
  const validPairs = Object.entries(valid);
  const mutated = fc
    .tuple(
      fc.subarray(validPairs, { maxLength: Math.min(2, validPairs.length) }),
      fc.array(value, { minLength: validPairs.length, maxLength: validPairs.length }),
      pairs(1),
    )
    .map(([wrong, values, extra]) => [
      ...validPairs.map((pair, index) => [pair[0], wrong.includes(pair) ? values[index]! : urlEncoded(pair[1])] as const),
      ...extra,
    ]);
  return fc
    .oneof(pairs(5), ...(validPairs.length === 0 ? [] : [mutated]))
    .map((query) => (query.length === 0 ? '' : `?${query.map(([name, text]) => `${name}=${text}`).join('&')}`));
}

/** Ids in a path: of nothing, known, malformed, path traversal, very long or percent-encoded junk. */
export function pathIdText(known: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    idText(known).map(urlEncoded),
    fc.constantFrom('..', '../../..', '..%2F..%2Fhealth', '%2e%2e', '%2e%2e%2f', '%ZZ', '%', '%00', '%C0%AF', '%u0041', ';', '*', '.', '%20', ''),
    fc.integer({ min: 300, max: 8000 }).map((length) => 'a'.repeat(length)),
  );
}

/** Idempotency-Key values: none, ordinary, too long, or with characters outside visible ASCII. */
export const idempotencyKeyText = fc.option(
  fc.oneof(
    fc.stringMatching(/^[\x21-\x7e]{1,40}$/),
    fc.integer({ min: 201, max: 1000 }).map((length) => 'k'.repeat(length)),
    fc.stringMatching(/^[ \x21-\x7e\x80-\xff]{0,20}$/),
  ),
  { freq: 2 },
);
