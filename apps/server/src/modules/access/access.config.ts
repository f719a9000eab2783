import { z } from 'zod';

/** Settings of the access layer: rate limits of advertiser API keys (docs/api-keys.md "Rate limits"). */
export const accessEnv = z.object({
  /** Calls one API key may make per window (per server process), default 600. */
  API_KEY_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(600),
  /** The rate-limit window, ms (default 60 000: a minute). */
  API_KEY_RATE_WINDOW_MS: z.coerce.number().int().min(1000).max(86_400_000).default(60_000),
});

export interface AccessConfig {
  /** Calls per key per {@link AccessConfig.apiKeyRateWindowMs} (API_KEY_RATE_LIMIT). */
  apiKeyRateLimit: number;
  /** Rate-limit window, ms (API_KEY_RATE_WINDOW_MS). */
  apiKeyRateWindowMs: number;
}

export function accessConfig(e: z.infer<typeof accessEnv>): AccessConfig {
  return { apiKeyRateLimit: e.API_KEY_RATE_LIMIT, apiKeyRateWindowMs: e.API_KEY_RATE_WINDOW_MS };
}
