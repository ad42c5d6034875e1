import { sValidator } from '@hono/standard-validator';
import { and, eq, isNull } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { uuidv7 } from 'uuidv7';
import { type ProofUpload, proofBytes, proofSchema } from '../../domain/schemas/proof.ts';
import { vaccinationSchema } from '../../domain/schemas/vaccination.ts';
import { requireOwner, signedInOwner } from '../auth/owner.ts';
import type { AppEnv } from '../context.ts';
import type { Database } from '../db/client.ts';
import { catProofs, cats, catVaccinations } from '../db/schema.ts';
import { changesInTransaction } from '../http/changes.ts';
import { Problem } from '../http/problem.ts';
import { idParam, refuseInvalid } from '../http/validate.ts';
import { type CatRow, oneCatJson, ownCurrentCat, type VaccinationRow } from './records.ts';

// A cat's vaccinations and proofs, kept by its owner (issue 33). Every change answers the whole cat
// as it now is, so the phone's copy of the cat simply takes the answer (sync/records.ts), and every
// query goes through the owner's own cats: another owner's, or a removed one's, is not found.

export const VACCINATION_NOT_FOUND = 'Vaccination not found';
export const PROOF_NOT_FOUND = 'Proof not found';

/** A vaccination of one of the owner's current cats, with its cat; any other is not found. */
async function ownVaccination(c: Context<AppEnv>, vaccinationId: string): Promise<{ cat: CatRow; vaccination: VaccinationRow }> {
  const [own] = await c.var.db
    .select({ cat: cats, vaccination: catVaccinations })
    .from(catVaccinations)
    .innerJoin(cats, eq(cats.id, catVaccinations.catId))
    .where(and(eq(catVaccinations.id, vaccinationId), eq(cats.ownerId, signedInOwner(c).id), isNull(cats.removedAt)));
  if (own === undefined) throw new Problem(404, VACCINATION_NOT_FOUND);
  return own;
}

/** What a proof proves: the vaccination it belongs to, or, without one, the cat's spay or neuter. */
function provesThe(catId: string, vaccinationId: string | null) {
  return and(eq(catProofs.catId, catId), vaccinationId === null ? isNull(catProofs.vaccinationId) : eq(catProofs.vaccinationId, vaccinationId));
}

/**
 * The proof for a vaccination, or for the spay or neuter when `vaccinationId` is null, replacing
 * the one it had: a photo taken again is the better one.
 */
async function keepProof(db: Database, catId: string, vaccinationId: string | null, upload: ProofUpload): Promise<void> {
  const bytes = proofBytes(upload.data)!;
  await db.delete(catProofs).where(provesThe(catId, vaccinationId));
  const [kept] = await db
    .insert(catProofs)
    .values({ id: upload.id, catId, vaccinationId, contentType: upload.contentType, size: bytes.length, bytes })
    .onConflictDoNothing()
    .returning({ id: catProofs.id });
  if (kept === undefined) throw new Problem(409, 'A proof with this id already exists', 'id');
}

async function dropProof(db: Database, catId: string, vaccinationId: string | null): Promise<void> {
  const [dropped] = await db.delete(catProofs).where(provesThe(catId, vaccinationId)).returning({ id: catProofs.id });
  if (dropped === undefined) throw new Problem(404, PROOF_NOT_FOUND);
}

/**
 * A proof's file, for whoever may read it (`whose`: the owner's cats only, or none for staff): the
 * browser shows it, and never guesses another type.
 */
