import {
  servesPlace,
  shownAdNames,
  smoothedCtr,
  type CampaignStateInput,
  type ChannelTarget,
  type CampaignUserStatus,
  type CtrPrior,
  type Delivery,
  type Grosze,
  type ServingPlace,
} from '@ads/domain';
import type { AdIndexRow } from './ad-index.repository';

/** A campaign as the ad index holds it; `state` is updated in place when a click is charged. */
export interface IndexedCampaign {
  id: string;
  accountId: string;
  /** Max CPC, grosze. */
  maxCpc: Grosze;
  /** The channel (or ALL) and markets it serves (domain `servesPlace`). */
  target: ChannelTarget;
  /** STANDARD (paced through the day) or ACCELERATED (domain pacing.ts). */
  delivery: Delivery;
  /** Input of domain `isServing` / `budgetLeft`: statuses, dates, budgets and spend (grosze). */
  state: CampaignStateInput;
  /** Its advertised in-stock products (the index's rows). */
  productIds: Set<string>;
  /**
   * Its products by pCTR, highest first, ties by the smaller id (the auction's order among one campaign's bids); built
   * when a search auction first needs it (`productsByPctr`), dropped whenever its products or their pCTR change.
   */
  byPctr: IndexedProduct[] | null;
  /** pCTR of `byPctr[0]` while `byPctr` is set (0 when it has no product): a search auction's bound reads only this. */
  topPctr: number;
  /** False once the snapshot dropped it (a holder of a reference to it must look it up again). */
  live: boolean;
  /**
   * Domain `servesPlace` of its `target` at the places met so far, as bits of the snapshot's place numbers
   * ({@link AdSnapshot.placeBit}): `placesKnown` = evaluated, `placesServed` = served. Its target never changes (a
   * re-read campaign is a new object), so an auction reads two integers of the campaign, not its target and markets.
   */
  placesKnown: number;
  placesServed: number;
  /** Names shown with its ads (DSA art. 26(1)(b), (c); domain `shownAdNames`). */
  adNames: { onBehalfOf: string; paidBy: string };
}

/** An advertised, in-stock product with its smoothed pCTR and the campaigns that advertise it. */
export interface IndexedProduct {
  id: string;
  pctr: number;
  /** Observed clicks and impressions (all campaigns) in the pCTR window, plus what roll-ups added since. */
  clicks: number;
  impressions: number;
  categoryCodes: string[];
  /**
   * The campaigns advertising it by max CPC, highest first, ties by the smaller id: every bid on a product has its
   * pCTR, so this is the order of their rank scores before budgets cap them (ad-index.ts `auctionBids` stops early).
   */
  campaigns: IndexedCampaign[];
  /**
   * Auction insight's first counter slot (serving/insight/insight-counters.ts): campaign i of `campaigns` counts in
   * slot `insightSlot + i`; -1 until one bids, and again whenever `campaigns` changes.
   */
  insightSlot: number;
}

/**
 * `id` as a request's body gives the same text: through `JSON.parse`, which in V8 makes short strings (up to 10
 * characters, e.g. the catalogue's numeric product ids) internalized, one string object per text. A `Map` keyed by
 * such a string finds a request's id by comparing pointers, not characters: a quarter less per lookup alone, about
 * 2 % of an auction (docs/serving-profile.md "Interned ids"). A longer id comes back as an equal copy.
 */
export function asRequestText(id: string): string {
  return JSON.parse(JSON.stringify(id)) as string;
}

/**
 * Campaigns per product whose object and budget state {@link AdSnapshot.lookUp} reads ahead: a product auction bids
 * about two per product before it stops (ad-index.ts `auctionBids`).
 */
const WARM_CAMPAIGNS = 2;

/**
 * The ad index's data (docs/serving-scale.md), changed in place, a campaign or a product at a time
 * (docs/serving-scale.md "Ad index"):
 * campaigns by id, products by id with their campaigns, and category code (each level) → product ids.
 */
export class AdSnapshot {
  readonly campaigns = new Map<string, IndexedCampaign>();
  readonly products = new Map<string, IndexedProduct>();
  readonly categories = new Map<string, Set<string>>();
  /**
   * Bumped whenever some campaign's products or their pCTR change (every `byPctr = null`): a figure derived from
   * a campaign's products and kept elsewhere (a search auction's bound, search-bids.ts) is current while it is equal.
   */
  pctrEpoch = 1;
  /** One array per distinct category path, shared by its products (a million products, a few thousand paths). */
  readonly #paths = new Map<string, string[]>();
  /** Place (channel, market) → its number, 0–29: bit `1 << n` of a campaign's `placesKnown` / `placesServed`. */
  readonly #places = new Map<string, number>();
  /** Account id → the one string object its campaigns hold (see {@link #account}). */
  readonly #accounts = new Map<string, string>();
  /** What {@link lookUp} or {@link readAhead} read last: written, never read, so that the compiler keeps its loads. */
  // eslint-disable-next-line no-unused-private-class-members -- see above
  #read = 0;

