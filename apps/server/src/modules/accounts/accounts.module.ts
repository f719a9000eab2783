import fp from 'fastify-plugin';
import { reservePrice } from '@ads/domain';
import { apiScope } from '../../http/api-scope';
import { AccountsRepository } from './accounts.repository';
import { AccountsService } from './accounts.service';
import { BanCheck } from './bans';
import { AdTransparencyService } from './ad-transparency.service';
import { adTransparencyRoutes } from './ad-transparency.routes';
import { accountsRoutes } from './accounts.routes';
import { AccountUsersRepository } from './account-users.repository';
import { AccountUsersService } from './account-users.service';
import { accountUsersRoutes } from './account-users.routes';
import { InvitationsRepository } from './invitations.repository';
import { InvitationsService } from './invitations.service';
import { invitationsRoutes } from './invitations.routes';
import { AccountsStaffListRepository } from './accounts.staff.list.repository';
import { AccountsStaffRepository } from './accounts.staff.repository';
import { AccountsStaffService } from './accounts.staff.service';
import { AccountsStaffLifecycleService } from './accounts.staff.lifecycle.service';
import { accountsStaffRoutes } from './accounts.staff.routes';
import type { AccountsFace } from './accounts.face';
import { NotificationAudienceRepository } from './notification-audience.repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** Advertiser accounts; other modules read an account's inventory rule here. */
    accounts: AccountsFace;
  }
}

/**
 * The accounts module, under /api: user info, the caller's accounts, one account (docs/requirements.md §7); the
 * members of an account and invitations by e-mail (docs/requirements.md §6 "list, add (by e-mail) and remove users
 * of an account"), with the invitation pages at /invitations/{token} (docs/requirements.md §1: a link valid 7
 * days); and staff account management (role marops): the staff home list, open/edit accounts,
 * resend invitations, suspend/resume/terminate/ban under /api/marops/accounts. It tells the notifications module
 * who is in which account (the audience).
 */
export const accountsModule = fp(
  async (app) => {
    const { db, config, now, mail, terms, domainEvents: events } = app;
    const accountsRepo = new AccountsRepository(db);
    const adNamesChanged = (accountId: string) => events.emit('accounts.changed', [accountId]);
    const accounts = new AccountsService(accountsRepo, adNamesChanged, new BanCheck(db));
    app.decorate('accounts', accounts);
    // Notices go to an account's members, which this module owns (docs/notifications.md "Audience").
    app.notifications.useAudience(new NotificationAudienceRepository(db));
    // The billing module registers after this one; its face is read per request.
    const adTransparency = new AdTransparencyService({
      repo: accountsRepo,
      billingCompany: (scope) => app.billing.companyName(scope),
      changed: adNamesChanged,
    });
    await apiScope(app, async (api) => {
      await accountsRoutes(api, accounts);
      await adTransparencyRoutes(api, adTransparency);
    });

    const passwordLogin = config.oidc.embedded;
    const invitationsRepo = new InvitationsRepository(db);
    const invitations = new InvitationsService(invitationsRepo, mail, terms, { publicUrl: config.publicUrl, now, passwordLogin });
    const members = new AccountUsersService({ accounts, repo: new AccountUsersRepository(db), invitationsRepo, invitations });
    await apiScope(app, (api) => accountUsersRoutes(api, members));
    await invitationsRoutes(app, { invitations, passwordLogin, homeUrl: `${config.publicUrl}/`, audit: app.audit });

    const repo = new AccountsStaffRepository(db);
    const staff = new AccountsStaffService({
      repo,
      list: new AccountsStaffListRepository(db),
      invitations,
      now,
      reservePrice: reservePrice(config.campaignRequirements),
    });
    const lifecycle = new AccountsStaffLifecycleService({ repo, accounts: staff, events, now, notifications: app.notifications });
    await apiScope(app, (api) => accountsStaffRoutes(api, { accounts: staff, lifecycle }));
  },
  { name: 'accounts', dependencies: ['ads-core', 'ads-access', 'audit', 'mail', 'terms', 'notifications'], fastify: '5.x' },
);
