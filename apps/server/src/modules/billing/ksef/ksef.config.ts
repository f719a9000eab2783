import { z } from 'zod';
import { isValidNip } from '@ads/domain';
import { bool, ConfigError, ms } from '../../../plugins/env';

/** The KSeF 2.0 test environment, the default (servers list of the published KSeF API 2.0 OpenAPI document). */
export const KSEF_TEST_URL = 'https://api-test.ksef.mf.gov.pl/v2';

// Empty (an unset line in an env file) is "not set".
const optionalText = z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().optional());

/** Settings of the KSeF submission (docs/ksef.md "Configuration"); part of the billing slice. */
export const ksefEnv = z.object({
  KSEF_ENABLED: bool.default(false),
  KSEF_BASE_URL: z.url({ protocol: /^https?$/ }).default(KSEF_TEST_URL),
  /** The KSeF token (a secret: never logged, never stored in the database). */
  KSEF_TOKEN: optionalText,
  /** The seller's NIP, the KSeF context the token acts in; SELLER_NIP when not set. */
  KSEF_NIP: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z
      .string()
      .transform((v) => v.replace(/[\s.-]/g, ''))
      .refine(isValidNip, 'must be a valid NIP (10 digits with its checksum)')
      .optional(),
  ),
  /** Timeout of one HTTP request to KSeF, ms. */
  KSEF_HTTP_TIMEOUT_MS: ms(1_000, 300_000, 30_000),
  /** Pause between two status polls (authentication, invoice, UPO), ms. */
  KSEF_POLL_INTERVAL_MS: ms(10, 60_000, 2_000),
  /** How long one attempt polls before it gives up and the job is retried later, ms. */
  KSEF_POLL_TIMEOUT_MS: ms(100, 3_600_000, 120_000),
  /** Attempts of one invoice (each a job run) before the automatic retries stop. */
  KSEF_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(12),
});

/** KSeF submission settings (docs/ksef.md "Configuration"). */
export interface KsefConfig {
  enabled: boolean;
  /** API base, e.g. https://api-test.ksef.mf.gov.pl/v2 (no trailing slash). */
  baseUrl: string;
  /** The KSeF token; '' when KSeF is off. A secret. */
  token: string;
  /** The context NIP (10 digits). */
  nip: string;
  httpTimeoutMs: number;
  pollIntervalMs: number;
  pollTimeoutMs: number;
  maxAttempts: number;
}

/**
 * The KSeF part of the billing settings.
 * @throws ConfigError when KSEF_ENABLED=true without KSEF_TOKEN, with a KSEF_NIP other than SELLER_NIP
 * (the invoices' seller, Podmiot1, must be the context the token acts for), or with a plain-http
 * KSEF_BASE_URL to another host than this one.
 */
export function ksefConfig(e: z.infer<typeof ksefEnv>, sellerNip: string): KsefConfig {
  const nip = e.KSEF_NIP ?? sellerNip;
  if (e.KSEF_ENABLED) {
    const problems: string[] = [];
    if (!e.KSEF_TOKEN) problems.push('KSEF_TOKEN: required when KSEF_ENABLED=true');
    if (nip !== sellerNip) problems.push(`KSEF_NIP: must be the seller's NIP (SELLER_NIP ${sellerNip}) that the invoices are issued under`);
    // Bearer tokens travel with every call: plain http only to a stand-in on this machine (tests).
    const url = new URL(e.KSEF_BASE_URL);
    if (url.protocol !== 'https:' && !['localhost', '127.0.0.1', '[::1]'].includes(url.hostname))
      problems.push('KSEF_BASE_URL: must be https (plain http only for a local stand-in)');
    if (problems.length) throw new ConfigError(problems);
  }
  return {
    enabled: e.KSEF_ENABLED,
    baseUrl: e.KSEF_BASE_URL.replace(/\/+$/, ''),
    token: e.KSEF_ENABLED ? (e.KSEF_TOKEN ?? '') : '',
    nip,
    httpTimeoutMs: e.KSEF_HTTP_TIMEOUT_MS,
    pollIntervalMs: e.KSEF_POLL_INTERVAL_MS,
    pollTimeoutMs: e.KSEF_POLL_TIMEOUT_MS,
    maxAttempts: e.KSEF_MAX_ATTEMPTS,
  };
}
