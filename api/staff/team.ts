import { sValidator } from '@hono/standard-validator';
import { and, asc, count, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { INVITATION_DAYS, invitationSchema, MAX_OPEN_INVITATIONS, STAFF_ROLES, type StaffRole } from '../../domain/schemas/staff.ts';
import { NOT_SIGNED_IN } from '../auth/owner.ts';
import { invalidateUserSessions, type UserRow } from '../auth/sessions.ts';
import type { AppEnv } from '../context.ts';
import type { Database } from '../db/client.ts';
import { staffPasses, users } from '../db/schema.ts';
import { changesInTransaction } from '../http/changes.ts';
import { Problem } from '../http/problem.ts';
import { idParam, refuseInvalid } from '../http/validate.ts';
import { mailAfterCommit, queueMailInRequest } from '../mail/after-commit.ts';
import { staffInvitationMessage } from '../mail/staff-invitation.ts';
import { requireManager, signedInManager } from './access.ts';
import { recordHotelChange } from './hotel-changes.ts';
import { lockTeam, newPassToken, openPassAt, passAddress, passState, type StaffPass } from './staff-accounts.ts';
import type { NewInvitationView, TeamView } from '../../domain/contracts/desk-team.ts';

// The manager's team page (issue 14): who is on the team, invitations to join it, and removing an
// account. Every change runs under the team lock (api/staff/staff-accounts.ts), so its rules hold
// however many managers act at once, on however many servers.

export const NO_SUCH_MEMBER = 'There is no one on the team with this id';
export const NO_SUCH_INVITATION = 'There is no invitation with this id';
export const CANNOT_REMOVE_YOURSELF = 'You cannot remove your own account. Ask another manager to do it.';
export const LAST_MANAGER = 'This is the hotel’s only manager, and the hotel always needs one. Invite another manager first.';
export const TOO_MANY_INVITATIONS = `You have ${MAX_OPEN_INVITATIONS} open invitations. Withdraw some, or wait until they are used or expire, before inviting more.`;
export const EMAIL_HAS_ACCOUNT =
  'This e-mail already belongs to an account here. A staff account needs an e-mail of its own: invite another address.';
export const INVITATION_ALREADY_USED = 'This invitation has already been used, so it cannot be withdrawn. Remove the account it made instead.';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far back the team page lists invitations that are no longer open: long enough to see what became of them. */
const CLOSED_INVITATIONS_SHOWN_DAYS = 30;

const activeTeam = and(inArray(users.role, [...STAFF_ROLES]), isNull(users.removedAt));

function invitationJson(pass: StaffPass, now: Date): TeamView['invitations'][number] {
  return {
    id: pass.id,
    email: pass.email,
    role: pass.role,
    createdAt: pass.createdAt.toISOString(),
    expiresAt: pass.expiresAt?.toISOString() ?? null,
    state: passState(pass, now),
  };
}

async function teamView(db: Database, me: UserRow, now: Date): Promise<TeamView> {
  const members = await db.select().from(users).where(activeTeam).orderBy(asc(users.createdAt), asc(users.id));
  const invitations = await db
    .select()
    .from(staffPasses)
    .where(and(eq(staffPasses.kind, 'invitation'), gt(staffPasses.createdAt, new Date(now.getTime() - CLOSED_INVITATIONS_SHOWN_DAYS * DAY_MS))))
    .orderBy(desc(staffPasses.createdAt), asc(staffPasses.id));
  return {
    members: members.map((member) => ({
      id: member.id,
      firstName: member.firstName,
      lastName: member.lastName,
      email: member.email,
      // `activeTeam` keeps staff and managers only.
      role: member.role as StaffRole,
      createdAt: member.createdAt.toISOString(),
      you: member.id === me.id,
    })),
    invitations: invitations.map((pass) => invitationJson(pass, now)),
  };
}

/**
 * Takes the team lock, then reads the acting manager again: a removal that committed while this
 * request waited for the lock ends the removed manager's rights here, not only at the next request.
 */
async function lockTeamFor(c: Context<AppEnv>): Promise<UserRow> {
  const { db } = c.var;
  await lockTeam(db);
  const [me] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, signedInManager(c).id), eq(users.role, 'manager'), isNull(users.removedAt)));
  if (me === undefined) throw new Problem(401, NOT_SIGNED_IN);
  return me;
}

function fullName(user: UserRow): string | null {
  const name = [user.firstName, user.lastName].filter((part) => part !== null && part.trim() !== '').join(' ');
  return name === '' ? null : name;
}

