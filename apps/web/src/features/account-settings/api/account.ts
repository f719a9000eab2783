import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, callOptions, unwrapWithVersion } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { settingsKeys } from './keys';

export type AccountDetails = ResponseBody<'/api/accounts/{id}'>;
export interface VersionedAccount {
  account: AccountDetails;
  /** ETag of the read, sent back as If-Match when renaming (docs/requirements.md §7). */
  version: string | null;
}

/** GET /accounts/{id} with its version. */
export async function getAccountWithVersion(id: string, signal?: AbortSignal): Promise<VersionedAccount> {
  // Its own dedupe id: the shell loads the same account at the same time (docs/requirements.md §7 account info), and
  // with the default id (method + path) one call would abort the other.
  const { data, version } = await unwrapWithVersion(
    api.GET('/api/accounts/{id}', { params: { path: { id } }, signal, ...callOptions({ dedupeId: `settings:account:${id}` }) }),
  );
  return { account: data, version };
}

export const settingsAccountQueryOptions = (id: string) =>
  queryOptions({ queryKey: settingsKeys.account(id), queryFn: ({ signal }) => getAccountWithVersion(id, signal) });

export function useSettingsAccount(id: string) {
  return useQuery(settingsAccountQueryOptions(id));
}

/**
 * PATCH /accounts/{id} `{ name }` with `If-Match` (docs/requirements.md §7). 409 AccountNameTakenException and 412
 * ResourceOptimisticLockException come back as ApiErrors; the form shows the first at the field, the
 * shared handler the rest.
 */
export function renameAccount(id: string, name: string, version: string | null): Promise<VersionedAccount> {
  return unwrapWithVersion(api.PATCH('/api/accounts/{id}', { params: { path: { id } }, body: { name }, ...callOptions({ version }) })).then(
    ({ data, version: next }) => ({ account: data, version: next }),
  );
}

export function useRenameAccount(id: string, onRenamed?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, version }: { name: string; version: string | null }) => renameAccount(id, name, version),
    // The form shows the name conflict at its field; other failures go to the shared handler there.
    meta: { silentErrors: true },
    onSuccess: (next) => {
      queryClient.setQueryData(settingsKeys.account(id), next);
      // The ad names share the account's version (and the name is their default): read them again.
      void queryClient.invalidateQueries({ queryKey: settingsKeys.adTransparency(id) });
      onRenamed?.();
    },
  });
}
