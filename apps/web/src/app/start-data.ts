import type { QueryClient } from '@tanstack/react-query';
import { accountsListQueryOptions, userInfoQueryOptions } from '@/features/accounts';
import { servicesConfigQueryOptions } from '@/lib/config/services-config';
import { brandsQueryOptions, categoryDictionaryQueryOptions, dictionaryChannels } from '@/lib/config/dictionaries';

/**
 * docs/requirements.md §7.6 "On start": after the identity login, the services configuration, the account list,
 * user info, brands and the category dictionaries, all at once (the dictionaries' channels come from
 * the configuration, so they follow it). The selected account's info is loaded by the account route
 * guard (routes/account.ts). Failures are skipped silently (§8.5). Resolves when every load settled.
 */
export async function prefetchStartData(queryClient: QueryClient): Promise<void> {
  const config = queryClient.fetchQuery(servicesConfigQueryOptions()).catch(() => undefined);
  await Promise.all([
    config,
    queryClient.prefetchQuery(accountsListQueryOptions()),
    queryClient.prefetchQuery(userInfoQueryOptions()),
    queryClient.prefetchQuery(brandsQueryOptions()),
    config.then((c) => queryClient.prefetchQuery(categoryDictionaryQueryOptions(dictionaryChannels(c)))),
  ]);
}
