import { hash, verify } from '@node-rs/argon2';
import { passwordQueue } from './password-queue.ts';

// OWASP's argon2id settings: about 80 ms per hash on this hotel's server (D3).
const ARGON2ID = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

// Both take turns in the password queue, which refuses (503) when its line is full.

export function hashPassword(password: string): Promise<string> {
  return passwordQueue.run(() => hash(password, ARGON2ID));
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return passwordQueue.run(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      // A damaged hash must refuse the sign-in, not crash it.
      return false;
    }
  });
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a hash of nothing, so that "no such e-mail" costs as long as "wrong
 * password" and the answer time does not tell a stranger which e-mails have accounts.
 */
export async function spendVerifyTime(password: string): Promise<void> {
  // Made outside the queue: a refusal must not be kept as the hash every later check waits on.
  dummyHash ??= hash('not the password of any owner', ARGON2ID);
  await verifyPassword(await dummyHash, password);
}
