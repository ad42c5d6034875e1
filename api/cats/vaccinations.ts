import { sValidator } from '@hono/standard-validator';
import { and, eq, isNull } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { uuidv7 } from 'uuidv7';
import * as v from 'valibot';
import { uuidSchema } from '../../domain/schemas/id.ts';
import { type ProofUpload, proofBytes, proofSchema } from '../../domain/schemas/proof.ts';
import { vaccinationSchema } from '../../domain/schemas/vaccination.ts';
import { signedInOwner } from '../auth/owner.ts';
import type { AppEnv } from '../context.ts';
import type { Database } from '../db/client.ts';
import { catProofs, cats, catVaccinations } from '../db/schema.ts';
import { Problem } from '../http/problem.ts';
import { refuseInvalid } from '../http/validate.ts';
import { CAT_NOT_FOUND, type CatRow, oneCatJson } from './records.ts';

// A cat's vaccinations and proofs, kept by its owner (issue 33). Every change answers the whole cat
// as it now is, so the phone's copy of the cat simply takes the answer (sync/records.ts), and every
// query names the owner's own cat first: another owner's cat, or a removed one, is not found.

export const VACCINATION_NOT_FOUND = 'Vaccination not found';
export const PROOF_NOT_FOUND = 'Proof not found';

const catParam = v.object({ catId: uuidSchema });
const vaccinationParam = v.object({ catId: uuidSchema, vaccinationId: uuidSchema });
export const proofParam = v.object({ catId: uuidSchema, proofId: uuidSchema });

async function ownCat(c: Context<AppEnv>, catId: string): Promise<CatRow> {
  const [cat] = await c.var.db
    .select()
    .from(cats)
    .where(and(eq(cats.id, catId), eq(cats.ownerId, signedInOwner(c).id), isNull(cats.removedAt)));
  if (cat === undefined) throw new Problem(404, CAT_NOT_FOUND);
  return cat;
}

const ofCat = (catId: string, vaccinationId: string) => and(eq(catVaccinations.id, vaccinationId), eq(catVaccinations.catId, catId));

async function vaccinationOf(db: Database, catId: string, vaccinationId: string) {
  const [vaccination] = await db.select().from(catVaccinations).where(ofCat(catId, vaccinationId));
  if (vaccination === undefined) throw new Problem(404, VACCINATION_NOT_FOUND);
  return vaccination;
}

/**
 * The proof for a vaccination, or for the spay or neuter when `vaccinationId` is null, replacing
 * the one it had: a photo taken again is the better one.
 */
async function keepProof(db: Database, catId: string, vaccinationId: string | null, upload: ProofUpload): Promise<void> {
  const bytes = proofBytes(upload.data)!;
  await db
    .delete(catProofs)
    .where(and(eq(catProofs.catId, catId), vaccinationId === null ? isNull(catProofs.vaccinationId) : eq(catProofs.vaccinationId, vaccinationId)));
  const [kept] = await db
    .insert(catProofs)
    .values({ id: upload.id, catId, vaccinationId, contentType: upload.contentType, size: bytes.length, bytes })
    .onConflictDoNothing()
    .returning({ id: catProofs.id });
  if (kept === undefined) throw new Problem(409, 'A proof with this id already exists', 'id');
}

async function dropProof(db: Database, catId: string, vaccinationId: string | null): Promise<void> {
  const [dropped] = await db
    .delete(catProofs)
    .where(and(eq(catProofs.catId, catId), vaccinationId === null ? isNull(catProofs.vaccinationId) : eq(catProofs.vaccinationId, vaccinationId)))
    .returning({ id: catProofs.id });
  if (dropped === undefined) throw new Problem(404, PROOF_NOT_FOUND);
}

