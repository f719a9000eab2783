import { DomainError } from './errors';

/**
 * Shop channels and markets (docs/requirements.md §1: two shopping channels, {product} and EOBUWIE, with markets;
 * ALL is shown as "{product} and eobuwie"). A campaign targets one channel or ALL and a non-empty set
 * of markets; a shop API key belongs to exactly one channel (never ALL) and one market.
 */

/** The second shopping channel's code (docs/requirements.md §1). */
export const EOBUWIE_CHANNEL = 'EOBUWIE';
/** A campaign on both channels (docs/requirements.md §1). */
export const ALL_CHANNELS = 'ALL';

/** Where an auction comes from: the presenting shop API key's channel and market. */
export interface ServingPlace {
  channel: string;
  market: string;
}

/** What a campaign targets: a channel code (or ALL) and its market codes. */
export interface ChannelTarget {
  channel: string;
  markets: readonly string[];
}

/**
 * True when a campaign may take part in an auction at `place`: its channel is the key's channel or
 * ALL, and the key's market is one of its markets (docs/serving-trust.md "Channels, markets and shop API keys", docs/architecture.md "The auction").
 */
export function servesPlace(target: ChannelTarget, place: ServingPlace): boolean {
  return (target.channel === place.channel || target.channel === ALL_CHANNELS) && target.markets.includes(place.market);
}

/** The channels and markets a deployment offers: channel code → market codes active on it (services-config). */
export type ActiveChannelMarkets = Readonly<Record<string, readonly string[]>>;

/** The markets (docs/requirements.md §3 services-config "markets (code, label)"). Only PL is served so far. */
export const MARKETS: ReadonlyArray<{ code: string; label: string }> = [{ code: 'PL', label: 'Poland' }];

/** Channel → active markets: the main channel (config PRODUCT_CHANNEL_CODE) and EOBUWIE, both on PL (docs/requirements.md §1, §3). */
export function activeChannelMarkets(mainChannel: string): ActiveChannelMarkets {
  return { [mainChannel]: ['PL'], [EOBUWIE_CHANNEL]: ['PL'] };
}

/**
 * Checks a campaign's channel and markets before publishing or changing it (docs/requirements.md §5: required;
 * docs/requirements.md §3 active channel markets). ALL needs each market active on every channel.
 * @returns the markets de-duplicated, in the order given.
 * @throws DomainError ValidationException field CHANNEL (missing or unknown), MARKETS (empty, or a
 *   market not active on the channel).
 */
export function validateChannelTarget(
  channel: string | null | undefined,
  markets: readonly string[] | null | undefined,
  active: ActiveChannelMarkets,
): string[] {
  if (!channel) throw new DomainError('ValidationException', 'Choose the shop channel.', 'CHANNEL');
  const channels = channel === ALL_CHANNELS ? Object.keys(active) : [channel];
  if (!channels.every((c) => active[c] !== undefined)) {
    throw new DomainError('ValidationException', `Unknown shop channel ${channel}.`, 'CHANNEL');
  }
  const unique = [...new Set(markets ?? [])];
  if (unique.length === 0) throw new DomainError('ValidationException', 'Choose at least one market.', 'MARKETS');
  const inactive = unique.filter((m) => !channels.every((c) => active[c]!.includes(m)));
  if (inactive.length > 0) {
    throw new DomainError('ValidationException', `Market not active on channel ${channel}: ${inactive.join(', ')}.`, 'MARKETS');
  }
  return unique;
}
