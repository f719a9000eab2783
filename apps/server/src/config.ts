import { z } from 'zod';
import { accessConfig, accessEnv, type AccessConfig } from './modules/access/access.config';
import { auditConfig, auditEnv, type AuditConfig } from './modules/audit/audit.config';
import { billingConfig, billingEnv, type BillingConfig } from './modules/billing/billing.config';
import { campaignsConfig, campaignsEnv, type CampaignsConfig } from './modules/campaigns/campaigns.config';
import { catalogueConfig, catalogueEnv, type CatalogueConfig } from './modules/catalogue/catalogue.config';
import { contentConfig, contentEnv, type ContentConfig } from './modules/content/content.config';
import { demoConfig, demoEnv, type DemoConfig } from './modules/demo/demo.config';
import { idpConfig, idpEnv, type IdpConfig } from './modules/idp/idp.config';
import { mailConfig, mailEnv, type MailConfig } from './modules/mail/mail.config';
import { mediaConfig, mediaEnv, type MediaConfig } from './modules/media/media.config';
import { servingConfig, servingEnv, type ServingConfig } from './modules/serving/serving.config';
import { shopKeysConfig, shopKeysEnv, type ShopKeysConfig } from './modules/shop-keys/shop-keys.config';
import { coreConfig, coreEnv, type CoreConfig } from './plugins/core.config';
import { termsConfig, termsEnv, type TermsConfig } from './modules/terms/terms.config';
import { ConfigError } from './plugins/env';

export { ConfigError } from './plugins/env';
export type { SellerConfig } from './modules/billing/billing.config';

/**
 * Every setting of the server, read from the environment and validated at start (README.md
 * "Configuration": every setting is validated at start with a clear message for a bad value). Each module
 * owns its settings in `modules/<module>/<module>.config.ts` (the ground's in plugins/core.config.ts): a zod
 * object of its variables and a function from the parsed values to its part of {@link Config}; this file
 * joins them. With no environment at all the product runs on its embedded defaults: PGlite under ./var,
 * the embedded OpenID provider at /realms/ads, demo users, the catalogue in ./data.
 */
const EnvSchema = z.object({
  ...coreEnv.shape,
  ...servingEnv.shape,
  ...shopKeysEnv.shape,
  ...catalogueEnv.shape,
  ...idpEnv.shape,
  ...demoEnv.shape,
  ...campaignsEnv.shape,
  ...mailEnv.shape,
  ...contentEnv.shape,
  ...mediaEnv.shape,
  ...billingEnv.shape,
  ...auditEnv.shape,
  ...termsEnv.shape,
  ...accessEnv.shape,
});

// Two slices reading the same variable would silently lose one of them: refuse to start instead.
{
  const slices = [coreEnv, servingEnv, shopKeysEnv, catalogueEnv, idpEnv, demoEnv, campaignsEnv, mailEnv, contentEnv, mediaEnv, billingEnv, auditEnv, termsEnv, accessEnv];
  const names = slices.flatMap((slice) => Object.keys(slice.shape));
  const twice = names.filter((name, i) => names.indexOf(name) !== i);
  if (twice.length > 0) throw new Error(`Settings read by two modules: ${twice.join(', ')}`);
}

/** The whole configuration: the ground's settings and every module's slice. */
export interface Config
  extends
    CoreConfig,
    ServingConfig,
    ShopKeysConfig,
    CatalogueConfig,
    IdpConfig,
    DemoConfig,
    CampaignsConfig,
    MailConfig,
    ContentConfig,
    MediaConfig,
    BillingConfig,
    AuditConfig,
    TermsConfig,
    AccessConfig {}

/**
 * Builds the configuration from `env` (default `process.env`).
 * @throws ConfigError listing every bad variable with the reason, e.g. "PORT: must be ≤ 65535", or
 * "WORKERS: 2 processes need PostgreSQL (set DATABASE_URL)…" for WORKERS > 1 on PGlite.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  // The checks across variables throw in this order: campaign limits, WORKERS, media storage.
  const campaigns = campaignsConfig(e);
  const core = coreConfig(e);
  const media = mediaConfig(e);
  const idp = idpConfig(e, core);
  return {
    ...core,
    ...servingConfig(e),
    ...shopKeysConfig(e),
    ...catalogueConfig(e),
    ...idp,
    ...demoConfig(e, idp.oidc),
    ...campaigns,
    ...mailConfig(e),
    ...contentConfig(e, core),
    ...media,
    ...billingConfig(e),
    ...auditConfig(e),
    ...termsConfig(e),
    ...accessConfig(e),
  };
}

/** {@link loadConfig} for a process start or a command-line tool: a ConfigError is printed and the process exits with code 2. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
}
