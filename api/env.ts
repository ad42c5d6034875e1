import { join } from 'node:path';
import * as v from 'valibot';
import { DEPOSIT_CANCEL_PATH, DEPOSIT_RETURN_PATH } from '../domain/deposit-checkout.ts';
import { decimalToCents } from '../domain/money.ts';
import { LOG_LEVELS, type LogLevel } from './log.ts';
import type { PayFastConfig } from './payments/payfast-config.ts';
import type { PayPalConfig } from './payments/paypal.ts';
import type { PhotoStoreSettings } from './photos/store.ts';

/**
 * The process environment, read and checked once at start (the Epic Stack habit): a wrong value
 * stops the server with a message naming the variable, instead of failing at the first request.
 */
export interface Env {
  port: number;
  /** PostgreSQL when set; otherwise embedded PGlite in `dataDir` (DESIGN D6). */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Where owners reach the site; used for canonical addresses, cookies and payment return pages. */
  publicUrl: string;
  payments: 'test' | 'paypal' | 'payfast';
  guestCapacity: number;
  /** How long an unpaid booking holds its places (issue 15). */
  pendingHoldMinutes: number;
  smtpUrl: string | undefined;
  paypal: PayPalConfig | undefined;
  payfast: PayFastConfig | undefined;
  /** Proxies in front of the server whose X-Forwarded-For names the client (0: none). */
  trustedProxies: number;
  /** The least severe lines the log keeps (LOG_LEVEL). */
  logLevel: LogLevel;
  /** Where the stays' photos are kept: DATA_DIR/photos, or the bucket PHOTO_BUCKET names (issue 34). */
  photos: PhotoStoreSettings;
}

const integerText = (name: string, min: number, max: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d+$/, `${name} must be a whole number`),
    v.transform(Number),
    v.minValue(min, `${name} must be at least ${min}`),
    v.maxValue(max, `${name} must be at most ${max}`),
  );

const urlText = (name: string, protocols: readonly string[]) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.url(`${name} must be a full address, such as ${protocols[0]}//...`),
    v.check((text) => protocols.includes(new URL(text).protocol), `${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}`),
  );

const TRUST_PROXY_MESSAGE = 'TRUST_PROXY must be how many proxies stand in front of the server: 0 when none, 1 behind one (nginx, a load balancer)';

export const TEST_PAYMENTS_ON_HTTPS =
  'PAYMENTS is test (the default), whose simulated checkout marks deposits paid without taking any money, and PUBLIC_URL is https: ' +
  'set PAYMENTS to a real payment provider (payfast or paypal), or set ALLOW_TEST_PAYMENTS=1 if this is a staging site';

export const HTTP_PUBLIC_URL =
  'PUBLIC_URL is http but not this computer (localhost, 127.0.0.1 or [::1]): owners would sign in and send their details unencrypted, ' +
  'and session cookies could not be Secure. Serve the site over https and set PUBLIC_URL to the https address, ' +
  'or set ALLOW_HTTP_PUBLIC_URL=1 if this is a closed test network on purpose';

