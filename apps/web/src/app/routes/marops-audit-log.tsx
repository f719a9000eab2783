import { AuditLogScreen } from '@/features/marops-audit-log';

/** `/marops/audit-log` "[MarOps] Audit log" (issue #7): staff only, behind the marops guard. */
export function MaropsAuditLogRoute() {
  return <AuditLogScreen />;
}
