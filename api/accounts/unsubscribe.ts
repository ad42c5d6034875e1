import { sValidator } from '@hono/standard-validator';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { digestStopSchema, LINK_NOT_VALID } from '../../domain/schemas/diary-digest.ts';
import type { AppEnv } from '../context.ts';
import { users } from '../db/schema.ts';
import { Problem } from '../http/problem.ts';
import { refuseInvalid } from '../http/validate.ts';
import { readUnsubscribeKey, signatureMatches } from './unsubscribe-links.ts';

// Stopping the daily news e-mails from the link in one of them (issue 34). The link opens a page of
// the web app (web/routes/unsubscribe.digest.tsx), and opening it changes nothing: mail scanners
// and link previews open every link in an e-mail. The page's one button posts here. No session is
// asked: the signed link is the credential, and it may be opened on a phone that never signed in.
//
// The mail outbox keeps no headers, so the e-mails carry no List-Unsubscribe (RFC 8058) either;
// this page is the one way to stop them besides the profile's switch.

export const unsubscribeRoutes = new Hono<AppEnv>().post('/digest', sValidator('json', digestStopSchema, refuseInvalid), async (c) => {
  const { u: userId, s: signature } = c.req.valid('json');
  const { db, now } = c.var.deps;
  const key = await readUnsubscribeKey(db);
  // One answer for a wrong signature, another account's and an account that is not there: the
  // link says nothing of who has an account here.
  if (key === undefined || !signatureMatches(key, userId, signature)) throw new Problem(400, LINK_NOT_VALID);
  // Only a change when there is one: the same link opened again leaves the account as it was.
  await db
    .update(users)
    .set({ diaryDigest: false, updatedAt: now() })
    .where(and(eq(users.id, userId), eq(users.diaryDigest, true)));
  return c.json({ diaryDigest: false as const }, 200);
});
