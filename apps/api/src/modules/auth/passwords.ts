import { Algorithm, hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane): ~40 ms here, affordable per login.
const ARGON2_OPTIONS = { algorithm: Algorithm.Argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

// Hashed once, lazily: verifying against it costs what verifying a real hash costs.
let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a hash (unknown email) it still runs one
 * verification, so the response time does not tell whether an account exists.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
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
