import { useChannels } from '@/lib/config/services-config';

/**
 * Channels a store may sell in: the shop channels of `useChannels` except ALL (the main shop channel
 * and EOBUWIE, docs/requirements.md §1), with the same label lookup.
 */
export function useStoreChannels() {
  const { channels, channelLabel } = useChannels();
  return { channels: channels.filter((c) => c.code !== 'ALL'), label: channelLabel };
}
