import fp from 'fastify-plugin';
import { apiScope } from '../../http/api-scope';
import { AuditLog } from './audit.hook';
import { AuditRepository } from './audit.repository';
import { auditHmacKey } from './audit-key';
import { AuditSearchRepository } from './audit.staff.search.repository';
import { AuditSearchService } from './audit.staff.search.service';
import { auditStaffRoutes } from './audit.staff.routes';
import type { AuditFace } from './audit.face';
import { AuditHistoryRepository } from './audit.history.repository';
import { AuditHistoryService } from './audit.history.service';
import { auditHistoryRoutes } from './audit.history.routes';
import './audit-changes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The audit log of API writes and of staff acting on accounts (onResponse hook of /api scopes). */
    audit: AuditFace;
  }
}

/**
 * Audit module: the log every /api scope writes to when it answers; flushed when the app closes.
 * Staff search and export it under /api/marops (search-audit-log, audit-log.csv); advertisers read their
 * account's and campaigns' change history (/api/accounts/{id}/history, /api/campaigns/{id}/history, .csv).
 */
export const auditModule = fp(
  async (app) => {
    const audit = new AuditLog(new AuditRepository(app.db, auditHmacKey(app.config)), app.log);
    app.decorateRequest('auditChanges', null);
    app.decorateRequest('auditAccountId', null);
    app.decorate('audit', audit);
    app.addHook('onClose', async () => audit.flush());
    const auditSearch = new AuditSearchService(new AuditSearchRepository(app.db));
    await apiScope(app, (api) => auditStaffRoutes(api, auditSearch));
    await apiScope(app, (api) => auditHistoryRoutes(api, new AuditHistoryService(new AuditHistoryRepository(app.db))));
  },
  { name: 'audit', dependencies: ['ads-core', 'ads-access'], fastify: '5.x' },
);
