import { describe, expect, it } from 'vitest';
import { BUCKET_SETTINGS_WITHOUT_BUCKET, EnvError, PHOTO_BUCKET_KEY_PAIR, PHOTO_BUCKET_REGION_MISSING, readEnv } from '../env.ts';

// Where the photos go, as the server's settings say (api/env.ts): the folder by default, a bucket
// when PHOTO_BUCKET names one, and a clear refusal at start for settings that cannot work.

function problemsOf(settings: Record<string, string>): string[] {
  try {
    readEnv(settings);
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  throw new Error('The settings were taken');
}

describe('the photo store settings', () => {
  it('keep the photos in DATA_DIR/photos with nothing set', () => {
    expect(readEnv({}).photos).toEqual({ kind: 'folder', folder: 'data/photos' });
    expect(readEnv({ DATA_DIR: '/var/lib/cat-hotel' }).photos).toEqual({ kind: 'folder', folder: '/var/lib/cat-hotel/photos' });
  });

  it('name a bucket on S3, its keys from the settings or the SDK’s own chain', () => {
    expect(readEnv({ PHOTO_BUCKET: 'sunningdale-photos', PHOTO_BUCKET_REGION: 'af-south-1' }).photos).toEqual({
      kind: 'bucket',
      bucket: 'sunningdale-photos',
      region: 'af-south-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    });
    expect(
      readEnv({
        PHOTO_BUCKET: 'photos',
        PHOTO_BUCKET_REGION: 'us-east-1',
        PHOTO_BUCKET_ENDPOINT: 'http://minio.internal:9000/',
        PHOTO_BUCKET_PATH_STYLE: '1',
        PHOTO_BUCKET_ACCESS_KEY_ID: 'hotel',
        PHOTO_BUCKET_SECRET_ACCESS_KEY: 'secret',
      }).photos,
    ).toEqual({
      kind: 'bucket',
      bucket: 'photos',
      region: 'us-east-1',
      endpoint: 'http://minio.internal:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'hotel', secretAccessKey: 'secret' },
    });
  });

  it('refuse a bucket without its region, or half a key pair, naming each problem', () => {
    expect(problemsOf({ PHOTO_BUCKET: 'photos', PHOTO_BUCKET_ACCESS_KEY_ID: 'hotel' })).toEqual([PHOTO_BUCKET_REGION_MISSING, PHOTO_BUCKET_KEY_PAIR]);
    expect(problemsOf({ PHOTO_BUCKET: 'photos', PHOTO_BUCKET_REGION: 'auto', PHOTO_BUCKET_SECRET_ACCESS_KEY: 'secret' })).toEqual([
      PHOTO_BUCKET_KEY_PAIR,
    ]);
  });

  it('refuse a bucket’s settings without the bucket: the photos would go to the disk unnoticed', () => {
    expect(problemsOf({ PHOTO_BUCKET_REGION: 'af-south-1', PHOTO_BUCKET_ENDPOINT: 'https://s3.example.com' })).toEqual([
      `PHOTO_BUCKET_REGION ${BUCKET_SETTINGS_WITHOUT_BUCKET} PHOTO_BUCKET_REGION`,
      `PHOTO_BUCKET_ENDPOINT ${BUCKET_SETTINGS_WITHOUT_BUCKET} PHOTO_BUCKET_ENDPOINT`,
    ]);
  });

  it('refuse names and addresses that are not a bucket’s', () => {
    expect(problemsOf({ PHOTO_BUCKET: 'Sunningdale Photos', PHOTO_BUCKET_REGION: 'af-south-1' })).toEqual([
      'PHOTO_BUCKET must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
    ]);
    expect(problemsOf({ PHOTO_BUCKET: 'photos', PHOTO_BUCKET_REGION: 'af-south-1', PHOTO_BUCKET_ENDPOINT: 'ftp://files.example.com' })).toEqual([
      'PHOTO_BUCKET_ENDPOINT must start with https:// or http://',
    ]);
    expect(problemsOf({ PHOTO_BUCKET: 'photos', PHOTO_BUCKET_REGION: 'af-south-1', PHOTO_BUCKET_PATH_STYLE: 'yes' })).toEqual([
      'PHOTO_BUCKET_PATH_STYLE must be 1 (addresses as endpoint/bucket/key, as MinIO wants) or 0',
    ]);
  });
});
