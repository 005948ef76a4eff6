import { hash, verify } from '@node-rs/argon2';

// OWASP minimum for argon2id: 19 MiB memory, 2 iterations, 1 lane
// algorithm 2 is Argon2id (the package's const enum cannot be imported under verbatimModuleSyntax)
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// a real hash of nothing useful, so unknown usernames cost the same time as wrong passwords
const decoyHash = hashPassword('decoy-password-for-timing');
export async function burnPasswordCheck(password: string): Promise<void> {
  await verifyPassword(await decoyHash, password);
}
