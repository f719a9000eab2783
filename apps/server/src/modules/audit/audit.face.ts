import type { AuditLog } from './audit.hook';

/**
 * What other modules and the /api scopes use on `app.audit`: the onResponse hook that records a
 * call, `enqueue` for an entry that is not one request's (written in the same chain), and `flush`
 * (tests and shutdown wait for the queue to be written).
 */
export type AuditFace = Pick<AuditLog, 'onResponse' | 'enqueue' | 'flush'>;
