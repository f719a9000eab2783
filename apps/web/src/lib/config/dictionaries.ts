import { useMemo } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { servicesConfigQueryOptions, type ServicesConfig } from './services-config';

/**
 * The brand and category dictionaries (docs/requirements.md §3.11), loaded on start (§7.6) and kept for the
 * session: the product filters read their labels and the category tree from them. Lives in lib/ because
 * the start-up (app/) and several features read them. A failed load is skipped silently (§8.5).
 */
export type BrandLabel = ResponseBody<'/api/brands'>[number];
export type CategoryLabel = ResponseBody<'/api/category-dictionaries'>[number];

/** The dictionaries change with a catalogue import (at most daily): one load per hour is plenty. */
export const DICTIONARY_STALE_MS = 60 * 60 * 1000;
/** docs/requirements.md §7.9: category dictionaries are asked for the PL market. */
export const DICTIONARY_MARKETS = ['PL'] as const;

export const dictionaryKeys = {
  brands: () => ['dictionaries', 'brands'] as const,
  categories: (channels: readonly string[], markets: readonly string[]) => ['dictionaries', 'categories', channels, markets] as const,
};

/** GET /brands: every brand, `{code, label}`. */
export const brandsQueryOptions = () =>
  queryOptions({
    queryKey: dictionaryKeys.brands(),
    queryFn: ({ signal }) => unwrap(api.GET('/api/brands', { signal })),
    staleTime: DICTIONARY_STALE_MS,
    meta: { silentErrors: true },
  });

/** GET /category-dictionaries?channels=…&markets=PL: every level of the category tree, `{code, path}`. */
export const categoryDictionaryQueryOptions = (channels: readonly string[], markets: readonly string[] = DICTIONARY_MARKETS) =>
  queryOptions({
    queryKey: dictionaryKeys.categories(channels, markets),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/category-dictionaries', { params: { query: { channels: channels.join(','), markets: markets.join(',') } }, signal })),
    staleTime: DICTIONARY_STALE_MS,
    meta: { silentErrors: true },
  });

/**
 * The shop channels the category dictionary is asked for (docs/requirements.md §7.9 "channels={product},EOBUWIE"):
 * the channels of the services configuration that are active in a market, ALL left out (it is both). Until
 * the configuration loads, or when it failed: the default main channel MAIN and EOBUWIE.
 */
export function dictionaryChannels(config: ServicesConfig | undefined): string[] {
  const active = config ? Object.keys(config.activeChannelMarkets).filter((code) => code !== 'ALL') : [];
  if (active.length > 0) return active;
  const main = config?.channels.find((c) => c.code !== 'EOBUWIE' && c.code !== 'ALL')?.code ?? 'MAIN';
  return [main, 'EOBUWIE'];
}

/** The brand dictionary as a code → label map (empty until loaded). */
export function useBrandLabels(): ReadonlyMap<string, string> {
  const { data } = useQuery(brandsQueryOptions());
  return useMemo(() => new Map((data ?? []).map((b) => [b.code, b.label])), [data]);
}

/** The category dictionary for the configured channels (empty until loaded); asked once the configuration is known. */
export function useCategoryDictionary(): { categories: readonly CategoryLabel[]; isPending: boolean } {
  const config = useQuery(servicesConfigQueryOptions());
  const channels = dictionaryChannels(config.data);
  const query = useQuery({ ...categoryDictionaryQueryOptions(channels), enabled: !config.isPending });
  return { categories: query.data ?? [], isPending: query.isPending };
}
