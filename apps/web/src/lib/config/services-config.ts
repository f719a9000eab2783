import {
  DEFAULT_CAMPAIGN_REQUIREMENTS,
  DEFAULT_KEYWORD_REQUIREMENTS,
  type CampaignRequirements,
  type KeywordRequirements,
} from '@ads/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';

/**
 * Services configuration (docs/requirements.md §3 "Config"), loaded on start and shared by every feature: campaign
 * requirements in grosze, markets, channels. Lives in lib/ because several features read it.
 */
export type ServicesConfig = ResponseBody<'/api/services-config'>;

export const configKeys = { services: () => ['services-config'] as const };

/** GET /services-config. */
export function getServicesConfig(signal?: AbortSignal): Promise<ServicesConfig> {
  return unwrap(api.GET('/api/services-config', { signal }));
}

export const servicesConfigQueryOptions = () =>
  queryOptions({
    queryKey: configKeys.services(),
    queryFn: ({ signal }) => getServicesConfig(signal),
    staleTime: Infinity,
    meta: { silentErrors: true }, // docs/requirements.md §8: a failed configuration load is skipped silently
  });

/**
 * The campaign limits to validate against: the server's, or — until they load or when the load failed —
 * the terms' defaults (docs/requirements.md §9: "server config values override").
 */
export function useCampaignRequirements(): { requirements: CampaignRequirements; isPending: boolean } {
  const { data, isPending } = useQuery(servicesConfigQueryOptions());
  const requirements: CampaignRequirements = data?.campaignRequirements ?? DEFAULT_CAMPAIGN_REQUIREMENTS;
  return { requirements, isPending };
}

/** The search keyword limits (docs/search-placements.md "Limits"): the server's, or the domain's defaults until they load. */
export function useKeywordRequirements(): KeywordRequirements {
  const { data } = useQuery(servicesConfigQueryOptions());
  return data?.keywordRequirements ?? DEFAULT_KEYWORD_REQUIREMENTS;
}

/** A channel or market to choose, with its label in the UI language. */
export interface ChannelOption {
  code: string;
  label: string;
}

/**
 * The shop channels and markets from /services-config (docs/requirements.md §1, §3), labelled for the UI: the main
 * channel by its product name, EOBUWIE as "eobuwie", ALL as "{product} and eobuwie". Until the
 * configuration loads (or when it failed): the main channel MAIN "Shop", EOBUWIE, ALL, and PL.
 */
export function useChannels(): {
  channels: ChannelOption[];
  markets: ChannelOption[];
  channelLabel: (code: string | null | undefined) => string;
  marketsLabel: (codes: readonly string[] | null | undefined) => string;
} {
  const { t } = useTranslation();
  const { data } = useQuery(servicesConfigQueryOptions());
  const main = data?.channels.find((c) => c.code !== 'EOBUWIE' && c.code !== 'ALL') ?? { code: 'MAIN', label: 'Shop' };
  const channels = [
    { code: main.code, label: main.label },
    { code: 'EOBUWIE', label: 'eobuwie' },
    { code: 'ALL', label: t('creator.channelBoth', { product: main.label }) },
  ];
  const markets = (data?.markets ?? [{ code: 'PL', label: 'Poland' }]).map((m) => ({
    code: m.code,
    label: m.code === 'PL' ? t('creator.marketPL') : m.label,
  }));
  const channelLabel = (code: string | null | undefined) => (code ? (channels.find((c) => c.code === code)?.label ?? code) : '—');
  const marketsLabel = (codes: readonly string[] | null | undefined) =>
    codes && codes.length > 0 ? codes.map((code) => markets.find((m) => m.code === code)?.label ?? code).join(', ') : '—';
  return { channels, markets, channelLabel, marketsLabel };
}
