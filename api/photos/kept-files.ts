import type { Context, MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../context.ts';
import { Problem } from '../http/problem.ts';
import { afterAnswer } from '../mail/after-commit.ts';
import type { PhotoStore } from './store.ts';

// A photo's files live outside the database (api/photos/store.ts), so no transaction can roll them
// back. They follow the change that wrote or deleted their row instead:
//
// 1. A posted photo's files are written before its row (a row never names files that are not
//    there), and noted with the request (`wroteFiles`).
// 2. A deleted photo's row goes in the change's transaction; its files are only noted (`filesGone`).
// 3. Once the change's transaction has ended (`photoFilesFollowTheChange`, before the transaction's
//    middleware): committed (an answer below 400), the deleted rows' files are deleted; rolled back
//    (a refusal, or a fault, a failed commit among them), the new files are, and the deleted rows'
//    files stay with their rows. So a deletion rolled back never loses a photo, and a photo not kept
//    leaves no files behind.
// 4. The deleting runs after the answer (mail/after-commit.ts `afterAnswer`, which `mailSettled`
//    waits for). Should the store fail then, the files stay where nothing points to them, under
//    keys nobody can guess, and the log names the keys for whoever cleans up.

export const NO_PHOTO_STORE = 'This server keeps no photos';

/** The server's photo store; a test hotel always has one (api/test/hotel.ts). */
export function photoStoreOf(deps: AppDeps): PhotoStore {
  if (deps.photos === undefined) throw new Problem(503, NO_PHOTO_STORE);
  return deps.photos;
}

interface FilesOfChange {
  written: string[];
  gone: string[];
}

const ofChange = new WeakMap<Context<AppEnv>, FilesOfChange>();

function filesOf(c: Context<AppEnv>): FilesOfChange {
  const files = ofChange.get(c);
  // A route that forgot the middleware would leave files behind in silence; it fails its tests instead.
  if (files === undefined) throw new Error('Photo files need photoFilesFollowTheChange before the route’s transaction');
  return files;
}

/** Step 1: before the first file of a photo is written under `storageKey`. */
export function wroteFiles(c: Context<AppEnv>, storageKey: string): void {
  filesOf(c).written.push(storageKey);
}

/** Step 2: the rows of photos with these storage keys were deleted in the change's transaction. */
export function filesGone(c: Context<AppEnv>, storageKeys: readonly string[]): void {
  filesOf(c).gone.push(...storageKeys);
}

/** Step 3. Never in a batch of changes, whose transaction commits after each change's answer. */
export const photoFilesFollowTheChange: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.env?.batched !== undefined) throw new Error('A change that writes or deletes photo files cannot ride in a batch');
  const files: FilesOfChange = { written: [], gone: [] };
  ofChange.set(c, files);
  await next();
  const unused = c.res.status < 400 ? files.gone : files.written;
  if (unused.length === 0) return;
  const { deps } = c.var;
  afterAnswer(
    () => photoStoreOf(deps).removeUnder(unused),
    `Could not delete the files of ${unused.length} photos no record names (storage keys ${unused.join(', ')}): delete them from the photo store by hand`,
    deps.log,
  );
};