/** The addresses of this computer, where http is a developer's laptop and not a site owners reach. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

const rawEnvSchema = v.object({
  PORT: v.optional(integerText('PORT', 1, 65_535), '3000'),
  DATABASE_URL: v.optional(urlText('DATABASE_URL', ['postgres:', 'postgresql:'])),
  DATA_DIR: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty('DATA_DIR must not be empty')), './data'),
  PUBLIC_URL: v.optional(urlText('PUBLIC_URL', ['http:', 'https:'])),
  ALLOW_HTTP_PUBLIC_URL: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.picklist(['1', '0'], 'ALLOW_HTTP_PUBLIC_URL must be 1 (an http address that is not this computer, on purpose) or 0'),
    ),
    '0',
  ),
  PAYMENTS: v.optional(v.picklist(['test', 'paypal', 'payfast'], 'PAYMENTS must be test, paypal or payfast'), 'test'),
  ALLOW_TEST_PAYMENTS: v.optional(
    v.pipe(v.string(), v.trim(), v.picklist(['1', '0'], 'ALLOW_TEST_PAYMENTS must be 1 (a staging site may take test payments) or 0')),
    '0',
  ),
  GUEST_CAPACITY: v.optional(integerText('GUEST_CAPACITY', 1, 500), '5'),
  // 48 hours by default: long enough to pay after a weekend, short enough that a forgotten draft
  // frees its nights. A year at most, since a longer hold is no hold at all.
  PENDING_HOLD_MINUTES: v.optional(integerText('PENDING_HOLD_MINUTES', 1, 525_600), '2880'),
  SMTP_URL: v.optional(urlText('SMTP_URL', ['smtp:', 'smtps:'])),
  TRUST_PROXY: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^\d{1,2}$/, TRUST_PROXY_MESSAGE), v.transform(Number), v.maxValue(10, TRUST_PROXY_MESSAGE)),
    '0',
  ),
  LOG_LEVEL: v.optional(
    v.pipe(v.string(), v.trim(), v.toLowerCase(), v.picklist(LOG_LEVELS, `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`)),
    'info',
  ),
  PAYPAL_CLIENT_ID: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty())),
  PAYPAL_CLIENT_SECRET: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty())),
  // No default: a live site left on PayPal's sandbox would hand out stays for play money.
  PAYPAL_API_BASE: v.optional(urlText('PAYPAL_API_BASE', ['https:'])),
  PAYPAL_CURRENCY: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[A-Z]{3}$/, 'PAYPAL_CURRENCY must be a three-letter code such as USD'))),
  PAYPAL_WEBHOOK_ID: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^[A-Za-z0-9]{1,50}$/, "PAYPAL_WEBHOOK_ID must be the Webhook ID PayPal shows for the hotel's webhook (letters and digits)"),
    ),
  ),
  PAYPAL_DEPOSIT_AMOUNT: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.transform(decimalToCents),
      v.number('PAYPAL_DEPOSIT_AMOUNT must be an amount such as 5.50'),
      v.minValue(1, 'PAYPAL_DEPOSIT_AMOUNT must be more than 0'),
    ),
  ),
  PAYFAST_MERCHANT_ID: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^\d{1,20}$/, 'PAYFAST_MERCHANT_ID must be the Merchant ID PayFast shows (digits only)')),
  ),
  PAYFAST_MERCHANT_KEY: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9]{1,50}$/, 'PAYFAST_MERCHANT_KEY must be the Merchant Key PayFast shows (letters and digits)')),
  ),
  // PayFast's own rule for the passphrase; anything else could never match the account's.
  PAYFAST_PASSPHRASE: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^[A-Za-z0-9_/-]{1,100}$/, 'PAYFAST_PASSPHRASE may hold only letters, digits, - _ and /, as PayFast allows'),
    ),
  ),
  PAYFAST_BASE: v.optional(urlText('PAYFAST_BASE', ['https:'])),
  // S3's own rule for a bucket's name, which every S3-compatible service follows.
  PHOTO_BUCKET: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'PHOTO_BUCKET must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens'),
    ),
  ),
  PHOTO_BUCKET_REGION: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^[a-z0-9-]{1,40}$/, 'PHOTO_BUCKET_REGION must be a region name such as af-south-1 (or auto)')),
  ),
  // http is allowed: a MinIO on the same machine or network is an S3-compatible service too.
  PHOTO_BUCKET_ENDPOINT: v.optional(urlText('PHOTO_BUCKET_ENDPOINT', ['https:', 'http:'])),
  PHOTO_BUCKET_PATH_STYLE: v.optional(
    v.pipe(v.string(), v.trim(), v.picklist(['1', '0'], 'PHOTO_BUCKET_PATH_STYLE must be 1 (addresses as endpoint/bucket/key, as MinIO wants) or 0')),
    '0',
  ),
  PHOTO_BUCKET_ACCESS_KEY_ID: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty())),
  PHOTO_BUCKET_SECRET_ACCESS_KEY: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty())),
});

export class EnvError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`The server cannot start; fix these settings:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.problems = problems;
  }
}

type RawEnv = v.InferOutput<typeof rawEnvSchema>;

/** What to set, for a required setting whose right value is not obvious from its name. */
const WHAT_TO_SET: Partial<Record<keyof RawEnv, string>> = {
  PAYPAL_API_BASE: "https://api-m.paypal.com for live payments, or https://api-m.sandbox.paypal.com to test with PayPal's sandbox",
  PAYFAST_BASE: "https://www.payfast.co.za for live payments, or https://sandbox.payfast.co.za to test with PayFast's sandbox",
};

