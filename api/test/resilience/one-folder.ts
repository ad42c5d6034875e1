import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { type RunningHotel, startHotel } from '../../../scripts/hotel-server.ts';

/**
 * A PGlite data directory of its own for one test file, and servers started on it one after
 * another, as the hotel restarts its own: each is stopped and the folder removed after the file.
 */
export function useOneFolder(prefix: string): { dataDir: string; start(): Promise<RunningHotel> } {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const running: RunningHotel[] = [];
  afterAll(async () => {
    for (const hotel of running) await hotel.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    dataDir,
    async start() {
      const hotel = await startHotel({ DATA_DIR: dataDir });
      running.push(hotel);
      return hotel;
    },
  };
}
