import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** File under DATA_DIR that keeps the generated key when AUDIT_HMAC_KEY is not set. */
export const AUDIT_KEY_FILE = 'audit-hmac-key';

/**
 * The audit chain's HMAC key (docs/architecture.md "Audit log"): AUDIT_HMAC_KEY, else the key kept in
 * DATA_DIR/audit-hmac-key, generated there (32 random bytes, mode 0600) by the first process that
 * needs it — written to a temporary file and linked into place (link fails when the file exists), so
 * processes sharing DATA_DIR all end up with the same, complete key. With `create: false` (the
 * verifier) a missing key is an error rather than a new key.
 */
export function auditHmacKey(config: { auditHmacKey: string | undefined; dataDir: string }, options: { create: boolean } = { create: true }): Buffer {
  if (config.auditHmacKey) return Buffer.from(config.auditHmacKey, 'utf8');
  const file = join(config.dataDir, AUDIT_KEY_FILE);
  if (!options.create) {
    if (!existsSync(file)) throw new Error(`No audit key: set AUDIT_HMAC_KEY as the server has it, or DATA_DIR to the server's (${file} is missing)`);
    return readKey(file);
  }
  mkdirSync(config.dataDir, { recursive: true });
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(tmp, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600 });
  try {
    linkSync(tmp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(tmp);
  }
  return readKey(file);
}

function readKey(file: string): Buffer {
  const key = readFileSync(file, 'utf8').trim();
  if (key.length < 32) throw new Error(`${file} holds no audit key (expected at least 32 characters)`);
  return Buffer.from(key, 'utf8');
}
