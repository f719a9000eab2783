import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { App } from './http/types';
import { clientErrorHandler, frameworkErrors } from './http/framework-errors';
import { requestLogController } from './http/request-log';
import { finiteNumbers, ID_FORMATS } from './http/schema';
import type { ModuleContext } from './modules/context';
import { corePlugin } from './plugins/core.plugin';
import { problemPlugin } from './http/problem';
import { openapiPlugin } from './plugins/openapi.plugin';
import { metricsPlugin } from './plugins/metrics.plugin';
import { identityPlugin } from './modules/identity';
import { accessPlugin } from './modules/access';
import { auditModule } from './modules/audit';
import { mailModule } from './modules/mail';
import { accountsModule } from './modules/accounts';
import { termsModule } from './modules/terms';
import { catalogueModule } from './modules/catalogue';
import { statisticsModule } from './modules/statistics';
import { insightModule } from './modules/insight';
import { storesModule } from './modules/stores';
import { campaignsModule } from './modules/campaigns';
import { announcementsModule } from './modules/announcements';
import { shopKeysModule } from './modules/shop-keys';
import { apiKeysModule } from './modules/api-keys';
import { staticBannersModule } from './modules/static-banners';
import { contentModule } from './modules/content';
import { mediaModule } from './modules/media';
import { servingModule } from './modules/serving';
import { demoModule } from './modules/demo';
import { webModule } from './modules/web';
import { apiReferenceModule } from './modules/api-reference';
import { jobsPlugin } from './modules/jobs';
import { billingModule } from './modules/billing';
import { eventPartitionsModule } from './modules/event-partitions';
import { complaintsModule } from './modules/complaints';
import { notificationsModule } from './modules/notifications';

export interface BuildAppOptions {
  /** Serve the built web app from this folder (absent in API tests). */
  webDistDir?: string;
  /** Logger on/off (tests keep it off). */
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them); one JSON line per write. */
  logStream?: { write(line: string): void };
  /** Version of the web client reported at /version.json. */
  webVersion?: string;
  /** SMTP server for e-mail when SMTP_URL is not set: main.ts passes its embedded outbox's URL. */
  smtpUrl?: string;
}

/**
 * The whole server as Fastify plugins in a fixed order (fastify/demo): each module is one
 * plugin that names the plugins it needs (fastify-plugin `dependencies`), so a wrong order fails at
 * start. Does not listen; `main.ts` does, tests use `app.inject` or listen on port 0.
 */
export async function buildApp(runtime: ModuleContext, options: BuildAppOptions = {}): Promise<App> {
  const app = Fastify({
    logger:
      options.logger === false ? false : { level: runtime.config.logLevel, ...(options.logStream ? { stream: options.logStream } : {}) },
    // Request logging per route: the serving API logs by aggregate (docs/operations.md "Metrics").
    logController: requestLogController(),
    ajv: {
      customOptions: { coerceTypes: 'array', useDefaults: true, removeAdditional: false, allErrors: false, formats: ID_FORMATS },
      plugins: [finiteNumbers],
    },
    trustProxy: true,
    // Request ids unique across processes and restarts: the audit log keeps them.
    genReqId: () => randomUUID(),
    // docs/requirements.md §7 lists of up to 1000 campaign ids travel in GET query strings (campaignIdIn, campaignIds):
    // 1000 UUIDs are ~37 KB, over Node's default 16 KB header limit (answers 431).
    http: { maxHeaderSize: 64 * 1024 },
    // Router and HTTP-parser refusals as problem details (400, 414, 431 with Connection: close).
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<TypeBoxTypeProvider>();

  if (runtime.config.servedByHeader) {
    // SERVED_BY_HEADER: which process answered (node:cluster workers, processes behind a load balancer).
    const servedBy = String(process.pid);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.header('x-served-by', servedBy);
      done();
    });
  }

  // 1. Ground: settings, database and clock; problem details; the API document.
  await app.register(corePlugin, { runtime });
  await app.register(problemPlugin);
  await app.register(openapiPlugin);
  await app.register(metricsPlugin);
  // 2. Identity and access: token verification (embedded provider or Keycloak), then the actor.
  await app.register(identityPlugin);
  await app.register(accessPlugin, {
    db: runtime.db,
    embedded: runtime.config.oidc.embedded,
    now: runtime.now,
    apiKeyRateLimit: { max: runtime.config.apiKeyRateLimit, windowMs: runtime.config.apiKeyRateWindowMs },
    actorCacheMs: runtime.config.actorCacheMs,
  });
  await app.register(auditModule);
  await app.register(mailModule, { smtpUrl: options.smtpUrl });
  await app.register(jobsPlugin);
  await app.register(notificationsModule);
  // 3. Advertiser and staff modules (/api), each behind the access layer, and the shop's serving API (/v2).
  await app.register(termsModule);
  await app.register(accountsModule);
  await app.register(shopKeysModule);
  await app.register(apiKeysModule);
  await app.register(catalogueModule);
  await app.register(storesModule);
  await app.register(statisticsModule);
  await app.register(insightModule);
  await app.register(billingModule);
  await app.register(staticBannersModule);
  await app.register(eventPartitionsModule);
  // The shop's serving API (/v2) before campaigns, which show its pace; the demo replay route beside it.
  await app.register(servingModule, { runtime });
  await app.register(demoModule);
  await app.register(campaignsModule);
  await app.register(announcementsModule);
  await app.register(mediaModule);
  await app.register(contentModule);
  await app.register(complaintsModule);
  // 4. The API reference (/api/openapi.json, /api/docs), then the web app.
  await app.register(apiReferenceModule);
  await app.register(webModule, { distDir: options.webDistDir, version: options.webVersion ?? '0.0.0' });
  return app;
}