  constructor(
    private readonly reservePrice: Grosze,
    private readonly prior?: CtrPrior,
  ) {}

  /** Adds index rows (one per campaign × in-stock product); a campaign or product already held is extended. */
  add(rows: readonly AdIndexRow[]): void {
    for (const r of rows) {
      const campaign = this.campaigns.get(r.campaignId) ?? this.#newCampaign(r);
      if (campaign.productIds.has(r.productId)) continue;
      let product = this.products.get(r.productId);
      if (!product) {
        const clicks = Number(r.clicks);
        const impressions = Number(r.impressions);
        product = {
          id: asRequestText(r.productId),
          clicks,
          impressions,
          pctr: smoothedCtr(clicks, impressions, this.prior),
          categoryCodes: this.#path(r.categoryCodes),
          campaigns: [],
          insightSlot: -1,
        };
        this.products.set(product.id, product);
        for (const code of product.categoryCodes) {
          const set = this.categories.get(code);
          if (set) set.add(product.id);
          else this.categories.set(code, new Set([product.id]));
        }
      }
      campaign.productIds.add(product.id); // the product's own string: one copy of each id in the index
      campaign.byPctr = null;
      this.pctrEpoch++;
      campaign.state.productsInStock = campaign.productIds.size;
      insertByMaxCpc(product.campaigns, campaign);
      product.insightSlot = -1;
    }
  }

  /** Drops campaigns with all their rows (products left without campaigns leave the index). */
  removeCampaigns(ids: Iterable<string>): void {
    for (const id of ids) {
      const campaign = this.campaigns.get(id);
      if (!campaign) continue;
      this.campaigns.delete(id);
      campaign.live = false;
      for (const productId of campaign.productIds) {
        const product = this.products.get(productId);
        if (!product) continue;
        product.campaigns = product.campaigns.filter((c) => c !== campaign);
        product.insightSlot = -1;
        if (product.campaigns.length === 0) this.#dropProduct(product);
      }
    }
  }

  /** Drops products with all their rows (campaigns left without products leave the index). */
  removeProducts(ids: Iterable<string>): void {
    for (const id of ids) {
      const product = this.products.get(id);
      if (!product) continue;
      for (const campaign of product.campaigns) {
        campaign.productIds.delete(id);
        campaign.byPctr = null;
        this.pctrEpoch++;
        campaign.state.productsInStock = campaign.productIds.size;
        if (campaign.productIds.size === 0) {
          this.campaigns.delete(campaign.id);
          campaign.live = false;
        }
      }
      this.#dropProduct(product);
    }
  }

  /** Adds observed impressions and clicks to products' pCTR (from the statistics roll-up). */
  observe(productId: string, impressions: number, clicks: number): void {
    const product = this.products.get(productId);
    if (!product) return;
    product.impressions += impressions;
    product.clicks += clicks;
    const pctr = smoothedCtr(product.clicks, product.impressions, this.prior);
    if (pctr !== product.pctr) {
      for (const c of product.campaigns) c.byPctr = null;
      this.pctrEpoch++;
    }
    product.pctr = pctr;
  }

  /**
   * The held products of `ids`, in order (unknown ids skipped; an id given twice comes twice), with what an auction
   * reads first of each already on its way from memory: the products and their campaign lists, then the first
   * {@link WARM_CAMPAIGNS} campaigns of each, then their budget states. Each step is a loop of loads independent of
   * one another, so the processor has many cache misses in flight at once instead of one chain of dependent misses
   * per product (group prefetching: Chen, Ailamaki, Gibbons, Mowry, "Improving hash join performance through
   * prefetching", ICDE 2004). At 1M SKUs this takes about 40 % off an auction's median (docs/serving-profile.md
   * "Memory-level parallelism").
   */
  lookUp(ids: Iterable<string>): IndexedProduct[] {
    const found: IndexedProduct[] = [];
    for (const id of ids) {
      const product = this.products.get(id);
      if (product !== undefined) found.push(product);
    }
    let read = 0;
    for (let i = 0; i < found.length; i++) read += found[i]!.campaigns.length;
    for (let i = 0; i < found.length; i++) {
      const campaigns = found[i]!.campaigns;
      for (let k = 0; k < campaigns.length && k < WARM_CAMPAIGNS; k++) read += campaigns[k]!.maxCpc;
    }
    for (let i = 0; i < found.length; i++) {
      const campaigns = found[i]!.campaigns;
      for (let k = 0; k < campaigns.length && k < WARM_CAMPAIGNS; k++) read += campaigns[k]!.state.spentTotal;
    }
    this.#read = read;
    return found;
  }

