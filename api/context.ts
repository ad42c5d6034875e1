import type { HttpBindings } from '@hono/node-server';
import type { Database } from './db/client.ts';
import type { UserRow } from './auth/sessions.ts';
import type { Mailer } from './mail/mailer.ts';
import type { DepositProvider } from './payments/provider.ts';

/** What the app needs from outside; tests and the server each supply their own. */
export interface AppDeps {
  db: Database;
  publicUrl: string;
  guestCapacity: number;
  payments: DepositProvider;
  /** Sends the deposit receipts; the server always has one, a test without one sends no e-mail. */
  mailer?: Mailer;
  /** The clock, so tests can stand on a fixed day. */
  now: () => Date;
}

export interface AppEnv {
  /** Node's own request, when served by @hono/node-server (absent in `app.request` tests). */
  Bindings: Partial<HttpBindings> | undefined;
  Variables: {
    deps: AppDeps;
    /** The root database, or the transaction a change runs in. */
    db: Database;
    owner: UserRow | null;
    sessionId: string | null;
  };
}
