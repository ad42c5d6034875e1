// Anyone may post to the payment providers' notice addresses, and PayPal's costs the hotel a call
// to PayPal for every event shaped like one (verify-webhook-signature): unthrottled, a stranger
// could make the server call PayPal as fast as it answers, and PayPal's limits on the hotel's API
// credentials would then refuse the calls that take real deposits (issue 30).
//
// So each server lets at most `perAddress` notices from one client address, and `all` from every
// address together, be checked with the provider in a minute; a notice beyond that is answered
// 429 with Retry-After before anything is read or asked. A notice the provider vouches for is
// forgotten again: the provider's own deliveries are never what fills the window, so only
// forgeries can hold back a real notice, and the provider sends that again (PayPal for three
// days, PayFast for hours) while the hourly reconciliation finds captures without it.
//
// Kept in each server's memory, not the database: what it bounds is this server's own calls out.
// Only notices let through are recorded, so the memory is bounded by `all`.

export const NOTICE_WINDOW_MS = 60_000;

export const NOTICE_LIMITS = {
  /** One sender: PayPal and PayFast post a hotel's few notices a day from many servers. */
  perAddress: 30,
  /** Every sender together, so that spreading forgeries over many addresses is bounded too. */
  all: 300,
} as const;

export interface NoticeTurn {
  /** The provider vouched for the notice: it does not count against anyone. */
  vouched(): void;
}

export type NoticeAdmission = { admitted: true; turn: NoticeTurn } | { admitted: false; retryAfterSeconds: number };

/** The wait, in ms, until one more turn fits among `turns` (oldest first) under `limit`; 0 when it fits now. */
function waitToFit(turns: readonly { at: number }[], limit: number, at: number): number {
  return turns.length < limit ? 0 : turns[turns.length - limit]!.at + NOTICE_WINDOW_MS - at;
}

export function noticeThrottle(now: () => Date) {
  /** The notices let through in the last minute, oldest first, with their senders. */
  let checked: { address: string; at: number }[] = [];

  return {
    admit(address: string): NoticeAdmission {
      const at = now().getTime();
      checked = checked.filter((turn) => turn.at > at - NOTICE_WINDOW_MS);
      const fromAddress = checked.filter((turn) => turn.address === address);
      const wait = Math.max(waitToFit(fromAddress, NOTICE_LIMITS.perAddress, at), waitToFit(checked, NOTICE_LIMITS.all, at));
      if (wait > 0) return { admitted: false, retryAfterSeconds: Math.ceil(wait / 1000) };
      const turn = { address, at };
      checked.push(turn);
      return {
        admitted: true,
        turn: {
          vouched() {
            checked = checked.filter((kept) => kept !== turn);
          },
        },
      };
    },
  };
}
