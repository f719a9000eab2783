import { describe, expect, it } from 'vitest';
import { DEFAULT_CAMPAIGN_REQUIREMENTS, DEFAULT_KEYWORD_REQUIREMENTS } from '@ads/domain';
import { ConfigError, loadConfig } from './config';

/** The configuration joined from the modules' slices (README.md "Configuration"). */
describe('loadConfig', () => {
  it('runs on embedded defaults with no environment at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      database: { connectTimeoutMs: 10_000, statementTimeoutMs: 120_000 },
      serving: { eventsTimeoutMs: 1500, impressionWindowMs: 3_600_000, rollupDelayMs: 1000, slowRequestMs: 250 },
      shopKeyRotationOverlapS: 86_400,
      oidc: { embedded: true, issuer: 'http://localhost:3000/realms/ads', audience: 'account', clientId: 'keycloak-js' },
      demoData: true,
      importCatalogueOnStart: true,
      sourceToPlnRate: '0.0465',
      productChannel: { code: 'MAIN', name: 'Shop' },
      campaignRequirements: DEFAULT_CAMPAIGN_REQUIREMENTS,
      keywordRequirements: DEFAULT_KEYWORD_REQUIREMENTS,
      mail: { smtpUrl: undefined, from: 'Ads Portal <no-reply@ads-portal.local>' },
      billing: { issueDay: 3, jobs: true, seller: { nip: '5260001246', countryCode: 'PL', bankAccount: undefined } },
      logLevel: 'info',
      workers: 1,
      servedByHeader: false,
      metricsToken: undefined,
      actorCacheMs: 1000,
      allowedExternalHosts: ['localhost:3000'],
      media: { storage: 'local', maxFileBytes: 5 * 1024 * 1024, maxFilesPerRequest: 10 },
    });
    expect(config.media.s3).toBeUndefined();
  });

  it('maps each slice from its variables', () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://ads.example.com/',
      OIDC_ISSUER: 'https://sso.example.com/realms/ads/',
      SERVING_CLICK_FREQUENCY_CAP: '7',
      ALLOWED_EXTERNAL_HOSTS: ' Shop.example.com, *.cdn.example.com ,',
      MIN_CPC_GROSZE: '150',
      MAX_KEYWORDS: '200',
      SELLER_NIP: '526-000-12-46',
      MEDIA_STORAGE: 's3',
      S3_BUCKET: 'media',
    });
    expect(config.oidc).toEqual({
      embedded: false,
      issuer: 'https://sso.example.com/realms/ads',
      audience: 'account',
      clientId: 'keycloak-js',
    });
    expect(config.demoData).toBe(false);
    expect(config.serving.clickRules.maxClicksPerUserCampaignDay).toBe(7);
    expect(config.allowedExternalHosts).toEqual(['ads.example.com', 'shop.example.com', '*.cdn.example.com']);
    expect(config.campaignRequirements.maxCpc.minValue).toBe(150);
    expect(config.keywordRequirements).toEqual({ ...DEFAULT_KEYWORD_REQUIREMENTS, maxKeywords: 200 });
    expect(config.billing.seller.nip).toBe('5260001246');
    expect(config.media.s3).toMatchObject({ bucket: 'media', region: 'us-east-1', forcePathStyle: true });
  });

  it('lists every bad variable with its reason, and checks across variables', () => {
    const error = (() => {
      try {
        loadConfig({ PORT: '70000', SOURCE_TO_PLN_RATE: 'abc', SELLER_NIP: '123' });
      } catch (thrown) {
        return thrown;
      }
    })();
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      expect.stringMatching(/^PORT: /),
      'SOURCE_TO_PLN_RATE: must be a decimal number such as 0.0465',
      'SELLER_NIP: must be a valid NIP (10 digits with its checksum)',
    ]);
    expect(() => loadConfig({ MIN_CPC_GROSZE: '500', MAX_CPC_GROSZE: '400' })).toThrow(/MIN_CPC_GROSZE: must not exceed MAX_CPC_GROSZE/);
    expect(() => loadConfig({ MEDIA_STORAGE: 's3' })).toThrow(/S3_BUCKET: required when MEDIA_STORAGE=s3/);
  });

  it('takes the owner role’s DATABASE_OWNER_URL only next to DATABASE_URL (docs/operations.md "Database roles")', () => {
    expect(() => loadConfig({ DATABASE_OWNER_URL: 'postgres://owner@h/db' })).toThrow(/DATABASE_OWNER_URL: needs DATABASE_URL/);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://app@h/db', DATABASE_OWNER_URL: 'mysql://x' })).toThrow(
      /DATABASE_OWNER_URL: must be a postgres/,
    );
    expect(loadConfig({ DATABASE_URL: 'postgres://app@h/db', DATABASE_OWNER_URL: 'postgres://owner@h/db' }).databaseOwnerUrl).toBe(
      'postgres://owner@h/db',
    );
    expect(loadConfig({}).databaseOwnerUrl).toBeUndefined();
  });
});
