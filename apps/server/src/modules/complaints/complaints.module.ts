import fp from 'fastify-plugin';
import { apiScope } from '../../http/api-scope';
import { ComplaintsRepository } from './complaints.repository';
import { ComplaintsService } from './complaints.service';
import { complaintsRoutes } from './complaints.routes';
import { ComplaintsStaffRepository } from './complaints.staff.repository';
import { ComplaintsStaffService } from './complaints.staff.service';
import { complaintsStaffRoutes } from './complaints.staff.routes';

/** What other modules may call on `app.complaints`: an account's complaints (e.g. for a summary). */
export type ComplaintsFace = Pick<ComplaintsService, 'list'>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Complaints for other modules (see {@link ComplaintsFace}). */
    complaints: ComplaintsFace;
  }
}

/**
 * Complaints (docs/complaints.md): advertisers file and read them under /api/accounts/{accountId}/complaints;
 * staff (role marops) work the queue under /api/marops/complaints, answers e-mailed through the mail module.
 */
export const complaintsModule = fp(
  async (app) => {
    const { db, now } = app;
    const complaints = new ComplaintsService(new ComplaintsRepository(db), now);
    app.decorate('complaints', complaints);
    await apiScope(app, (api) => complaintsRoutes(api, complaints));
    const staff = new ComplaintsStaffService(new ComplaintsStaffRepository(db), app.mail, now);
    await apiScope(app, (api) => complaintsStaffRoutes(api, staff));
  },
  { name: 'complaints', dependencies: ['ads-core', 'ads-access', 'audit', 'mail'], fastify: '5.x' },
);