/** A proof's file, for whoever may read it: the browser shows it, and never guesses another type. */
export async function proofFile(db: Database, catId: string, proofId: string): Promise<Response> {
  const [proof] = await db
    .select()
    .from(catProofs)
    .where(and(eq(catProofs.id, proofId), eq(catProofs.catId, catId)));
  if (proof === undefined) throw new Problem(404, PROOF_NOT_FOUND);
  const extension = proof.contentType.split('/')[1];
  // A copy the Response owns: the driver's buffer may be a view into a larger one.
  return new Response(new Uint8Array(proof.bytes), {
    headers: {
      'content-type': proof.contentType,
      'content-length': String(proof.size),
      'content-disposition': `inline; filename="proof-${proof.id}.${extension}"`,
      'x-content-type-options': 'nosniff',
      // Nothing in a file may run as a page of this site, even when opened on its own.
      'content-security-policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    },
  });
}

/** Mounted inside the cats' routes (routes.ts), behind their sign-in and their transaction. */
export const catRecordRoutes = new Hono<AppEnv>()
  .post('/:catId/vaccinations', sValidator('param', catParam, refuseInvalid), sValidator('json', vaccinationSchema, refuseInvalid), async (c) => {
    const cat = await ownCat(c, c.req.valid('param').catId);
    const { id, ...record } = c.req.valid('json');
    const [added] = await c.var.db
      .insert(catVaccinations)
      .values({ ...record, id: id ?? uuidv7(), catId: cat.id })
      .onConflictDoNothing()
      .returning({ id: catVaccinations.id });
    if (added === undefined) throw new Problem(409, 'A vaccination with this id already exists', 'id');
    return c.json(await oneCatJson(c.var.db, cat), 201);
  })
  .put(
    '/:catId/vaccinations/:vaccinationId',
    sValidator('param', vaccinationParam, refuseInvalid),
    sValidator('json', vaccinationSchema, refuseInvalid),
    async (c) => {
      const { catId, vaccinationId } = c.req.valid('param');
      const cat = await ownCat(c, catId);
      const before = await vaccinationOf(c.var.db, cat.id, vaccinationId);
      const { id: _id, ...record } = c.req.valid('json');
      // A check was of what the book said then; a vaccine or a date written anew must be checked anew.
      const sameChecked =
        record.vaccine === before.vaccine &&
        record.otherName === before.otherName &&
        record.givenOn === before.givenOn &&
        record.validUntil === before.validUntil;
      await c.var.db
        .update(catVaccinations)
        .set({ ...record, updatedAt: c.var.deps.now(), ...(sameChecked ? {} : { checkedBy: null, checkedAt: null }) })
        .where(ofCat(cat.id, vaccinationId));
      return c.json(await oneCatJson(c.var.db, cat), 200);
    },
  )
  .delete('/:catId/vaccinations/:vaccinationId', sValidator('param', vaccinationParam, refuseInvalid), async (c) => {
    const { catId, vaccinationId } = c.req.valid('param');
    const cat = await ownCat(c, catId);
    const [removed] = await c.var.db.delete(catVaccinations).where(ofCat(cat.id, vaccinationId)).returning({ id: catVaccinations.id });
    if (removed === undefined) throw new Problem(404, VACCINATION_NOT_FOUND);
    return c.json(await oneCatJson(c.var.db, cat), 200);
  })
  .put(
    '/:catId/vaccinations/:vaccinationId/proof',
    sValidator('param', vaccinationParam, refuseInvalid),
    sValidator('json', proofSchema, refuseInvalid),
    async (c) => {
      const { catId, vaccinationId } = c.req.valid('param');
      const cat = await ownCat(c, catId);
      await vaccinationOf(c.var.db, cat.id, vaccinationId);
      await keepProof(c.var.db, cat.id, vaccinationId, c.req.valid('json'));
      return c.json(await oneCatJson(c.var.db, cat), 200);
    },
  )
  .delete('/:catId/vaccinations/:vaccinationId/proof', sValidator('param', vaccinationParam, refuseInvalid), async (c) => {
    const { catId, vaccinationId } = c.req.valid('param');
    const cat = await ownCat(c, catId);
    await dropProof(c.var.db, cat.id, vaccinationId);
    return c.json(await oneCatJson(c.var.db, cat), 200);
  })
  .put('/:catId/spay-neuter/proof', sValidator('param', catParam, refuseInvalid), sValidator('json', proofSchema, refuseInvalid), async (c) => {
    const cat = await ownCat(c, c.req.valid('param').catId);
    await keepProof(c.var.db, cat.id, null, c.req.valid('json'));
    return c.json(await oneCatJson(c.var.db, cat), 200);
  })
  .delete('/:catId/spay-neuter/proof', sValidator('param', catParam, refuseInvalid), async (c) => {
    const cat = await ownCat(c, c.req.valid('param').catId);
    await dropProof(c.var.db, cat.id, null);
    return c.json(await oneCatJson(c.var.db, cat), 200);
  })
  .get('/:catId/proofs/:proofId', sValidator('param', proofParam, refuseInvalid), async (c) => {
    const { catId, proofId } = c.req.valid('param');
    const cat = await ownCat(c, catId);
    return proofFile(c.var.db, cat.id, proofId);
  });
