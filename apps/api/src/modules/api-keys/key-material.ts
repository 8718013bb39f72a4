import { createHash, randomInt } from 'node:crypto';
import { API_KEY_PATTERN, API_KEY_PREFIX, API_KEY_SHOWN_CHARS } from '@trusty/contracts';

/**
 * What an API key is made of (decision 026): `trusty_`, 32 random base62 characters (190 bits)
 * and a 6-character checksum of them. The prefix lets secret scanners and people recognise a
 * leaked key; the checksum lets a scanner tell a real key from a lookalike without asking us;
 * the database keeps only the SHA-256 of the whole key (a key this random needs no slow hash).
 */

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const RANDOM_CHARS = 32;
const CHECKSUM_CHARS = 6;

/** CRC-32 (IEEE) of the random part, written as 6 base62 digits. */
function checksumOf(random: string): string {
  let crc = 0xffffffff;
  for (let i = 0; i < random.length; i++) {
    crc ^= random.charCodeAt(i);
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  let value = (crc ^ 0xffffffff) >>> 0;
  let out = '';
  for (let i = 0; i < CHECKSUM_CHARS; i++) {
    out = BASE62[value % 62] + out;
    value = Math.floor(value / 62);
  }
  return out;
}

export interface NewKeyMaterial {
  /** The key itself: shown once, never stored. */
  key: string;
  keyHash: string;
  /** What the list shows. */
  prefix: string;
}

export function generateApiKey(): NewKeyMaterial {
  let random = '';
  for (let i = 0; i < RANDOM_CHARS; i++) random += BASE62[randomInt(62)];
  const key = `${API_KEY_PREFIX}${random}${checksumOf(random)}`;
  return { key, keyHash: hashApiKey(key), prefix: key.slice(0, API_KEY_SHOWN_CHARS) };
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** Shaped like a key and its checksum holds: worth a database lookup. */
export function looksLikeApiKey(token: string): boolean {
  if (!API_KEY_PATTERN.test(token)) return false;
  const random = token.slice(API_KEY_PREFIX.length, API_KEY_PREFIX.length + RANDOM_CHARS);
  return token.endsWith(checksumOf(random));
}
