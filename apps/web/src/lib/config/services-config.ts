import { DEFAULT_CAMPAIGN_REQUIREMENTS, type CampaignRequirements } from '@ads/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';

/**
 * Services configuration (spec §3 "Config"), loaded on start and shared by every feature: campaign
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
    meta: { silentErrors: true }, // spec §8: a failed configuration load is skipped silently
  });

/**
 * The campaign limits to validate against: the server's, or — until they load or when the load failed —
 * the terms' defaults (spec §9: "server config values override").
 */
export function useCampaignRequirements(): { requirements: CampaignRequirements; isPending: boolean } {
  const { data, isPending } = useQuery(servicesConfigQueryOptions());
  const requirements: CampaignRequirements = data?.campaignRequirements ?? DEFAULT_CAMPAIGN_REQUIREMENTS;
  return { requirements, isPending };
}
