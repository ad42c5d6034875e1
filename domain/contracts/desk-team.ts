// The hotel's team as a manager sees it, and what a setup or invitation address opens. The
// server's builders (api/staff/) are declared to return these.
import type { StaffRole } from '../schemas/staff.ts';

/** GET /api/staff/team (manager). */
export interface TeamView {
  members: {
    id: string;
    firstName: string | null;
    lastName: string | null;
    email: string;
    role: StaffRole;
    createdAt: string;
    you: boolean;
  }[];
  invitations: {
    id: string;
    email: string | null;
    role: StaffRole;
    createdAt: string;
    expiresAt: string | null;
    state: 'open' | 'used' | 'expired' | 'revoked';
  }[];
}

/** POST /api/staff/team/invitations: the address exists only in this answer (only its hash is kept). */
export interface NewInvitationView {
  invitation: TeamView['invitations'][number];
  address: string;
}

/** GET /api/staff/pass?token=: what a setup or invitation address opens. */
export interface StaffPassView {
  kind: 'setup' | 'invitation';
  role: StaffRole;
  email: string | null;
}