/** A provider's settings that have no default: every one missing is named, so one start shows them all. */
function requireSettings(raw: RawEnv, payments: string, names: readonly (keyof RawEnv)[]): void {
  const missing = names.filter((name) => raw[name] === undefined);
  if (missing.length > 0) {
    throw new EnvError(
      missing.map((name) => `${name} is required when PAYMENTS=${payments}${WHAT_TO_SET[name] === undefined ? '' : `: ${WHAT_TO_SET[name]}`}`),
    );
  }
}

/** Empty variables count as unset, as they do in most hosting dashboards. */
function withoutEmpty(source: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(source).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1].trim() !== ''));
}

export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = v.safeParse(rawEnvSchema, withoutEmpty(source));
  if (!parsed.success) {
    throw new EnvError(
      parsed.issues.map((issue) => {
        const name = v.getDotPath(issue) ?? '';
        return issue.message.startsWith(name) ? issue.message : `${name}: ${issue.message}`;
      }),
    );
  }
  const raw = parsed.output;
  const publicUrl = (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, '');
  // An http address anyone else reaches carries passwords and session cookies in the clear, and a
  // forgotten "s" is easy to miss in a hosting dashboard; only a setting that says so lets it start.
  const address = new URL(publicUrl);
  if (address.protocol === 'http:' && !LOOPBACK_HOSTS.has(address.hostname) && raw.ALLOW_HTTP_PUBLIC_URL !== '1') {
    throw new EnvError([HTTP_PUBLIC_URL]);
  }
  // The simulated checkout marks a deposit paid with no money taken (D11). An https address is a
  // site owners reach, where that is a booking given away, so only a staging site that says so
  // on purpose may run it; a laptop on http://localhost needs no word.
  if (raw.PAYMENTS === 'test' && address.protocol === 'https:' && raw.ALLOW_TEST_PAYMENTS !== '1') {
    throw new EnvError([TEST_PAYMENTS_ON_HTTPS]);
  }

  let paypal: PayPalConfig | undefined;
  if (raw.PAYMENTS === 'paypal') {
    // PayPal does not settle ZAR, so the deposit's currency and amount cannot be guessed (D11).
    // The API base too: sandbox or live is said on purpose, never assumed (issue 20).
    requireSettings(raw, 'paypal', ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_API_BASE', 'PAYPAL_CURRENCY', 'PAYPAL_DEPOSIT_AMOUNT']);
    paypal = {
      clientId: raw.PAYPAL_CLIENT_ID!,
      clientSecret: raw.PAYPAL_CLIENT_SECRET!,
      apiBase: raw.PAYPAL_API_BASE!.replace(/\/+$/, ''),
      currency: raw.PAYPAL_CURRENCY!,
      amountCents: raw.PAYPAL_DEPOSIT_AMOUNT!,
      returnUrl: `${publicUrl}${DEPOSIT_RETURN_PATH}`,
      cancelUrl: `${publicUrl}${DEPOSIT_CANCEL_PATH}`,
      // Optional: without it PayPal's webhook events are refused, and the hourly reconciliation alone finds lost captures.
      webhookId: raw.PAYPAL_WEBHOOK_ID,
    };
  }

  let payfast: PayFastConfig | undefined;
  if (raw.PAYMENTS === 'payfast') {
    // The passphrase is required though PayFast lets an account go without: the merchant key travels
    // in every checkout address, so without a passphrase anyone could sign a notice that a deposit
    // was paid (docs/decisions/0014-payfast.md). The address too, as PayPal's: a live site left on the
    // sandbox by a forgotten setting would take no money and confirm every stay (issue 30).
    requireSettings(raw, 'payfast', ['PAYFAST_MERCHANT_ID', 'PAYFAST_MERCHANT_KEY', 'PAYFAST_PASSPHRASE', 'PAYFAST_BASE']);
    payfast = {
      merchantId: raw.PAYFAST_MERCHANT_ID!,
      merchantKey: raw.PAYFAST_MERCHANT_KEY!,
      passphrase: raw.PAYFAST_PASSPHRASE!,
      baseUrl: raw.PAYFAST_BASE!.replace(/\/+$/, ''),
      returnUrl: `${publicUrl}${DEPOSIT_RETURN_PATH}`,
      cancelUrl: `${publicUrl}${DEPOSIT_CANCEL_PATH}`,
      notifyUrl: `${publicUrl}/api/webhooks/payfast`,
    };
  }

  return {
    port: raw.PORT,
    databaseUrl: raw.DATABASE_URL,
    dataDir: raw.DATA_DIR,
    publicUrl,
    payments: raw.PAYMENTS,
    guestCapacity: raw.GUEST_CAPACITY,
    pendingHoldMinutes: raw.PENDING_HOLD_MINUTES,
    smtpUrl: raw.SMTP_URL,
    paypal,
    payfast,
    trustedProxies: raw.TRUST_PROXY,
    logLevel: raw.LOG_LEVEL,
    photos: photoStoreSettings(raw),
  };
}

