import { copyFile, link, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { BackupRefused } from '../db/backups.ts';
import type { PhotoStoreSettings } from './store.ts';

// The stays' photos in `npm run backup` and `npm run restore` (issue 34). The database's backup holds
// each photo's record; the files are the store's:
//
// - In the folder (DATA_DIR/photos), the backup takes them too, into a folder beside its SQL file
//   (hotel-<time>.sql and hotel-<time>.photos), after the SQL: a photo's files are written before its
//   row, so every photo the SQL names has its files there by then (but one whose account is deleted
//   in between). Each file is hard-linked where the disk allows, else copied: a photo's file is never
//   changed in place, only written under a new name and renamed, or deleted, so a link keeps exactly
//   the bytes of the moment, and thirty nightly backups cost the disk one set of photos.
// - In a bucket, the backup cannot take them: the bucket is backed up on its own, by its versioning
//   or its replication to another region, and the backup says so every time.
//
// A restore puts the files of a backup's photo folder back in the folder the settings name, adding
// what is missing and never overwriting a file (the same key holds the same bytes).

/** Where a backup's photos go, beside its SQL: hotel-2026-11-26T02-30-00Z.sql and hotel-2026-11-26T02-30-00Z.photos. */
export function photosBesideBackup(backupFile: string): string {
  return `${backupFile.replace(/\.sql$/i, '')}.photos`;
}

export type PhotosBackedUp =
  | { kind: 'bucket'; bucket: string }
  | { kind: 'none'; folder: string }
  | { kind: 'copied'; folder: string; to: string; files: number; bytes: number };

/** Every photo file under `folder`, by its path inside it; a file half written (`.partial`) is none. */
async function photoFiles(folder: string): Promise<string[]> {
  if (!existsSync(folder)) return [];
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.partial'))
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)))
    .sort();
}

/** Links (or, across disks, copies) each file that `to` lacks; answers how many files and bytes it put there. */
async function linkFiles(from: string, to: string, files: readonly string[]): Promise<{ files: number; bytes: number }> {
  let count = 0;
  let bytes = 0;
  for (const file of files) {
    const target = join(to, file);
    if (existsSync(target)) continue;
    await mkdir(dirname(target), { recursive: true, mode: 0o700 });
    try {
      await link(join(from, file), target);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // Deleted since the list was read (an account deleted meanwhile): its record went too.
      if (code === 'ENOENT') continue;
      if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'EMLINK') throw error;
      await copyFile(join(from, file), target);
    }
    count += 1;
    bytes += (await stat(target)).size;
  }
  return { files: count, bytes };
}

/** After the SQL of `backupFile` is written: the photos' files beside it, or why they are not. */
export async function backUpPhotos(photos: PhotoStoreSettings, backupFile: string): Promise<PhotosBackedUp> {
  if (photos.kind === 'bucket') return { kind: 'bucket', bucket: photos.bucket };
  const folder = resolve(photos.folder);
  const files = await photoFiles(folder);
  if (files.length === 0) return { kind: 'none', folder };
  const to = photosBesideBackup(backupFile);
  if (existsSync(to)) throw new BackupRefused(`${to} already exists: name another file for the backup, or move that folder away first.`);
  // Made aside and renamed when whole, as the SQL file is: a copy cut short never looks complete.
  const partial = `${to}.partial`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(partial, { recursive: true, mode: 0o700 });
  try {
    const copied = await linkFiles(folder, partial, files);
    await rename(partial, to);
    return { kind: 'copied', folder, to, ...copied };
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}

export type PhotosRestored =
  | { kind: 'none' }
  | { kind: 'bucket'; bucket: string; from: string }
  | { kind: 'restored'; from: string; folder: string; files: number; bytes: number };

/** After `backupFile` is restored: the photos beside it back into the folder the settings name. */
export async function restorePhotos(photos: PhotoStoreSettings, backupFile: string): Promise<PhotosRestored> {
  const from = photosBesideBackup(backupFile);
  if (!existsSync(from)) return { kind: 'none' };
  // The server would look for them in the bucket: they are put there by the bucket's own tools.
  if (photos.kind === 'bucket') return { kind: 'bucket', bucket: photos.bucket, from };
  const folder = resolve(photos.folder);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  return { kind: 'restored', from, folder, ...(await linkFiles(from, folder, await photoFiles(from))) };
}
