import type { HttpBindings } from '@hono/node-server';
import type { Database } from './db/client.ts';
import type { UserRow } from './auth/sessions.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Log } from './log.ts';
import type { DepositProvider } from './payments/provider.ts';
import type { PhotoStore } from './photos/store.ts';
import type { PushDelivery } from './push/news.ts';

/** What the app needs from outside; tests and the server each supply their own. */
export interface AppDeps {
  db: Database;
  publicUrl: string;
  guestCapacity: number;
  /** How long an unpaid booking holds its places (PENDING_HOLD_MINUTES). */
  pendingHoldMinutes: number;
  payments: DepositProvider;
  /** Sends the deposit receipts; the server always has one, a test without one sends no e-mail. */
  mailer?: Mailer;
  /** The clock, so tests can stand on a fixed day. */
  now: () => Date;
  /**
   * How many proxies stand in front of the server (TRUST_PROXY): their X-Forwarded-For names the
   * client for the sign-in limits. Absent means none, and the socket's address is the client's.
   */
  trustedProxies?: number;
  /**
   * Where the server writes what happens. Within a request this is the request's own child
   * (http/request-log.ts), so every line carries the request's id; tests pass one that keeps the
   * lines in memory (test/memory-log.ts).
   */
  log: Log;
  /** How news reaches the owners' phones (api/push/news.ts); absent, Node's own way with the usual timeout. */
  push?: PushDelivery;
  /**
   * Where the stays' photos are kept (api/photos/store.ts): the server's always, from its settings;
   * every test hotel has a folder of its own. Absent, a photo is refused (503).
   */
  photos?: PhotoStore;
}

/**
 * A change sent in a batch, as the batch runs it through the app (api/change-batches.ts): in the
 * batch's transaction, for the owner the batch's own request signed in.
 */
export interface BatchedChange {
  tx: Database;
  owner: UserRow;
  sessionId: string | null;
  /** The batch request's log, so its changes write under its id. */
  log: Log;
  /**
   * Work the change asks to do once its writes are kept (news on the owner's phone): run after the
   * batch's transaction commits, and never for a run the batch rolled back.
   */
  afterCommit: (work: () => void) => void;
}

export interface AppEnv {
  /**
   * Node's own request, when served by @hono/node-server (absent in `app.request` tests), or the
   * batch a change runs in; only the server and the batch route set these, never a client.
   */
  Bindings: (Partial<HttpBindings> & { batched?: BatchedChange }) | undefined;
  Variables: {
    deps: AppDeps;
    /** The root database, or the transaction a change runs in. */
    db: Database;
    owner: UserRow | null;
    sessionId: string | null;
    /**
     * The member of staff whose password this session's sign-in took, while it waits for the code
     * app's code (api/auth/second-factor.ts); `owner` is null meanwhile.
     */
    awaitingCode: UserRow | null;
  };
}
