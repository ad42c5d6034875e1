import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id settings: about 80 ms per hash on this hotel's server (D3).
const ARGON2ID = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A damaged hash must refuse the sign-in, not crash it.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a hash of nothing, so that "no such e-mail" costs as long as "wrong
 * password" and the answer time does not tell a stranger which e-mails have accounts.
 */
export async function spendVerifyTime(password: string): Promise<void> {
  dummyHash ??= hashPassword('not the password of any owner');
  await verifyPassword(await dummyHash, password);
}
