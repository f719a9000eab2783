import Fastify from 'fastify';
import swagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { App } from './http/types';
import { problemPlugin } from './http/problem';
import { clientErrorHandler, frameworkErrors } from './http/framework-errors';
import { finiteNumbers, ID_FORMATS } from './http/schema';
import { callerHooks } from './http/caller';
import type { ModuleContext } from './modules/context';
import { webRoutes } from './modules/web/web.plugin';
import { identityPlugin } from './modules/identity';
import { AccountsRepository } from './modules/accounts/accounts.repository';
import { AccountsService } from './modules/accounts/accounts.service';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { createServing } from './modules/serving/serving.module';
import { servingRoutes } from './modules/serving/serving.routes';
import { replayRoutes } from './replay/replay.routes';
import { StatisticsRepository } from './modules/statistics/statistics.repository';
import { StatisticsService } from './modules/statistics/statistics.service';
import { statisticsRoutes } from './modules/statistics/statistics.routes';
import { campaignsModule } from './modules/campaigns/campaigns.module';
import { CatalogueRepository } from './modules/catalogue/catalogue.repository';
import { CatalogueService } from './modules/catalogue/catalogue.service';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { MailOutboxRepository } from './modules/mail/mail.repository';
import { MailService } from './modules/mail/mail.service';
import { AuditRepository } from './modules/audit/audit.repository';
import { AuditLog } from './modules/audit/audit.hook';
import { AccountUsersRepository } from './modules/accounts/account-users.repository';
import { AccountUsersService } from './modules/accounts/account-users.service';
import { accountUsersRoutes } from './modules/accounts/account-users.routes';
import { InvitationsRepository } from './modules/accounts/invitations.repository';
import { InvitationsService } from './modules/accounts/invitations.service';
import { invitationsRoutes } from './modules/accounts/invitations.routes';
import { TermsRepository } from './modules/terms/terms.repository';
import { TermsService } from './modules/terms/terms.service';
import { termsRoutes } from './modules/terms/terms.routes';
import { AnnouncementsRepository } from './modules/announcements/announcements.repository';
import { AnnouncementsService } from './modules/announcements/announcements.service';
import { announcementsRoutes } from './modules/announcements/announcements.routes';
import { ReportRepository } from './modules/statistics/report.repository';
import { ReportService } from './modules/statistics/report.service';
import { reportRoutes } from './modules/statistics/report.routes';
import { maropsRoutes } from './modules/marops/marops.routes';

export interface BuildAppOptions {
  /** Serve the built web app from this folder (absent in API tests). */
  webDistDir?: string;
  /** Logger on/off (tests keep it off). */
  logger?: boolean;
  /** Version of the web client reported at /version.json. */
  webVersion?: string;
  /** SMTP server for e-mail when SMTP_URL is not set: main.ts passes its embedded outbox's URL. */
  smtpUrl?: string;
}

/**
 * Builds the whole server with its plugins in a fixed order (STYLE.md, fastify/demo):
 * problem details → OpenAPI → identity (embedded provider and token verification) →
 * advertiser API under /api → serving API under /v2 → web app.
 * Does not listen; `main.ts` does, tests use `app.inject` or listen on port 0.
 */
export async function buildApp(ctx: ModuleContext, options: BuildAppOptions = {}): Promise<App> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: ctx.config.logLevel },
    ajv: { customOptions: { coerceTypes: 'array', useDefaults: true, removeAdditional: false, allErrors: false, formats: ID_FORMATS }, plugins: [finiteNumbers] },
    trustProxy: true,
    // Spec §7 lists of up to 1000 campaign ids travel in GET query strings (campaignIdIn, campaignIds):
    // 1000 UUIDs are ~37 KB, over Node's default 16 KB header limit (answers 431).
    http: { maxHeaderSize: 64 * 1024 },
    // Router and HTTP-parser refusals as problem details (400, 414, 431 with Connection: close).
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<TypeBoxTypeProvider>();

  await app.register(problemPlugin);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Ads Portal API',
        version: '0.1.0',
        description:
          'Advertiser API (base path /api, bearer JWT, `account-id` header) and serving API (/v2, Topsort v2 contract, shop API key). Money is integer grosze; days are Europe/Warsaw calendar days.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          shopApiKey: { type: 'http', scheme: 'bearer', description: 'Shop API key' },
        },
      },
    },
  });
  await app.register(identityPlugin, { ctx });

  const accounts = new AccountsService(new AccountsRepository(ctx.db));
  const hooks = callerHooks(accounts);
  const statistics = new StatisticsService(new StatisticsRepository(ctx.db), ctx.now);
  const mail = new MailService(new MailOutboxRepository(ctx.db), {
    smtpUrl: ctx.config.mail.smtpUrl ?? options.smtpUrl,
    from: ctx.config.mail.from,
    keepSecrets: !ctx.config.mail.smtpUrl,
  });
  const invitationsRepo = new InvitationsRepository(ctx.db);
  const passwordLogin = ctx.config.oidc.embedded;
  const invitations = new InvitationsService(invitationsRepo, mail, { publicUrl: ctx.config.publicUrl, now: ctx.now, passwordLogin });
  const accountUsers = new AccountUsersService({ accounts, repo: new AccountUsersRepository(ctx.db), invitationsRepo, invitations });
  const audit = new AuditLog(new AuditRepository(ctx.db));
  app.addHook('onClose', async () => {
    await audit.flush();
    mail.close();
  });

  await app.register(
    async (api: App) => {
      // onRequest: a missing or bad token answers 401 before any request validation runs.
      api.addHook('onRequest', app.authenticate);
      api.addHook('preHandler', hooks.withCaller);
      api.addHook('onResponse', audit.onResponse);
      await accountsRoutes(api, accounts);
      await statisticsRoutes(api, statistics, hooks.withAccount);
      await campaignsModule(api, { ctx, accounts, withAccount: hooks.withAccount, totals: (accountId, ids, from, to) => statistics.campaignTotals(accountId, ids, from, to) });
      await catalogueRoutes(api, new CatalogueService(new CatalogueRepository(ctx.db), accounts, ctx.config), hooks);
      await accountUsersRoutes(api, accountUsers);
      await termsRoutes(api, new TermsService(new TermsRepository(ctx.db), ctx.now));
      await announcementsRoutes(api, new AnnouncementsService(new AnnouncementsRepository(ctx.db), accounts, ctx.now));
      await reportRoutes(api, new ReportService({ statistics, accounts, repo: new ReportRepository(ctx.db), now: ctx.now }));
      await maropsRoutes(api, { mail });
    },
    { prefix: '/api' },
  );

  const serving = createServing(ctx);
  await app.register(
    async (v2: App) => {
      await servingRoutes(v2, serving);
      await replayRoutes(v2, ctx, () => serving.index.refresh());
    },
    { prefix: '/v2' },
  );

  await invitationsRoutes(app, { invitations, passwordLogin, homeUrl: `${ctx.config.publicUrl}/` });
  await webRoutes(app, { distDir: options.webDistDir, version: options.webVersion ?? '0.0.0' });

  return app;
}
