import { resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_CAMPAIGN_REQUIREMENTS, DEFAULT_CLICK_RULES, INVOICE_ISSUE_WINDOW_DAYS, isValidNip, type CampaignRequirements, type ClickRules } from '@ads/domain';

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
  SERVING_EVENTS_TIMEOUT_MS: ms(100, 120_000, 3000),
  /** Valid-click rules (domain click-validity.ts; docs/serving-scale.md "Valid clicks"). */
  SERVING_IMPRESSION_WINDOW_S: z.coerce.number().int().min(60).max(7 * 86_400).default(3600),
  SERVING_CLICK_WINDOW_S: z.coerce.number().int().min(60).max(7 * 86_400).default(3600),
  SERVING_CLICK_FREQUENCY_CAP: z.coerce.number().int().min(1).max(1000).default(5),
  SERVING_REPEAT_CLICK_WINDOW_S: z.coerce.number().int().min(0).max(86_400).default(600),
  /** How soon new events reach stats_daily, ms (docs/serving-scale.md "Statistics roll-up"). */
  STATS_ROLLUP_DELAY_MS: ms(0, 60_000, 1000),
  /** How long a rotated shop API key keeps working, seconds (default 24 h). */
  SHOP_API_KEY_ROTATION_OVERLAP_S: z.coerce
    .number()
    .int()
    .min(0)
    .max(90 * 86_400)
    .default(86_400),
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
  PRODUCT_CHANNEL_CODE: z
    .string()
    .regex(/^[A-Z][A-Z0-9_]*$/, 'must be upper-case letters, digits, _')
    .default('MAIN'),
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
  ALLOWED_EXTERNAL_HOSTS: z.string().default(''),
  MEDIA_STORAGE: z.enum(['local', 's3']).default('local'),
  MEDIA_MAX_FILE_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(100 * 1024 * 1024)
    .default(5 * 1024 * 1024),
  MEDIA_MAX_FILES_PER_REQUEST: z.coerce.number().int().min(1).max(50).default(10),
  MEDIA_MAX_PIXELS: z.coerce.number().int().min(10_000).max(268_402_689).default(40_000_000),
  MEDIA_MAX_SIDE: z.coerce.number().int().min(100).max(65_535).default(10_000),
  S3_BUCKET: z.string().min(3).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool.default(true),
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
  /** Serving processes on this machine (node:cluster); more than 1 needs DATABASE_URL (issue #8 §4). */
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  SERVED_BY_HEADER: bool.default(false),
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
   * The serving API. Auctions do no database work (docs/serving-scale.md), so they need no deadline; an events
   * request answers 503 + Retry-After after `eventsTimeoutMs`, which also bounds connect, acquire and
   * statements of serving's own PostgreSQL pool.
   */
  serving: {
    eventsTimeoutMs: number;
    /** An impression counts only this long after its auction, ms; the resolved bid id expires after this plus the click window. */
    impressionWindowMs: number;
    clickRules: ClickRules;
    /** Delay between an event batch and its roll-up into stats_daily, ms. */
    rollupDelayMs: number;
  };
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
  /**
   * Server processes on this machine (WORKERS, 1–64, default 1). With more than one, main.ts runs the
   * start-up work once and forks that many workers with node:cluster, sharing the port and the PostgreSQL
   * database (issue #8 §4 "Scale-out"); PGlite is single-process, so WORKERS > 1 needs DATABASE_URL.
   */
  workers: number;
  /** Add `x-served-by: <pid>` to every response (SERVED_BY_HEADER; for load-balancer checks and the multi-process test). */
  servedByHeader: boolean;
  /** Hosts that announcement and banner links may point to, besides PUBLIC_URL's (spec §8; `*.example.com` for subdomains). */
  allowedExternalHosts: string[];
  /**
   * Media library uploads (issue #10 item 4): where checked files are kept (DATA_DIR/media, or an
   * S3-compatible bucket) and the limits: bytes per file, files per request, pixels and side length.
   */
  media: {
    storage: 'local' | 's3';
    maxFileBytes: number;
    maxFilesPerRequest: number;
    maxPixels: number;
    maxSide: number;
    s3?: { bucket: string; endpoint?: string; region: string; accessKeyId?: string; secretAccessKey?: string; forcePathStyle: boolean };
  };
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
  if (e.WORKERS > 1 && !e.DATABASE_URL) {
    throw new ConfigError([
      `WORKERS: ${e.WORKERS} processes need PostgreSQL (set DATABASE_URL); the embedded PGlite database serves one process only`,
    ]);
  }
  if (e.MEDIA_STORAGE === 's3' && !e.S3_BUCKET) throw new ConfigError(['S3_BUCKET: required when MEDIA_STORAGE=s3']);
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    databaseUrl: e.DATABASE_URL,
    database: { connectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS, statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS },
    serving: {
      eventsTimeoutMs: e.SERVING_EVENTS_TIMEOUT_MS,
      impressionWindowMs: e.SERVING_IMPRESSION_WINDOW_S * 1000,
      clickRules: {
        ...DEFAULT_CLICK_RULES,
        clickWindowMs: e.SERVING_CLICK_WINDOW_S * 1000,
        maxClicksPerUserCampaignDay: e.SERVING_CLICK_FREQUENCY_CAP,
        repeatWindowMs: e.SERVING_REPEAT_CLICK_WINDOW_S * 1000,
      },
      rollupDelayMs: e.STATS_ROLLUP_DELAY_MS,
    },
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
    workers: e.WORKERS,
    servedByHeader: e.SERVED_BY_HEADER,
    allowedExternalHosts: [
      new URL(publicUrl).host.toLowerCase(),
      ...e.ALLOWED_EXTERNAL_HOSTS.split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    ],
    media: {
      storage: e.MEDIA_STORAGE,
      maxFileBytes: e.MEDIA_MAX_FILE_BYTES,
      maxFilesPerRequest: e.MEDIA_MAX_FILES_PER_REQUEST,
      maxPixels: e.MEDIA_MAX_PIXELS,
      maxSide: e.MEDIA_MAX_SIDE,
      ...(e.S3_BUCKET
        ? {
            s3: {
              bucket: e.S3_BUCKET,
              endpoint: e.S3_ENDPOINT,
              region: e.S3_REGION,
              accessKeyId: e.S3_ACCESS_KEY_ID,
              secretAccessKey: e.S3_SECRET_ACCESS_KEY,
              forcePathStyle: e.S3_FORCE_PATH_STYLE,
            },
          }
        : {}),
    },
  };
}
