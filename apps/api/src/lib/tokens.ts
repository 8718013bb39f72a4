import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: for sessions and email links. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as this hash; a database leak yields nothing usable. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
