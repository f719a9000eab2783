import { useMutation, useQueryClient, type MutationMeta, type QueryKey } from '@tanstack/react-query';

/**
 * A mutation that, once it succeeded, refreshes the queries under `queryKey` (and settles after
 * them): the create, edit, upload and delete calls of the staff's content lists. `meta` as
 * useMutation's (e.g. `silentErrors` where the screen shows the refusal itself).
 */
export function useRefreshingMutation<V, D>(mutationFn: (variables: V) => Promise<D>, queryKey: QueryKey, meta?: MutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, meta, onSuccess: () => queryClient.invalidateQueries({ queryKey }) });
}
