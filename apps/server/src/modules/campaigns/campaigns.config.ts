import { z } from 'zod';
import {
  DEFAULT_CAMPAIGN_REQUIREMENTS,
  DEFAULT_KEYWORD_REQUIREMENTS,
  type CampaignRequirements,
  type KeywordRequirements,
} from '@ads/domain';
import { ConfigError, positiveGrosze } from '../../plugins/env';

/** Campaign limits served by /services-config; each unset one keeps the domain's default. */
export const campaignsEnv = z.object({
  CAMPAIGN_NAME_MAX_LENGTH: z.coerce.number().int().min(1).max(500).optional(),
  MIN_DAILY_BUDGET_GROSZE: positiveGrosze.optional(),
  MIN_TOTAL_BUDGET_GROSZE: positiveGrosze.optional(),
  MIN_CPC_GROSZE: positiveGrosze.optional(),
  MAX_CPC_GROSZE: positiveGrosze.optional(),
  MAX_SKU_COUNT: z.coerce.number().int().min(1).max(100000).optional(),
  /** Keywords and negative keywords per campaign (docs/search-placements.md "Limits"). */
  MAX_KEYWORDS: z.coerce.number().int().min(1).max(10000).optional(),
  MAX_NEGATIVE_KEYWORDS: z.coerce.number().int().min(1).max(10000).optional(),
});

export interface CampaignsConfig {
  campaignRequirements: CampaignRequirements;
  /** Keyword limits (domain keyword-limits.ts); the keyword bid range is `campaignRequirements.maxCpc`. */
  keywordRequirements: KeywordRequirements;
}

/** @throws ConfigError when MIN_CPC_GROSZE exceeds MAX_CPC_GROSZE (either given or by default). */
export function campaignsConfig(e: z.infer<typeof campaignsEnv>): CampaignsConfig {
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
  const k = DEFAULT_KEYWORD_REQUIREMENTS;
  const keywordRequirements: KeywordRequirements = {
    ...k,
    maxKeywords: e.MAX_KEYWORDS ?? k.maxKeywords,
    maxNegativeKeywords: e.MAX_NEGATIVE_KEYWORDS ?? k.maxNegativeKeywords,
  };
  return { campaignRequirements: requirements, keywordRequirements };
}