export const teamRoutes = new Hono<AppEnv>()
  .use(requireManager)
  .use(mailAfterCommit)
  .use(changesInTransaction)
  .get('/', async (c) => c.json(await teamView(c.var.db, signedInManager(c), c.var.deps.now()), 200))
  .post('/invitations', sValidator('json', invitationSchema, refuseInvalid), async (c) => {
    const { email, role } = c.req.valid('json');
    const { db, deps } = c.var;
    const now = deps.now();
    const manager = await lockTeamFor(c);
    const [open] = await db
      .select({ invitations: count() })
      .from(staffPasses)
      .where(and(eq(staffPasses.kind, 'invitation'), eq(staffPasses.invitedBy, manager.id), openPassAt(now)));
    if ((open?.invitations ?? 0) >= MAX_OPEN_INVITATIONS) throw new Problem(409, TOO_MANY_INVITATIONS);
    // An owner's e-mail too: an owner never becomes staff, and the hotel's people have accounts of their own.
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email));
    if (taken !== undefined) throw new Problem(409, EMAIL_HAS_ACCOUNT, 'email');

    const { token, tokenHash } = newPassToken();
    const expiresAt = new Date(now.getTime() + INVITATION_DAYS * DAY_MS);
    const [pass] = await db
      .insert(staffPasses)
      .values({ tokenHash, kind: 'invitation', role, email, invitedBy: manager.id, createdAt: now, expiresAt })
      .returning();
    await recordHotelChange(db, now, {
      actorId: manager.id,
      action: 'invitation-sent',
      before: null,
      after: { invitation: pass!.id, email, role, expiresAt: expiresAt.toISOString() },
    });
    // Only the hash is kept in staff_passes: the address exists in this answer and the e-mail.
    const address = passAddress(deps.publicUrl, 'invitation', token);
    await queueMailInRequest(
      c,
      `staff-invitation:${pass!.id}`,
      staffInvitationMessage({ to: email, role, invitedBy: fullName(manager), address, expiresAt, signInUrl: `${deps.publicUrl}/login` }),
    );
    return c.json({ invitation: invitationJson(pass!, now), address } satisfies NewInvitationView, 201);
  })
  .delete('/invitations/:id', sValidator('param', idParam, refuseInvalid), async (c) => {
    const { id } = c.req.valid('param');
    const { db, deps } = c.var;
    const now = deps.now();
    const manager = await lockTeamFor(c);
    const invitation = and(eq(staffPasses.id, id), eq(staffPasses.kind, 'invitation'));
    // One statement against a claim of the same pass: either the claim or the withdrawal wins.
    const [withdrawn] = await db
      .update(staffPasses)
      .set({ revokedAt: now })
      .where(and(invitation, isNull(staffPasses.usedAt), isNull(staffPasses.revokedAt)))
      .returning();
    if (withdrawn !== undefined) {
      await recordHotelChange(db, now, {
        actorId: manager.id,
        action: 'invitation-withdrawn',
        before: { invitation: withdrawn.id, email: withdrawn.email, role: withdrawn.role, state: 'open' },
        after: { invitation: withdrawn.id, email: withdrawn.email, role: withdrawn.role, state: 'revoked' },
      });
    } else {
      const [pass] = await db.select({ usedAt: staffPasses.usedAt }).from(staffPasses).where(invitation);
      if (pass === undefined) throw new Problem(404, NO_SUCH_INVITATION);
      if (pass.usedAt !== null) throw new Problem(409, INVITATION_ALREADY_USED);
      // Withdrawn already: withdrawing it again changes nothing.
    }
    return c.json(await teamView(db, manager, now), 200);
  })
  .delete('/members/:id', sValidator('param', idParam, refuseInvalid), async (c) => {
    const { id } = c.req.valid('param');
    const { db, deps } = c.var;
    const now = deps.now();
    const manager = await lockTeamFor(c);
    // Owners' ids look exactly like ids of no one: the team page never deals with owners.
    const [member] = await db
      .select()
      .from(users)
      .where(and(eq(users.id, id), activeTeam));
    if (member === undefined) throw new Problem(404, NO_SUCH_MEMBER);
    if (member.role === 'manager') {
      const [others] = await db
        .select({ managers: count() })
        .from(users)
        .where(and(eq(users.role, 'manager'), isNull(users.removedAt), ne(users.id, member.id)));
      if ((others?.managers ?? 0) === 0) throw new Problem(409, LAST_MANAGER);
    }
    if (member.id === manager.id) throw new Problem(409, CANNOT_REMOVE_YOURSELF);
    // The account stays for the history (who checked a cat in), but can no longer sign in, its
    // sessions end now, and the invitations it sent and nobody used are withdrawn with it.
    await db.update(users).set({ removedAt: now, updatedAt: now }).where(eq(users.id, member.id));
    await invalidateUserSessions(db, member.id);
    const withdrawn = await db
      .update(staffPasses)
      .set({ revokedAt: now })
      .where(and(eq(staffPasses.invitedBy, member.id), isNull(staffPasses.usedAt), isNull(staffPasses.revokedAt)))
      .returning({ id: staffPasses.id });
    const person = { member: member.id, name: fullName(member), email: member.email, role: member.role };
    await recordHotelChange(db, now, {
      actorId: manager.id,
      action: 'member-removed',
      before: { ...person, state: 'on the team' },
      after: { ...person, state: 'removed', invitationsWithdrawn: withdrawn.length },
    });
    return c.json(await teamView(db, manager, now), 200);
  });
