import { z } from 'zod';

/** Settings of the audit log (docs/architecture.md "Audit log"). */
export const auditEnv = z.object({
  /**
   * Key of the audit chain's HMAC-SHA256. Keep it outside the database (a secret store); every server
   * process and `npm run audit:verify` need the same one. Default: generated once into DATA_DIR/audit-hmac-key.
   */
  AUDIT_HMAC_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
});

export interface AuditConfig {
  auditHmacKey: string | undefined;
}

export function auditConfig(e: z.infer<typeof auditEnv>): AuditConfig {
  return { auditHmacKey: e.AUDIT_HMAC_KEY };
}
