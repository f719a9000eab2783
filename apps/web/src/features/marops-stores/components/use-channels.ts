import { useQuery } from '@tanstack/react-query';
import { servicesConfigQueryOptions } from '@/lib/config/services-config';

/**
 * Channels a store may sell in: the services-config channels except ALL (the main shop channel and
 * EOBUWIE, spec §1), with a label lookup that falls back to the code.
 */
export function useStoreChannels() {
  const { data } = useQuery(servicesConfigQueryOptions());
  const channels = (data?.channels ?? []).filter((c) => c.code !== 'ALL');
  const label = (code: string) => channels.find((c) => c.code === code)?.label ?? code;
  return { channels, label };
}
