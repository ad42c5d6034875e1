import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, extname, join, resolve } from 'node:path';
import { DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';

// Where the stays' photos are kept (issue 34): a folder under DATA_DIR by default, so `npm start`
// needs nothing more, or an S3-compatible bucket when the settings name one (PHOTO_BUCKET). The
// database keeps each photo's record and the key its files are under; the files are never served
// from either place directly, only through the app's access checks (api/photos/routes.ts).
//
// A key is a photo's folder (its storage key: the photo's id and a random part) and a file name,
// "0199c8e0-...-3f9a1c/small.webp". A file is written once under its key and never changed, so
// neither store needs to guard against a file read while it is rewritten.

export interface StoredFile {
  bytes: Uint8Array;
  contentType: string;
}

export interface PhotoStore {
  /** Where the files are, for the server's start line and the backup's words. */
  readonly description: string;
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file under `key`, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** Deletes every file under each of these photos' storage keys; a key with no files is no error. */
  removeUnder(storageKeys: readonly string[]): Promise<void>;
}

/** A key the stores take: lower-case folders and a file name, never `..`, a leading slash or a backslash. */
const KEY = /^[a-z0-9][a-z0-9-]*(?:\/[a-z0-9][a-z0-9.-]*)+$/;
const STORAGE_KEY = /^[a-z0-9][a-z0-9-]*$/;

function checkKey(key: string, pattern = KEY): void {
  // Keys are made by the server alone; one that is not its shape is a fault, never a path to follow.
  if (!pattern.test(key) || key.includes('..')) throw new Error(`Not a photo store key: ${JSON.stringify(key)}`);
}

/** A photo's storage key: its id and 96 random bits, so knowing a photo's id never finds its files. */
export function newStorageKey(photoId: string): string {
  return `${photoId}-${randomBytes(12).toString('hex')}`;
}

/** The files' types by their names' endings: what the folder store answers, having no place to keep a type. */
const TYPES_BY_ENDING: Record<string, string> = { '.webp': 'image/webp', '.jpg': 'image/jpeg', '.png': 'image/png', '.avif': 'image/avif' };

/**
 * The files in a folder (DATA_DIR/photos). A file is written beside its final name and renamed,
 * so a reader never finds half a photo, and a write cut short leaves only a `.partial` file behind,
 * never a file under a key. Its type is its name's ending.
 */
export function folderPhotoStore(folder: string): PhotoStore {
  const root = resolve(folder);
  const pathOf = (key: string) => join(root, ...key.split('/'));
  return {
    description: `the folder ${root}`,
    async put(key, bytes, contentType) {
      checkKey(key);
      if (TYPES_BY_ENDING[extname(key)] !== contentType)
        throw new Error(`The folder store keeps ${contentType} only under its own ending, not ${key}`);
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true, mode: 0o700 });
      const partial = `${path}.${randomBytes(6).toString('hex')}.partial`;
      try {
        // flush: on disk before the rename makes it the file, so a power cut never leaves an empty photo.
        await writeFile(partial, bytes, { mode: 0o600, flush: true });
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key) {
      checkKey(key);
      const contentType = TYPES_BY_ENDING[extname(key)];
      if (contentType === undefined) return null;
      try {
        return { bytes: new Uint8Array(await readFile(pathOf(key))), contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async removeUnder(storageKeys) {
      for (const storageKey of storageKeys) {
        checkKey(storageKey, STORAGE_KEY);
        await rm(join(root, storageKey), { recursive: true, force: true });
      }
    },
  };
}

/** A bucket on S3 or on a service that speaks its API (MinIO, Cloudflare R2, Backblaze B2...). */
export interface BucketSettings {
  bucket: string;
  region: string;
  /** The service's address; unset for Amazon S3 itself. */
  endpoint: string | undefined;
  /** Addresses as endpoint/bucket/key rather than bucket.endpoint/key: MinIO and most local services want it. */
  forcePathStyle: boolean;
  /** Unset: the SDK's own chain (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile, the machine's role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/** DeleteObjects takes at most 1000 keys a request. */
const DELETE_BATCH = 1000;

export function bucketPhotoStore(settings: BucketSettings): PhotoStore {
  const { bucket } = settings;
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Checksums only where S3 demands one: many S3-compatible services refuse or ignore the SDK's
    // newer default ones, and TLS already guards every byte on the way.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    description: `the bucket ${bucket}${settings.endpoint === undefined ? '' : ` at ${settings.endpoint}`}`,
    async put(key, bytes, contentType) {
      checkKey(key);
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ContentType: contentType }));
    },
    async get(key) {
      checkKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (answer.Body === undefined) return null;
        return { bytes: await answer.Body.transformToByteArray(), contentType: answer.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async removeUnder(storageKeys) {
      const keys: string[] = [];
      for (const storageKey of storageKeys) {
        checkKey(storageKey, STORAGE_KEY);
        let continuation: string | undefined;
        do {
          const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: `${storageKey}/`, ContinuationToken: continuation }));
          keys.push(...(listed.Contents ?? []).flatMap((object) => (object.Key === undefined ? [] : [object.Key])));
          continuation = listed.IsTruncated === true ? listed.NextContinuationToken : undefined;
        } while (continuation !== undefined);
      }
      for (let at = 0; at < keys.length; at += DELETE_BATCH) {
        const answer = await client.send(
          new DeleteObjectsCommand({
            Bucket: bucket,
            Delete: { Objects: keys.slice(at, at + DELETE_BATCH).map((Key) => ({ Key })), Quiet: true },
          }),
        );
        if (answer.Errors !== undefined && answer.Errors.length > 0) {
          const [first] = answer.Errors;
          throw new Error(`The bucket kept ${answer.Errors.length} photo files it was asked to delete (${first!.Key}: ${first!.Code})`);
        }
      }
    },
  };
}

/** Where the photos go, as the settings say (api/env.ts). */
export type PhotoStoreSettings = { kind: 'folder'; folder: string } | ({ kind: 'bucket' } & BucketSettings);

export function openPhotoStore(settings: PhotoStoreSettings): PhotoStore {
  return settings.kind === 'folder' ? folderPhotoStore(settings.folder) : bucketPhotoStore(settings);
}
