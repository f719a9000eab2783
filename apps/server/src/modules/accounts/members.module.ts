import fp from 'fastify-plugin';
import { apiScope } from '../../http/api-scope';
import { AccountUsersRepository } from './account-users.repository';
import { AccountUsersService } from './account-users.service';
import { accountUsersRoutes } from './account-users.routes';
import { InvitationsRepository } from './invitations.repository';
import { InvitationsService } from './invitations.service';
import { invitationsRoutes } from './invitations.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Invitations by e-mail (7-day links); staff account management invites first members with it. */
    invitations: InvitationsService;
  }
}

/**
 * The members module (spec §6 "list, add (by e-mail) and remove users of an account"): the API under
 * /api and the invitation pages at /invitations/{token} (spec §1: a link valid 7 days).
 */
export const membersModule = fp(
  async (app) => {
    const { db, config, now, accounts, mail } = app;
    const passwordLogin = config.oidc.embedded;
    const invitationsRepo = new InvitationsRepository(db);
    const invitations = new InvitationsService(invitationsRepo, mail, { publicUrl: config.publicUrl, now, passwordLogin });
    app.decorate('invitations', invitations);
    const members = new AccountUsersService({ accounts, repo: new AccountUsersRepository(db), invitationsRepo, invitations });
    await apiScope(app, (api) => accountUsersRoutes(api, members));
    await invitationsRoutes(app, { invitations, passwordLogin, homeUrl: `${config.publicUrl}/` });
  },
  { name: 'members', dependencies: ['ads-core', 'ads-access', 'audit', 'accounts', 'mail'], fastify: '5.x' },
);
