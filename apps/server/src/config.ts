import { resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_CAMPAIGN_REQUIREMENTS, INVOICE_ISSUE_WINDOW_DAYS, isValidNip, type CampaignRequirements } from '@ads/domain';

/**
 * Every setting of the server, read from the environment and validated at start
 * (issue #2 "every setting is validated at start with a clear message for a bad value").
 * With no environment at all the product runs on its embedded defaults: PGlite under ./var,
 * the embedded OpenID provider at /realms/ads, demo users, the catalogue in ./data.
 */
const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const positiveGrosze = z.coerce.number().int().positive();
/** A duration in ms between `min` and `max` (issue #6 "Deadlines"). */
const ms = (min: number, max: number, fallback: number) => z.coerce.number().int().min(min).max(max).default(fallback);

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// connection string')
    .optional(),
  DB_CONNECT_TIMEOUT_MS: ms(100, 600_000, 10_000),
  DB_STATEMENT_TIMEOUT_MS: ms(100, 86_400_000, 120_000),
  SERVING_AUCTION_DEADLINE_MS: ms(10, 60_000, 250),
  SERVING_EVENTS_TIMEOUT_MS: ms(100, 120_000, 3000),
  /** How long a rotated shop API key keeps working, seconds (default 24 h). */
  SHOP_API_KEY_ROTATION_OVERLAP_S: z.coerce.number().int().min(0).max(90 * 86_400).default(86_400),
  DATA_DIR: z.string().min(1).default('./var'),
  CATALOGUE_DIR: z.string().min(1).default('./data'),
  OIDC_ISSUER: z.url().optional(),
  OIDC_AUDIENCE: z.string().min(1).default('account'),
  OIDC_CLIENT_ID: z.string().min(1).default('keycloak-js'),
  IDP_COOKIE_KEYS: z.string().min(16, 'must be at least 16 characters (comma-separated keys)').optional(),
  SHOP_API_KEY: z.string().min(24, 'must be at least 24 characters').optional(),
  DEMO_DATA: bool.optional(),
  IMPORT_CATALOGUE_ON_START: bool.default(true),
  SOURCE_TO_PLN_RATE: z
    .string()
    .regex(/^\d+(\.\d+)?$/, 'must be a decimal number such as 0.0465')
    .default('0.0465'),
  PRODUCT_CHANNEL_CODE: z.string().regex(/^[A-Z][A-Z0-9_]*$/, 'must be upper-case letters, digits, _').default('MAIN'),
  PRODUCT_CHANNEL_NAME: z.string().min(1).default('Shop'),
  CAMPAIGN_NAME_MAX_LENGTH: z.coerce.number().int().min(1).max(500).optional(),
  MIN_DAILY_BUDGET_GROSZE: positiveGrosze.optional(),
  MIN_TOTAL_BUDGET_GROSZE: positiveGrosze.optional(),
  MIN_CPC_GROSZE: positiveGrosze.optional(),
  MAX_CPC_GROSZE: positiveGrosze.optional(),
  MAX_SKU_COUNT: z.coerce.number().int().min(1).max(100000).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s/]+/, 'must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example.com:587')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Ads Portal <no-reply@ads-portal.local>'),
  BILLING_ISSUE_DAY: z.coerce.number().int().min(1).max(INVOICE_ISSUE_WINDOW_DAYS).default(3),
  BILLING_JOBS: bool.default(true),
  SELLER_NAME: z.string().min(1).default('Ads Portal Sp. z o.o.'),
  SELLER_STREET: z.string().min(1).default('ul. Przykładowa 1'),
  SELLER_POSTAL_CODE: z.string().min(1).default('00-001'),
  SELLER_CITY: z.string().min(1).default('Warszawa'),
  SELLER_COUNTRY: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter ISO country code').default('PL'),
  SELLER_NIP: z
    .string()
    .transform((v) => v.replace(/[\s.-]/g, ''))
    .refine(isValidNip, 'must be a valid NIP (10 digits with its checksum)')
    .default('5260001246'),
  SELLER_BANK_ACCOUNT: z
    .string()
    .transform((v) => v.replace(/\s/g, '').toUpperCase())
    .refine((v) => /^(PL)?\d{26}$/.test(v), 'must be a Polish account number (26 digits, optionally PL…)')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface Config {
  port: number;
  host: string;
  /** The URL users reach the server at (issuer, redirects); default http://localhost:PORT. */
  publicUrl: string;
  databaseUrl: string | undefined;
  /**
   * Deadlines of the main PostgreSQL pool (reports, import, staff and advertiser API), ms: connect and
   * pool acquire; statement (server statement_timeout, client read timeout + 1 s). Ignored on PGlite.
   */
  database: { connectTimeoutMs: number; statementTimeoutMs: number };
  /**
   * Deadlines of the serving API, ms. An auction answers within `auctionDeadlineMs` (no winners when the
   * database is slower); an events request answers 503 + Retry-After after `eventsTimeoutMs`, which also
   * bounds connect, acquire and statements of serving's own PostgreSQL pool.
   */
  serving: { auctionDeadlineMs: number; eventsTimeoutMs: number };
  /** Seconds a rotated shop API key keeps working next to its successor (SHOP_API_KEY_ROTATION_OVERLAP_S). */
  shopKeyRotationOverlapS: number;
  dataDir: string;
  catalogueDir: string;
  oidc: { embedded: boolean; issuer: string; audience: string; clientId: string };
  idpCookieKeys: string[] | undefined;
  shopApiKey: string | undefined;
  /** Create demo users, accounts and stores on start (default: on with the embedded identity provider). */
  demoData: boolean;
  importCatalogueOnStart: boolean;
  /** Fixed rate from the catalogue's source currency (INR) to PLN, a decimal string. */
  sourceToPlnRate: string;
  productChannel: { code: string; name: string };
  campaignRequirements: CampaignRequirements;
  /** Outgoing e-mail: SMTP_URL, or undefined for the embedded in-process SMTP outbox (main.ts); From header. */
  mail: { smtpUrl: string | undefined; from: string };
  /**
   * Billing (issue #9): the day after month end the invoices are issued on (1..5, spec §9), whether the
   * background jobs run in this process, and the seller printed on invoices (SELLER_*).
   */
  billing: { issueDay: number; jobs: boolean; seller: SellerConfig };
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
}

