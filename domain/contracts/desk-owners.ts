// The owners' records at the desk: the search, one owner's page, and a reset link sent for them.
// The server's builders (api/staff/) are declared to return these.
import type { DeskCat, DeskOwner, DeskStay } from './desk-stays.ts';

/** GET /api/staff/owners?q=: at most 50. */
export interface OwnerSearchView {
  owners: (DeskOwner & { cats: number; stays: number })[];
  more: boolean;
}

/** GET /api/staff/owners/:id: read-only. */
export interface OwnerRecordView {
  owner: DeskOwner & { address: string | null; createdAt: string };
  cats: DeskCat[];
  stays: DeskStay[];
}

/** POST /api/staff/owners/:id/password-reset (staff): where the reset link went; never the link. */
export interface PasswordResetSentView {
  sentTo: string;
}
