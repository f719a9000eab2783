import type { AuditLog } from './audit.hook';

/**
 * What other modules and the /api scopes use on `app.audit`: the onResponse hook that records a
 * call, and `flush` (tests wait for the queue to be written).
 */
export type AuditFace = Pick<AuditLog, 'onResponse' | 'flush'>;
