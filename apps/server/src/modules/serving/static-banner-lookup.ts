import { staticBannerTransparency, type ServingPlace } from '@ads/domain';
import type { DomainEvents } from '../context';
import type { ServableBanner, StaticBannersFace } from '../static-banners';
import type { AuctionRequest, AuctionResult } from './serving.schemas';

export interface StaticBannerLookupDeps {
  /** Where the banners come from: the static-banners module's face. */
  source: Pick<StaticBannersFace, 'listServable'>;
  events: DomainEvents;
  now: () => Date;
  /** Absolute base of asset URLs (config publicUrl): the shop loads images from another origin. */
  publicUrl: string;
  /** The retailer, who shows and pays for its own static banners (DSA art. 26(1); the invoices' seller name). */
  retailerName: string;
  /** Where a failed reload is reported (a pino logger fits). */
  log?: { error(details: object, message: string): void };
}

/** The lookup key: placement (lower case), channel, market. */
const keyOf = (placement: string, place: ServingPlace) => `${placement.toLowerCase()}\u0000${place.channel}\u0000${place.market}`;

/** An opaque id of a static banner's "bid": not billable, so events with it are simply not matched. */
export const staticBidId = (bannerId: string) => Buffer.from(`static-banner:${bannerId}`).toString('base64url');

/**
 * Banner auctions answered from static banners (Topsort v2 BannersAuction →
 * BannersAuctionResult): the static banner of the auction's `slotId` (placement) and the shop key's
 * channel and market, when active now, is the one winner. Held in memory — (placement, channel,
 * market) → banner — loaded at start and reloaded on `banners.changed`; the auction path touches no
 * database (docs/architecture.md "The auction"). The table is small (one row per slot and place), so a reload reads it whole.
 */
export class StaticBannerLookup {
  #byPlace = new Map<string, ServableBanner>();
  #generation = 0;
  /** Settles when the latest (re)load has finished. */
  ready: Promise<void> = Promise.resolve();
  readonly #onChange = () => void this.reload();

  constructor(private readonly deps: StaticBannerLookupDeps) {}

  /** Loads the banners and follows `banners.changed`. */
  start(): Promise<void> {
    this.deps.events.on('banners.changed', this.#onChange);
    return this.reload();
  }

  stop(): void {
    this.deps.events.off('banners.changed', this.#onChange);
  }

  /** Reads every current banner; the newest reload wins when several overlap. */
  reload(): Promise<void> {
    const generation = ++this.#generation;
    this.ready = this.deps.source.listServable().then(
      (rows) => {
        if (generation !== this.#generation) return;
        this.#byPlace = new Map(rows.map((r) => [keyOf(r.placement, r), r]));
      },
      (error: unknown) => this.deps.log?.error({ err: error }, 'static banner lookup: reload failed, keeping the previous banners'),
    );
    return this.ready;
  }

  /**
   * The result of one banner auction at `place` (the shop key's channel and market): one `url`
   * winner with the image's absolute URL when a static banner is active now, else no winners.
   * A banner auction without `slotId` (required by the contract) answers `error: true`.
   */
  result(auction: AuctionRequest, place: ServingPlace): AuctionResult {
    if (!auction.slotId) return { resultType: 'banners', winners: [], error: true };
    const banner = this.#byPlace.get(keyOf(auction.slotId, place));
    const now = this.deps.now().getTime();
    const active = banner && (!banner.startsAt || banner.startsAt.getTime() <= now) && (!banner.endsAt || now < banner.endsAt.getTime());
    if (!banner || !active) return { resultType: 'banners', winners: [], error: false };
    return {
      resultType: 'banners',
      error: false,
      winners: [
        {
          rank: 1,
          type: 'url',
          id: banner.id,
          resolvedBidId: staticBidId(banner.id),
          transparency: staticBannerTransparency(this.deps.retailerName),
          asset: [
            {
              url: `${this.deps.publicUrl}/media/${banner.storageKey}`,
              content: {
                altText: banner.altText,
                width: banner.width,
                height: banner.height,
                ...(banner.link ? { link: banner.link } : {}),
              },
            },
          ],
        },
      ],
    };
  }
}
