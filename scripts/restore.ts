import { BackupRefused, openServersDatabase, restore } from '../api/db/backups.ts';
import { restorePhotos } from '../api/photos/backup.ts';
import { describeDatabase, inMegabytes, runDatabaseTool } from './database-tool.ts';

// npm run restore FILE: a backup from npm run backup into the empty database the settings name
// (README, Production: Backups). A database that holds tables is refused, never overwritten. The
// stays' photos the backup took beside it go back into DATA_DIR/photos, adding what is missing.

const USAGE = 'npm run restore FILE (a backup made by npm run backup)';

runDatabaseTool(USAGE, async (env, file) => {
  if (file === undefined) throw new BackupRefused(`Usage: ${USAGE}`);
  const database = await openServersDatabase(env, 'restore');
  try {
    await restore(database, file);
    const photos = await restorePhotos(env.photos, file);
    if (photos.kind === 'restored') {
      console.log(`Restored the stays' photos from ${photos.from} into ${photos.folder} (${photos.files} files, ${inMegabytes(photos.bytes)}).`);
    } else if (photos.kind === 'bucket') {
      console.log(
        `The backup's photos are in ${photos.from}, but this server keeps photos in the bucket ${photos.bucket}: ` +
          `copy that folder's contents into the bucket as they are (aws s3 sync ${photos.from} s3://${photos.bucket}).`,
      );
    }
    console.log(`Restored ${file} into ${describeDatabase(env)}. Start the server on it as usual.`);
  } finally {
    await database.close();
  }
});
