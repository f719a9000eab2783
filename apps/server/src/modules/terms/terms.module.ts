import fp from 'fastify-plugin';
import { apiScope } from '../../http/api-scope';
import { TermsRepository } from './terms.repository';
import { TermsService } from './terms.service';
import { termsRoutes } from './terms.routes';
import { TermsStaffRepository } from './terms.staff.repository';
import { TermsStaffService } from './terms.staff.service';
import { termsStaffRoutes } from './terms.staff.routes';
import type { TermsFace } from './terms.face';

declare module 'fastify' {
  interface FastifyInstance {
    /** Terms of service versions and acceptance; accepting an invitation records it through this. */
    terms: TermsFace;
  }
}

/**
 * The terms module (docs/requirements.md §1, §2; docs/terms.md), under /api: accepting the version in
 * force, reading versions, and staff publishing new ones at /api/marops/terms-versions (e-mailed to every
 * advertiser user through the mail module). The accounts module registers after this one: its face
 * (the advertiser users to notify) is read per publication.
 */
export const termsModule = fp(
  async (app) => {
    const { company } = app.config;
    const terms = new TermsService(new TermsRepository(app.db), app.now, company);
    app.decorate('terms', terms);
    await apiScope(app, (api) => termsRoutes(api, terms));
    const staff = new TermsStaffService({
      repo: new TermsStaffRepository(app.db),
      mail: app.mail,
      now: app.now,
      company,
      recipients: () => app.accounts.advertiserRecipients(),
      publicUrl: app.config.publicUrl,
      notifications: app.notifications,
    });
    await apiScope(app, (api) => termsStaffRoutes(api, staff));
  },
  { name: 'terms', dependencies: ['ads-core', 'ads-access', 'audit', 'mail', 'notifications'], fastify: '5.x' },
);
