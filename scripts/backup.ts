import { backUp, defaultBackupFile, openServersDatabase } from '../api/db/backups.ts';
import { backUpPhotos, type PhotosBackedUp } from '../api/photos/backup.ts';
import { describeDatabase, inMegabytes, runDatabaseTool } from './database-tool.ts';

// npm run backup [FILE]: the hotel's whole database as plain SQL, by default under DATA_DIR/backups
// with the time in its name, and the stays' photos beside it when they are kept in DATA_DIR/photos;
// it says where a bucket's photos are backed up instead (README, Production: Backups).

function photosSentence(photos: PhotosBackedUp): string {
  switch (photos.kind) {
    case 'copied':
      return `Backed up the stays' photos in ${photos.folder} to ${photos.to} (${photos.files} files, ${inMegabytes(photos.bytes)}).`;
    case 'none':
      return `There are no stays' photos in ${photos.folder} yet, so the backup has none.`;
    case 'bucket':
      return (
        `The stays' photos are in the bucket ${photos.bucket}, which this backup does not hold (only their records): ` +
        'back the bucket up on its own, with its versioning or its replication to another region (README, Backups).'
      );
  }
}

runDatabaseTool('npm run backup [FILE]', async (env, given) => {
  const file = given ?? defaultBackupFile(env.dataDir, new Date());
  const database = await openServersDatabase(env, 'backup');
  try {
    const bytes = await backUp(database, file);
    console.log(`Backed up ${describeDatabase(env)} to ${file} (${inMegabytes(bytes)}).`);
    console.log(photosSentence(await backUpPhotos(env.photos, file)));
  } finally {
    await database.close();
  }
});
