import { z } from 'zod';

/** Settings of the shops' API keys (README.md "Configuration"). */
export const shopKeysEnv = z.object({
  /** How long a rotated shop API key keeps working, seconds (default 24 h). */
  SHOP_API_KEY_ROTATION_OVERLAP_S: z.coerce
    .number()
    .int()
    .min(0)
    .max(90 * 86_400)
    .default(86_400),
  SHOP_API_KEY: z.string().min(24, 'must be at least 24 characters').optional(),
});

export interface ShopKeysConfig {
  /** Seconds a rotated shop API key keeps working next to its successor (SHOP_API_KEY_ROTATION_OVERLAP_S). */
  shopKeyRotationOverlapS: number;
  shopApiKey: string | undefined;
}

export function shopKeysConfig(e: z.infer<typeof shopKeysEnv>): ShopKeysConfig {
  return { shopKeyRotationOverlapS: e.SHOP_API_KEY_ROTATION_OVERLAP_S, shopApiKey: e.SHOP_API_KEY };
}