  /**
   * Reads ahead what a search auction reads of the campaigns it takes (search-bids.ts `queryAlone`): their budget
   * states and product lists by pCTR, then the first `products` products of each list — each step a loop of
   * independent loads, as in {@link lookUp}. A campaign whose list is not built yet is skipped (it is built when it bids).
   */
  readAhead(campaigns: readonly (IndexedCampaign | undefined)[], products: number): void {
    let read = 0;
    for (let i = 0; i < campaigns.length; i++) {
      const c = campaigns[i];
      if (c) read += c.state.spentTotal + (c.byPctr?.length ?? 0);
    }
    for (let i = 0; i < campaigns.length; i++) {
      const list = campaigns[i]?.byPctr;
      if (list) for (let p = 0; p < products && p < list.length; p++) read += list[p]!.pctr;
    }
    this.#read = read;
  }

  /** The campaign's products by pCTR, highest first, ties by the smaller id (kept until they change, see `byPctr`). */
  productsByPctr(campaign: IndexedCampaign): readonly IndexedProduct[] {
    if (campaign.byPctr) return campaign.byPctr;
    const list: IndexedProduct[] = [];
    for (const id of campaign.productIds) {
      const p = this.products.get(id);
      if (p) list.push(p);
    }
    list.sort((a, b) => b.pctr - a.pctr || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    campaign.topPctr = list[0]?.pctr ?? 0;
    return (campaign.byPctr = list);
  }

  /**
   * The bit of `place` in campaigns' `placesKnown` / `placesServed`, numbered on first sight; 0 once 30 places are
   * numbered (a deployment has a few: docs/requirements.md §3): the caller then evaluates `servesPlace` itself.
   */
  placeBit(place: ServingPlace): number {
    const key = `${place.channel}\u0000${place.market}`;
    let n = this.#places.get(key);
    if (n === undefined) {
      if (this.#places.size >= 30) return 0;
      this.#places.set(key, (n = this.#places.size));
    }
    return 1 << n;
  }

  /**
   * The one string object of account id `id`, shared by the account's campaigns: an auction compares its bids'
   * account ids (domain `runAuction`, the index's pruning), and the same object compares by pointer instead of
   * reading the characters of two copies (each row from the database brings its own).
   */
  #account(id: string): string {
    let held = this.#accounts.get(id);
    if (held === undefined) this.#accounts.set(id, (held = id));
    return held;
  }

  #path(codes: readonly string[]): string[] {
    const key = codes.join('\u0000');
    let path = this.#paths.get(key);
    if (!path) this.#paths.set(key, (path = [...new Set(codes)]));
    return path;
  }

  #dropProduct(product: IndexedProduct): void {
    this.products.delete(product.id);
    for (const code of product.categoryCodes) {
      const set = this.categories.get(code);
      set?.delete(product.id);
      if (set?.size === 0) this.categories.delete(code);
    }
  }

  #newCampaign(r: AdIndexRow): IndexedCampaign {
    const campaign: IndexedCampaign = {
      id: r.campaignId,
      accountId: this.#account(r.accountId),
      maxCpc: Number(r.maxCpc),
      target: { channel: r.channel, markets: r.markets },
      delivery: r.delivery === 'ACCELERATED' ? 'ACCELERATED' : 'STANDARD',
      productIds: new Set(),
      byPctr: null,
      topPctr: 0,
      live: true,
      placesKnown: 0,
      placesServed: 0,
      adNames: shownAdNames(r),
      state: {
        userStatus: r.userStatus as CampaignUserStatus,
        startDate: r.startDate,
        endDate: r.endDate,
        dailyBudget: r.dailyBudget === null ? null : Number(r.dailyBudget),
        totalBudget: r.totalBudget === null ? null : Number(r.totalBudget),
        spentTotal: Number(r.spentTotal),
        spentToday: Number(r.spentToday),
        spendDay: r.spendDay,
        productsInStock: 0,
        reservePrice: this.reservePrice,
      },
    };
    this.campaigns.set(r.campaignId, campaign);
    return campaign;
  }
}

/**
 * Domain `servesPlace(c.target, place)`, remembered in the campaign's place bits (`placesKnown`, `placesServed`);
 * `bit` = {@link AdSnapshot.placeBit} of `place` (0: evaluated every time).
 */
export function servesAt(c: IndexedCampaign, place: ServingPlace, bit: number): boolean {
  if (bit === 0) return servesPlace(c.target, place);
  if ((c.placesKnown & bit) === 0) {
    if (servesPlace(c.target, place)) c.placesServed |= bit;
    c.placesKnown |= bit;
  }
  return (c.placesServed & bit) !== 0;
}

/** Inserts `campaign` into `campaigns` (by max CPC, highest first, ties by the smaller id: `IndexedProduct.campaigns`). */
function insertByMaxCpc(campaigns: IndexedCampaign[], campaign: IndexedCampaign): void {
  let i = campaigns.length;
  campaigns.push(campaign);
  for (; i > 0; i--) {
    const before = campaigns[i - 1]!;
    if (before.maxCpc > campaign.maxCpc || (before.maxCpc === campaign.maxCpc && before.id < campaign.id)) break;
    campaigns[i] = before;
  }
  campaigns[i] = campaign;
}