export async function proofFile(db: Database, proofId: string, whose?: string): Promise<Response> {
  const [proof] = await db
    .select({ proof: catProofs })
    .from(catProofs)
    .innerJoin(cats, eq(cats.id, catProofs.catId))
    .where(and(eq(catProofs.id, proofId), whose === undefined ? undefined : and(eq(cats.ownerId, whose), isNull(cats.removedAt))));
  if (proof === undefined) throw new Problem(404, PROOF_NOT_FOUND);
  const { id, contentType, size, bytes } = proof.proof;
  // A copy the Response owns: the driver's buffer may be a view into a larger one.
  return new Response(new Uint8Array(bytes), {
    headers: {
      'content-type': contentType,
      'content-length': String(size),
      'content-disposition': `inline; filename="proof-${id}.${contentType.split('/')[1]}"`,
      'x-content-type-options': 'nosniff',
      // Nothing in a file may run as a page of this site, even when opened on its own.
      'content-security-policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    },
  });
}

/** Under /api/cats/{id}, behind the cats' sign-in and transaction (routes.ts): what is added to a cat. */
export const catRecordRoutes = new Hono<AppEnv>()
  .post('/:id/vaccinations', sValidator('param', idParam, refuseInvalid), sValidator('json', vaccinationSchema, refuseInvalid), async (c) => {
    const cat = await ownCurrentCat(c.var.db, signedInOwner(c).id, c.req.valid('param').id);
    const { id, ...record } = c.req.valid('json');
    const [added] = await c.var.db
      .insert(catVaccinations)
      .values({ ...record, id: id ?? uuidv7(), catId: cat.id })
      .onConflictDoNothing()
      .returning({ id: catVaccinations.id });
    if (added === undefined) throw new Problem(409, 'A vaccination with this id already exists', 'id');
    return c.json(await oneCatJson(c.var.db, cat), 201);
  })
  .put('/:id/spay-neuter/proof', sValidator('param', idParam, refuseInvalid), sValidator('json', proofSchema, refuseInvalid), async (c) => {
    const cat = await ownCurrentCat(c.var.db, signedInOwner(c).id, c.req.valid('param').id);
    await keepProof(c.var.db, cat.id, null, c.req.valid('json'));
    return c.json(await oneCatJson(c.var.db, cat), 200);
  })
  .delete('/:id/spay-neuter/proof', sValidator('param', idParam, refuseInvalid), async (c) => {
    const cat = await ownCurrentCat(c.var.db, signedInOwner(c).id, c.req.valid('param').id);
    await dropProof(c.var.db, cat.id, null);
    return c.json(await oneCatJson(c.var.db, cat), 200);
  });

/** /api/vaccinations/{id}: a vaccination is named by its own id, and every answer is its cat. */
export const vaccinationRoutes = new Hono<AppEnv>()
  .use(requireOwner)
  .use(changesInTransaction)
  .put('/:id', sValidator('param', idParam, refuseInvalid), sValidator('json', vaccinationSchema, refuseInvalid), async (c) => {
    const { cat, vaccination: before } = await ownVaccination(c, c.req.valid('param').id);
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
      .where(eq(catVaccinations.id, before.id));
    return c.json(await oneCatJson(c.var.db, cat), 200);
  })
  .delete('/:id', sValidator('param', idParam, refuseInvalid), async (c) => {
    const { cat, vaccination } = await ownVaccination(c, c.req.valid('param').id);
    await c.var.db.delete(catVaccinations).where(eq(catVaccinations.id, vaccination.id));
    return c.json(await oneCatJson(c.var.db, cat), 200);
  })
  .put('/:id/proof', sValidator('param', idParam, refuseInvalid), sValidator('json', proofSchema, refuseInvalid), async (c) => {
    const { cat, vaccination } = await ownVaccination(c, c.req.valid('param').id);
    await keepProof(c.var.db, cat.id, vaccination.id, c.req.valid('json'));
    return c.json(await oneCatJson(c.var.db, cat), 200);
  })
  .delete('/:id/proof', sValidator('param', idParam, refuseInvalid), async (c) => {
    const { cat, vaccination } = await ownVaccination(c, c.req.valid('param').id);
    await dropProof(c.var.db, cat.id, vaccination.id);
    return c.json(await oneCatJson(c.var.db, cat), 200);
  });

/** GET /api/proofs/{id}: the file of a proof of one of the owner's cats. */
export const proofRoutes = new Hono<AppEnv>()
  .use(requireOwner)
  .get('/:id', sValidator('param', idParam, refuseInvalid), async (c) => proofFile(c.var.db, c.req.valid('param').id, signedInOwner(c).id));
