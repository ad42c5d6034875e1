import { describe, expect, it } from 'vitest';
import { EnvError, HTTP_PUBLIC_URL, readEnv, TEST_PAYMENTS_ON_HTTPS } from './env.ts';

describe('readEnv', () => {
  it('runs with no settings at all: port 3000, PGlite in ./data, test payments, 5 places', () => {
    expect(readEnv({})).toEqual({
      port: 3000,
      databaseUrl: undefined,
      dataDir: './data',
      publicUrl: 'http://localhost:3000',
      payments: 'test',
      guestCapacity: 5,
      pendingHoldMinutes: 2880,
      smtpUrl: undefined,
      paypal: undefined,
      payfast: undefined,
      trustedProxies: 0,
      logLevel: 'info',
      photos: { kind: 'folder', folder: 'data/photos' },
    });
  });

  it('reads every setting', () => {
    const env = readEnv({
      PORT: '8080',
      DATABASE_URL: 'postgres://hotel@db.internal:5432/hotel',
      DATA_DIR: '/var/lib/hotel',
      PUBLIC_URL: 'https://sunningdalecathotel.co.za/',
      PAYMENTS: 'paypal',
      GUEST_CAPACITY: '8',
      SMTP_URL: 'smtps://mail:secret@smtp.example.com:465',
      PAYPAL_CLIENT_ID: 'id',
      PAYPAL_CLIENT_SECRET: 'secret',
      PAYPAL_API_BASE: 'https://api-m.paypal.com/',
      PAYPAL_CURRENCY: 'USD',
      PAYPAL_DEPOSIT_AMOUNT: '5.50',
      PAYPAL_WEBHOOK_ID: '8PT597110X687430LKGECATA',
      TRUST_PROXY: '1',
    });
    expect(env).toMatchObject({
      port: 8080,
      trustedProxies: 1,
      publicUrl: 'https://sunningdalecathotel.co.za',
      guestCapacity: 8,
      paypal: {
        amountCents: 550,
        currency: 'USD',
        apiBase: 'https://api-m.paypal.com',
        returnUrl: 'https://sunningdalecathotel.co.za/payment',
        // Cancelling at PayPal comes back to the one deposit flow, which says the payment was not made.
        cancelUrl: 'https://sunningdalecathotel.co.za/reservation-confirm?payment=cancelled',
        webhookId: '8PT597110X687430LKGECATA',
      },
    });
  });

  it.each([
    [{ PORT: 'http' }, 'PORT must be a whole number'],
    [{ PORT: '70000' }, 'PORT must be at most 65535'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must start with postgres:// or postgresql://'],
    [{ PAYMENTS: 'cash' }, 'PAYMENTS must be test, paypal or payfast'],
    [{ GUEST_CAPACITY: '0' }, 'GUEST_CAPACITY must be at least 1'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY must be how many proxies stand in front of the server: 0 when none, 1 behind one'],
    [{ TRUST_PROXY: '11' }, 'TRUST_PROXY must be how many proxies'],
    [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent'],
    [{ ALLOW_TEST_PAYMENTS: 'yes' }, 'ALLOW_TEST_PAYMENTS must be 1 (a staging site may take test payments) or 0'],
    [{ PAYMENTS: 'paypal' }, 'PAYPAL_CLIENT_ID is required when PAYMENTS=paypal'],
    [
      {
        PAYMENTS: 'paypal',
        PAYPAL_CLIENT_ID: 'a',
        PAYPAL_CLIENT_SECRET: 'b',
        PAYPAL_API_BASE: 'https://api-m.paypal.com',
        PAYPAL_CURRENCY: 'USD',
        PAYPAL_DEPOSIT_AMOUNT: '5.555',
      },
      'PAYPAL_DEPOSIT_AMOUNT must be an amount such as 5.50',
    ],
    [{ PAYPAL_API_BASE: 'http://api-m.paypal.com' }, 'PAYPAL_API_BASE must start with https://'],
    [{ ALLOW_HTTP_PUBLIC_URL: 'yes' }, 'ALLOW_HTTP_PUBLIC_URL must be 1 (an http address that is not this computer, on purpose) or 0'],
    [{ PAYPAL_WEBHOOK_ID: 'WH-8PT5 97110X' }, "PAYPAL_WEBHOOK_ID must be the Webhook ID PayPal shows for the hotel's webhook (letters and digits)"],
  ])('refuses %j, naming the setting', (source, message) => {
    expect(() => readEnv(source)).toThrow(EnvError);
    expect(() => readEnv(source)).toThrow(message);
  });

  it('takes deposits in rand through PayFast, at the address it is given, with PayFast calling back at PUBLIC_URL', () => {
    const payfast = {
      PAYFAST_MERCHANT_ID: '10000100',
      PAYFAST_MERCHANT_KEY: '46f0cd694581a',
      PAYFAST_PASSPHRASE: 'cat-hotel_deposits/2026',
      PAYFAST_BASE: 'https://sandbox.payfast.co.za',
    };
    const env = readEnv({ PAYMENTS: 'payfast', PUBLIC_URL: 'https://sunningdalecathotel.co.za/', ...payfast });
    expect(env).toMatchObject({ payments: 'payfast', paypal: undefined });
    expect(env.payfast).toEqual({
      merchantId: '10000100',
      merchantKey: '46f0cd694581a',
      passphrase: 'cat-hotel_deposits/2026',
      baseUrl: 'https://sandbox.payfast.co.za',
      returnUrl: 'https://sunningdalecathotel.co.za/payment',
      cancelUrl: 'https://sunningdalecathotel.co.za/reservation-confirm?payment=cancelled',
      notifyUrl: 'https://sunningdalecathotel.co.za/api/webhooks/payfast',
    });
    expect(readEnv({ PAYMENTS: 'payfast', ...payfast, PAYFAST_BASE: 'https://www.payfast.co.za/' }).payfast?.baseUrl).toBe(
      'https://www.payfast.co.za',
    );
  });

  it('names every PayFast setting that is missing, the passphrase and the address included', () => {
    expect(() => readEnv({ PAYMENTS: 'payfast', PAYFAST_MERCHANT_KEY: '46f0cd694581a' })).toThrow(
      /PAYFAST_MERCHANT_ID is required when PAYMENTS=payfast\n.*PAYFAST_PASSPHRASE is required when PAYMENTS=payfast\n.*PAYFAST_BASE is required when PAYMENTS=payfast: https:\/\/www\.payfast\.co\.za for live payments, or https:\/\/sandbox\.payfast\.co\.za to test/,
    );
  });

  it("never falls back to PayFast's sandbox: a live site without PAYFAST_BASE does not start (issue 30)", () => {
    const live = { PAYFAST_MERCHANT_ID: '10000100', PAYFAST_MERCHANT_KEY: '46f0cd694581a', PAYFAST_PASSPHRASE: 'cat-hotel_deposits/2026' };
    expect(() => readEnv({ PAYMENTS: 'payfast', PUBLIC_URL: 'https://sunningdalecathotel.co.za', ...live })).toThrow(
      'PAYFAST_BASE is required when PAYMENTS=payfast',
    );
  });

  it.each([
    [{ PAYFAST_MERCHANT_ID: 'ten' }, 'PAYFAST_MERCHANT_ID must be the Merchant ID PayFast shows (digits only)'],
    [{ PAYFAST_MERCHANT_KEY: 'a key' }, 'PAYFAST_MERCHANT_KEY must be the Merchant Key PayFast shows (letters and digits)'],
    [{ PAYFAST_PASSPHRASE: 'my cat!' }, 'PAYFAST_PASSPHRASE may hold only letters, digits, - _ and /, as PayFast allows'],
    [{ PAYFAST_BASE: 'http://sandbox.payfast.co.za' }, 'PAYFAST_BASE must start with https://'],
  ])('refuses the PayFast setting %j', (source, message) => {
    expect(() => readEnv({ PAYMENTS: 'payfast', ...source })).toThrow(message);
  });

  it.each(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])('keeps the log at LOG_LEVEL=%s', (level) => {
    expect(readEnv({ LOG_LEVEL: level }).logLevel).toBe(level);
  });

  it('reads LOG_LEVEL as written in capitals too, as hosting dashboards often do', () => {
    expect(readEnv({ LOG_LEVEL: ' WARN ' }).logLevel).toBe('warn');
  });

  it('treats empty settings as unset', () => {
    expect(readEnv({ PORT: '', DATABASE_URL: '  ' }).port).toBe(3000);
  });

  describe('PayPal’s address, sandbox or live', () => {
    const paypal = {
      PAYMENTS: 'paypal',
      PAYPAL_CLIENT_ID: 'id',
      PAYPAL_CLIENT_SECRET: 'secret',
      PAYPAL_CURRENCY: 'USD',
      PAYPAL_DEPOSIT_AMOUNT: '5.50',
    };

    it('must be set with PAYMENTS=paypal: the server never falls back to the sandbox on its own', () => {
      expect(() => readEnv(paypal)).toThrow(EnvError);
      expect(() => readEnv(paypal)).toThrow(
        'PAYPAL_API_BASE is required when PAYMENTS=paypal: https://api-m.paypal.com for live payments, or https://api-m.sandbox.paypal.com to test',
      );
    });

    it('is the sandbox when the sandbox is named', () => {
      expect(readEnv({ ...paypal, PAYPAL_API_BASE: 'https://api-m.sandbox.paypal.com' }).paypal?.apiBase).toBe('https://api-m.sandbox.paypal.com');
    });
  });

  describe('an http public address', () => {
    it.each(['http://sunningdalecathotel.co.za', 'http://192.168.1.20:3000', 'http://0.0.0.0:3000', 'http://localhost.example.com'])(
      'is refused for %s, a site others reach, saying what to set instead',
      (address) => {
        expect(() => readEnv({ PUBLIC_URL: address })).toThrow(EnvError);
        expect(() => readEnv({ PUBLIC_URL: address })).toThrow(HTTP_PUBLIC_URL);
        expect(() => readEnv({ PUBLIC_URL: address, ALLOW_HTTP_PUBLIC_URL: '0' })).toThrow(HTTP_PUBLIC_URL);
      },
    );

    it('names the setting that allows it on purpose', () => {
      expect(HTTP_PUBLIC_URL).toMatch(/^PUBLIC_URL is http .* set PUBLIC_URL to the https address, or set ALLOW_HTTP_PUBLIC_URL=1 if/);
      expect(readEnv({ PUBLIC_URL: 'http://hotel.lan:3000', ALLOW_HTTP_PUBLIC_URL: '1' }).publicUrl).toBe('http://hotel.lan:3000');
    });

    it.each(['http://localhost:3000', 'http://127.0.0.1:3210', 'http://[::1]:3000'])(
      'runs on this computer, %s, with nothing to allow',
      (address) => {
        expect(readEnv({ PUBLIC_URL: address }).publicUrl).toBe(address);
      },
    );
  });

  describe('the simulated checkout, which takes no money', () => {
    const live = { PUBLIC_URL: 'https://sunningdalecathotel.co.za' };

    it('is refused on an https address, saying what to set instead', () => {
      for (const source of [live, { ...live, PAYMENTS: 'test' }, { ...live, ALLOW_TEST_PAYMENTS: '0' }]) {
        expect(() => readEnv(source)).toThrow(EnvError);
        expect(() => readEnv(source)).toThrow(TEST_PAYMENTS_ON_HTTPS);
      }
      expect(TEST_PAYMENTS_ON_HTTPS).toMatch(/set PAYMENTS to a real payment provider .* or set ALLOW_TEST_PAYMENTS=1 if this is a staging site$/);
    });

    it('runs on an https staging site that allows it with ALLOW_TEST_PAYMENTS=1', () => {
      expect(readEnv({ ...live, ALLOW_TEST_PAYMENTS: '1' })).toMatchObject({ payments: 'test', publicUrl: live.PUBLIC_URL });
    });

    it('runs on http, such as a laptop at localhost, with nothing to allow', () => {
      expect(readEnv({ PUBLIC_URL: 'http://localhost:3000', PAYMENTS: 'test' })).toMatchObject({ payments: 'test' });
    });
  });
});
