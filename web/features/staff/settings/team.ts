// The manager's calls for the hotel's accounts and invitations (domain/contracts/desk-team.ts TeamView).
import type { NewInvitationView, TeamView } from '../../../../domain/contracts/desk-team.ts';
import type { CodeAppView } from '../../../../domain/schemas/second-factor.ts';
import type { InvitationInput } from '../../../../domain/schemas/staff.ts';
import { staffChange, staffRead } from '../staff-api.ts';

export function readTeam(): Promise<TeamView> {
  return staffRead<TeamView>('/api/staff/team');
}

/** The answer holds the only copy of the address: the server keeps just its hash. */
export function invite(input: InvitationInput): Promise<NewInvitationView> {
  return staffChange<NewInvitationView>('POST', '/api/staff/team/invitations', input);
}

export function revokeInvitation(invitationId: string): Promise<TeamView> {
  return staffChange<TeamView>('DELETE', `/api/staff/team/invitations/${encodeURIComponent(invitationId)}`);
}

/** Closes a staff account; its sessions end at once. */
export function removeMember(memberId: string): Promise<TeamView> {
  return staffChange<TeamView>('DELETE', `/api/staff/team/members/${encodeURIComponent(memberId)}`);
}

/** The signed-in member's own code app, and whether plain staff need one too (issue 30). */
export function readCodeApp(): Promise<CodeAppView> {
  return staffRead<CodeAppView>('/api/staff/code');
}

/** The managers' rule: plain staff sign in with a code app too, or with a password alone. */
export function setStaffNeedCodeApp(staffNeedCodeApp: boolean): Promise<{ staffNeedCodeApp: boolean }> {
  return staffChange('PUT', '/api/staff/code/rule', { staffNeedCodeApp });
}
