import { backUp, defaultBackupFile, openServersDatabase } from '../api/db/backups.ts';
import { describeDatabase, inMegabytes, runDatabaseTool } from './database-tool.ts';

// npm run backup [FILE]: the hotel's whole database as plain SQL, by default under DATA_DIR/backups
// with the time in its name (README, Production: Backups).

runDatabaseTool('npm run backup [FILE]', async (env, given) => {
  const file = given ?? defaultBackupFile(env.dataDir, new Date());
  const database = await openServersDatabase(env, 'backup');
  try {
    const bytes = await backUp(database, file);
    console.log(`Backed up ${describeDatabase(env)} to ${file} (${inMegabytes(bytes)}).`);
  } finally {
    await database.close();
  }
});
