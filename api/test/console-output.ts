import { formatWithOptions } from 'node:util';
import { vi } from 'vitest';

/**
 * Everything written to the console, stdout and stderr while `run` runs, as the server's log would
 * hold it (objects printed in full depth); nothing reaches the terminal meanwhile.
 */
export async function captureOutput(run: () => Promise<void>): Promise<string> {
  const written: string[] = [];
  const spies = [
    ...(['log', 'info', 'warn', 'error', 'debug', 'trace'] as const).map((method) =>
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        written.push(formatWithOptions({ depth: 20 }, ...args));
      }),
    ),
    ...[process.stdout, process.stderr].map((stream) =>
      vi.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => {
        written.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString());
        return true;
      }),
    ),
  ];
  try {
    await run();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return written.join('\n');
}