export const BUCKET_SETTINGS_WITHOUT_BUCKET =
  'is set but PHOTO_BUCKET is not, so the photos would go to DATA_DIR/photos: set PHOTO_BUCKET to the bucket, or remove';
export const PHOTO_BUCKET_REGION_MISSING =
  "PHOTO_BUCKET_REGION is required when PHOTO_BUCKET is set: the bucket's region, such as af-south-1 (Cape Town), or the one an S3-compatible service names (often us-east-1, or auto for Cloudflare R2)";
export const PHOTO_BUCKET_KEY_PAIR =
  "PHOTO_BUCKET_ACCESS_KEY_ID and PHOTO_BUCKET_SECRET_ACCESS_KEY go together: set both, or neither to use the AWS_* variables or the machine's role";

/**
 * The photos' store: DATA_DIR/photos unless PHOTO_BUCKET names a bucket. A bucket's other settings
 * without PHOTO_BUCKET are refused: the photos would go to the disk while whoever set them thinks
 * they are in the bucket, and the backup would leave them out.
 */
function photoStoreSettings(raw: RawEnv): PhotoStoreSettings {
  const bucketSettings = [
    'PHOTO_BUCKET_REGION',
    'PHOTO_BUCKET_ENDPOINT',
    'PHOTO_BUCKET_ACCESS_KEY_ID',
    'PHOTO_BUCKET_SECRET_ACCESS_KEY',
  ] as const satisfies readonly (keyof RawEnv)[];
  if (raw.PHOTO_BUCKET === undefined) {
    const stray = bucketSettings.filter((name) => raw[name] !== undefined);
    if (stray.length > 0) throw new EnvError(stray.map((name) => `${name} ${BUCKET_SETTINGS_WITHOUT_BUCKET} ${name}`));
    return { kind: 'folder', folder: join(raw.DATA_DIR, 'photos') };
  }
  const problems = [
    ...(raw.PHOTO_BUCKET_REGION === undefined ? [PHOTO_BUCKET_REGION_MISSING] : []),
    ...((raw.PHOTO_BUCKET_ACCESS_KEY_ID === undefined) !== (raw.PHOTO_BUCKET_SECRET_ACCESS_KEY === undefined) ? [PHOTO_BUCKET_KEY_PAIR] : []),
  ];
  if (problems.length > 0) throw new EnvError(problems);
  return {
    kind: 'bucket',
    bucket: raw.PHOTO_BUCKET,
    region: raw.PHOTO_BUCKET_REGION!,
    endpoint: raw.PHOTO_BUCKET_ENDPOINT?.replace(/\/+$/, ''),
    forcePathStyle: raw.PHOTO_BUCKET_PATH_STYLE === '1',
    credentials:
      raw.PHOTO_BUCKET_ACCESS_KEY_ID === undefined
        ? undefined
        : { accessKeyId: raw.PHOTO_BUCKET_ACCESS_KEY_ID, secretAccessKey: raw.PHOTO_BUCKET_SECRET_ACCESS_KEY! },
  };
}
