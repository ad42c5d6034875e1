import { BackupRefused, openServersDatabase, restore } from '../api/db/backups.ts';
import { describeDatabase, runDatabaseTool } from './database-tool.ts';

// npm run restore FILE: a backup from npm run backup into the empty database the settings name
// (README, Production: Backups). A database that holds tables is refused, never overwritten.

const USAGE = 'npm run restore FILE (a backup made by npm run backup)';

runDatabaseTool(USAGE, async (env, file) => {
  if (file === undefined) throw new BackupRefused(`Usage: ${USAGE}`);
  const database = await openServersDatabase(env, 'restore');
  try {
    await restore(database, file);
    console.log(`Restored ${file} into ${describeDatabase(env)}. Start the server on it as usual.`);
  } finally {
    await database.close();
  }
});
