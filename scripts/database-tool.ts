import { resolve } from 'node:path';
import { BackupRefused } from '../api/db/backups.ts';
import { pgliteFolder } from '../api/db/client.ts';
import { type Env, EnvError, readEnv } from '../api/env.ts';

/**
 * Runs `npm run backup` or `npm run restore` with the server's own settings, and the file named on
 * the command line (relative to where npm was run, not the project folder npm moves to). A refusal
 * prints its message alone and exits 1, so nobody takes a half-done job for a finished one.
 */
export function runDatabaseTool(usage: string, work: (env: Env, file: string | undefined) => Promise<void>): void {
  const args = process.argv.slice(2);
  const run = async () => {
    if (args.length > 1 || args[0]?.startsWith('-') === true) throw new BackupRefused(`Usage: ${usage}`);
    const env = readEnv();
    await work(env, args[0] === undefined ? undefined : resolve(process.env.INIT_CWD ?? process.cwd(), args[0]));
  };
  run().catch((error: unknown) => {
    console.error(error instanceof BackupRefused || error instanceof EnvError ? error.message : error);
    process.exitCode = 1;
  });
}

/** Which database the settings name, in words for the person running the tool. */
export function describeDatabase(env: Pick<Env, 'databaseUrl' | 'dataDir'>): string {
  if (env.databaseUrl === undefined) return `PGlite in ${pgliteFolder(env.dataDir)}`;
  const address = new URL(env.databaseUrl);
  return `PostgreSQL database ${address.pathname.slice(1)} on ${address.host}`;
}

export function inMegabytes(bytes: number): string {
  return bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} kB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
