import { hash, verify, type Algorithm } from '@node-rs/argon2';

// Algorithm is an ambient const enum (not importable as a value here); 2 is its Argon2id.
const ARGON2ID: Algorithm = 2;

// OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane): ~8 ms a verification on this machine.
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

// Hashed once, lazily: verifying against it costs what verifying a real hash costs.
let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a hash (unknown email) it still runs one
 * verification, so the response time does not tell whether an account exists.
 */
export async function verifyPassword(
  storedHash: string | undefined,
  password: string,
): Promise<boolean> {
  dummyHash ??= hashPassword('no account has this password');
  const target = storedHash ?? (await dummyHash);
  let matches: boolean;
  try {
    matches = await verify(target, password);
  } catch {
    // A malformed stored hash must not sign anyone in.
    matches = false;
  }
  return storedHash !== undefined && matches;
}
