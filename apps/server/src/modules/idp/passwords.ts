import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with node:crypto scrypt (RFC 7914), a random 16-byte salt per password.
 * Stored format: `scrypt$<N>$<r>$<p>$<salt base64url>$<hash base64url>`, so cost parameters can
 * be raised later without invalidating existing hashes.
 */
const COST = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;
/** scrypt needs 128·N·r bytes; leave head-room above Node's 32 MiB default. */
const MAX_MEM = 64 * 1024 * 1024;

function scryptAsync(plain: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(plain.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: MAX_MEM }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/**
 * Hashes `plain` for storage in `IdpUser.passwordHash`.
 * Takes about 40–60 ms on one core (scrypt N=16384, r=8, p=1). Never throws for string input.
 */
export async function hashPassword(plain: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scryptAsync(plain, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/**
 * True when `plain` matches `hash` (a `hashPassword` result). Compares in constant time
 * (`timingSafeEqual`). A malformed or foreign hash resolves false instead of throwing.
 */
export async function verifyPassword(plain: string, hash: string): Promise<boolean> {
  const parts = hash.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const expected = Buffer.from(parts[5] ?? '', 'base64url');
  if (!N || !r || !p || salt.length === 0 || expected.length !== KEY_LENGTH) return false;
  try {
    const actual = await scryptAsync(plain, salt, { N, r, p });
    return timingSafeEqual(actual, expected);
  } catch {
    return false; // e.g. cost parameters out of range in a corrupted hash
  }
}