/** The seller of every invoice: the platform operator (SELLER_* variables). */
export interface SellerConfig {
  name: string;
  street: string;
  postalCode: string;
  city: string;
  countryCode: string;
  /** 10 digits, checksum valid. */
  nip: string;
  /** 26-digit NRB or PL IBAN, or undefined when not printed. */
  bankAccount: string | undefined;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/**
 * Builds the configuration from `env` (default `process.env`).
 * @throws ConfigError listing every bad variable with the reason, e.g. "PORT: must be ≤ 65535".
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const embedded = e.OIDC_ISSUER === undefined;
  const d = DEFAULT_CAMPAIGN_REQUIREMENTS;
  const requirements: CampaignRequirements = {
    nameMaxLength: e.CAMPAIGN_NAME_MAX_LENGTH ?? d.nameMaxLength,
    budget: {
      dailyLimit: { minValue: e.MIN_DAILY_BUDGET_GROSZE ?? d.budget.dailyLimit.minValue },
      totalLimit: { ...d.budget.totalLimit, minValue: e.MIN_TOTAL_BUDGET_GROSZE ?? d.budget.totalLimit.minValue },
    },
    maxCpc: { minValue: e.MIN_CPC_GROSZE ?? d.maxCpc.minValue, maxValue: e.MAX_CPC_GROSZE ?? d.maxCpc.maxValue },
    maxSkuCount: e.MAX_SKU_COUNT ?? d.maxSkuCount,
  };
  if (requirements.maxCpc.minValue > requirements.maxCpc.maxValue) {
    throw new ConfigError(['MIN_CPC_GROSZE: must not exceed MAX_CPC_GROSZE']);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    databaseUrl: e.DATABASE_URL,
    database: { connectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS, statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS },
    serving: { auctionDeadlineMs: e.SERVING_AUCTION_DEADLINE_MS, eventsTimeoutMs: e.SERVING_EVENTS_TIMEOUT_MS },
    shopKeyRotationOverlapS: e.SHOP_API_KEY_ROTATION_OVERLAP_S,
    dataDir: resolve(e.DATA_DIR),
    catalogueDir: resolve(e.CATALOGUE_DIR),
    oidc: {
      embedded,
      issuer: (e.OIDC_ISSUER ?? `${publicUrl}/realms/ads`).replace(/\/$/, ''),
      audience: e.OIDC_AUDIENCE,
      clientId: e.OIDC_CLIENT_ID,
    },
    idpCookieKeys: e.IDP_COOKIE_KEYS?.split(',').map((k) => k.trim()),
    shopApiKey: e.SHOP_API_KEY,
    demoData: e.DEMO_DATA ?? embedded,
    importCatalogueOnStart: e.IMPORT_CATALOGUE_ON_START,
    sourceToPlnRate: e.SOURCE_TO_PLN_RATE,
    productChannel: { code: e.PRODUCT_CHANNEL_CODE, name: e.PRODUCT_CHANNEL_NAME },
    campaignRequirements: requirements,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    billing: {
      issueDay: e.BILLING_ISSUE_DAY,
      jobs: e.BILLING_JOBS,
      seller: {
        name: e.SELLER_NAME,
        street: e.SELLER_STREET,
        postalCode: e.SELLER_POSTAL_CODE,
        city: e.SELLER_CITY,
        countryCode: e.SELLER_COUNTRY,
        nip: e.SELLER_NIP,
        bankAccount: e.SELLER_BANK_ACCOUNT,
      },
    },
    logLevel: e.LOG_LEVEL,
  };
}
