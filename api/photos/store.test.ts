import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalBucket } from './local-bucket.test-support.ts';
import { bucketPhotoStore, folderPhotoStore, newStorageKey, type PhotoStore } from './store.ts';

// The two photo stores answer the same cases the same way: a folder under DATA_DIR, and a bucket on a
// real S3-compatible server (s3rver, on a free port) reached through the AWS SDK.

interface OpenStore {
  store: PhotoStore;
  close(): Promise<void>;
}

const STORES: [string, () => Promise<OpenStore>][] = [
  [
    'a folder',
    async () => {
      const folder = mkdtempSync(join(tmpdir(), 'hotel-photo-store-'));
      return { store: folderPhotoStore(folder), close: async () => rmSync(folder, { recursive: true, force: true }) };
    },
  ],
  [
    'an S3-compatible bucket',
    async () => {
      const bucket = await startLocalBucket();
      return { store: bucketPhotoStore(bucket.settings), close: bucket.close };
    },
  ],
];

const photoId = () => crypto.randomUUID();
const bytesOf = (text: string) => new TextEncoder().encode(text);

describe.each(STORES)('the photo store in %s', (_where, open) => {
  let opened: OpenStore;
  beforeAll(async () => {
    opened = await open();
  });
  afterAll(async () => {
    await opened.close();
  });

  it('keeps a file under its key with its type, and gives it back byte for byte', async () => {
    const { store } = opened;
    const key = newStorageKey(photoId());
    const bytes = new Uint8Array(256 * 1024).map((_, index) => (index * 7) % 256);
    await store.put(`${key}/large.webp`, bytes, 'image/webp');
    await store.put(`${key}/large.jpg`, bytesOf('a jpeg'), 'image/jpeg');
    expect(await store.get(`${key}/large.webp`)).toEqual({ bytes, contentType: 'image/webp' });
    expect(await store.get(`${key}/large.jpg`)).toEqual({ bytes: bytesOf('a jpeg'), contentType: 'image/jpeg' });
  });

  it('answers null for a key with no file, in a folder that exists or not', async () => {
    const { store } = opened;
    const key = newStorageKey(photoId());
    expect(await store.get(`${key}/small.webp`)).toBeNull();
    await store.put(`${key}/small.jpg`, bytesOf('small'), 'image/jpeg');
    expect(await store.get(`${key}/small.webp`)).toBeNull();
  });

  it('deletes every file under the photos’ storage keys, and no other photo’s, however like its key', async () => {
    const { store } = opened;
    const id = photoId();
    const [gone, alsoGone, stays] = [`${id}-1`, newStorageKey(photoId()), `${id}-10`];
    for (const key of [gone, alsoGone, stays]) {
      for (const file of ['small.webp', 'small.jpg', 'large.webp', 'large.jpg']) {
        await store.put(`${key}/${file}`, bytesOf(`${key} ${file}`), file.endsWith('.webp') ? 'image/webp' : 'image/jpeg');
      }
    }
    await store.removeUnder([gone, alsoGone]);
    for (const file of ['small.webp', 'small.jpg', 'large.webp', 'large.jpg']) {
      expect(await store.get(`${gone}/${file}`)).toBeNull();
      expect(await store.get(`${alsoGone}/${file}`)).toBeNull();
      expect(await store.get(`${stays}/${file}`)).toEqual({ bytes: bytesOf(`${stays} ${file}`), contentType: expect.any(String) });
    }
  });

  it('takes a deletion of files already gone, or never written, as done', async () => {
    const { store } = opened;
    const key = newStorageKey(photoId());
    await store.removeUnder([key]);
    await store.removeUnder([]);
    await store.put(`${key}/small.jpg`, bytesOf('once'), 'image/jpeg');
    await store.removeUnder([key]);
    await store.removeUnder([key]);
    expect(await store.get(`${key}/small.jpg`)).toBeNull();
  });

  it('refuses a key that could reach outside its place, before touching anything', async () => {
    const { store } = opened;
    for (const key of [
      '../outside/small.jpg',
      '/etc/small.jpg',
      'a/../../b.jpg',
      'UPPER/small.jpg',
      'no-folder.jpg',
      'a\\b/small.jpg',
      'a//small.jpg',
      '',
    ]) {
      await expect(store.put(key, bytesOf('x'), 'image/jpeg'), key).rejects.toThrow(/Not a photo store key/);
      await expect(store.get(key), key).rejects.toThrow(/Not a photo store key/);
    }
    for (const storageKey of ['..', '.', 'a/b', '/tmp', '', 'A']) {
      await expect(store.removeUnder([storageKey]), storageKey).rejects.toThrow(/Not a photo store key/);
    }
  });
});

describe('the folder store', () => {
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'hotel-photo-folder-'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('writes each file whole, readable by the server only, leaving no partial file beside it', async () => {
    const store = folderPhotoStore(folder);
    const key = newStorageKey(photoId());
    await Promise.all(['small.webp', 'large.webp'].map((file) => store.put(`${key}/${file}`, new Uint8Array(100_000).fill(9), 'image/webp')));
    expect(readdirSync(join(folder, key)).sort()).toEqual(['large.webp', 'small.webp']);
    expect(statSync(join(folder, key, 'small.webp')).mode & 0o777).toBe(0o600);
    expect(statSync(join(folder, key, 'small.webp')).size).toBe(100_000);
  });

  it('keeps a type only under its own ending, having nowhere else to keep it', async () => {
    const store = folderPhotoStore(folder);
    await expect(store.put(`${newStorageKey(photoId())}/small.jpg`, bytesOf('x'), 'image/webp')).rejects.toThrow(/only under its own ending/);
  });
});

describe('a bucket the server cannot use', () => {
  it('fails the write loudly, never as if the photo were kept', async () => {
    const bucket = await startLocalBucket();
    try {
      const store = bucketPhotoStore({ ...bucket.settings, bucket: 'no-such-bucket' });
      await expect(store.put(`${newStorageKey(photoId())}/small.jpg`, bytesOf('x'), 'image/jpeg')).rejects.toThrow();
    } finally {
      await bucket.close();
    }
  });
});
