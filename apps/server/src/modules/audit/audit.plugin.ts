import fp from 'fastify-plugin';
import { AuditLog } from './audit.hook';
import { AuditRepository } from './audit.repository';
import './audit-changes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The audit log of API writes and of staff acting on accounts (onResponse hook of /api scopes). */
    audit: AuditLog;
  }
}

/** Audit module: the log every /api scope writes to when it answers; flushed when the app closes. */
export const auditModule = fp(
  async (app) => {
    const audit = new AuditLog(new AuditRepository(app.db), app.log);
    app.decorateRequest('auditChanges', null);
    app.decorateRequest('auditAccountId', null);
    app.decorate('audit', audit);
    app.addHook('onClose', async () => audit.flush());
  },
  { name: 'audit', dependencies: ['ads-core'], fastify: '5.x' },
);
