import { AuditLogScreen } from '@/features/staff-audit-log';

/** `/marops/audit-log` "[MarOps] Audit log": staff only, behind the marops guard. */
export function StaffAuditLogRoute() {
  return <AuditLogScreen />;
}
