import { normalizeKeyword, warsawDay } from '@ads/domain';
import type { Database } from '@ads/db';
import type { DomainEvents } from '../context';
import { createDemoCampaigns } from '../../replay/demo-campaigns';
import { OBD_ITEM_COUNT, type ReplayGender } from '../../replay/mapping';
import type { ReplayProduct, ReplaySetupRepository } from './replay-setup.repository';

export interface ReplaySetup {
  /** True when this call created the demo campaigns. */
  created: boolean;
  /** The deterministic product lists the logs' items map onto (products of the demo campaigns, by id). */
  products: Record<ReplayGender, ReplayProduct[]>;
}

export interface ReplaySetupDeps {
  db: Database;
  repo: ReplaySetupRepository;
  events: DomainEvents;
  now: () => Date;
  /** Reloads the serving ad index, so the next auction sees new campaigns. */
  reloadAds: () => Promise<void>;
}

/** Account created for the demo campaigns when the database has none. */
export const REPLAY_ACCOUNT_NAME = 'OBD replay demo';

/**
 * Prepares the Open Bandit replay on the server's own database (so it works with the embedded
 * single-process PGlite too). With `create`, and no demo campaign products yet, it picks the first
 * in-stock products per gender by id (34 Men, 46 Women — the logs' item counts), of the first
 * BRAND account's brands when it has some, and creates the three demo campaigns for them. Every call also gives
 * each demo campaign a BROAD keyword per level-3 category label of its products (kept when already there), so the
 * replay's search auctions have keywords to match (docs/search-placements.md; data/obd/README.md "Searches").
 */
export class ReplaySetupService {
  constructor(private readonly deps: ReplaySetupDeps) {}

  /** What the demo campaigns were charged since `since` (the replay prints mean charged CPC ÷ max CPC). */
  async charged(since: Date): Promise<{ clicks: number; cost: number; maxCpc: number }> {
    return this.deps.repo.chargedSince(since);
  }

  async setup(create: boolean): Promise<ReplaySetup> {
    let products = await this.#products();
    if (!create || (products.Men.length > 0 && products.Women.length > 0)) {
      await this.#ensureKeywords();
      return { created: false, products };
    }
    const { repo } = this.deps;
    const account = (await repo.demoAccount()) ?? { id: await repo.createAccount(REPLAY_ACCOUNT_NAME), brandCodes: [] };
    const pick = async (gender: ReplayGender) => {
      const own = await repo.pickProducts(gender, OBD_ITEM_COUNT[gender], account.brandCodes);
      return own.length > 0 ? own : repo.pickProducts(gender, OBD_ITEM_COUNT[gender], []);
    };
    const productIds = [...(await pick('Men')), ...(await pick('Women'))];
    if (productIds.length === 0) return { created: false, products };
    const ids = await createDemoCampaigns(this.deps.db, { accountIds: [account.id], productIds, startDate: warsawDay(this.deps.now()) });
    this.deps.events.emit('campaigns.changed', ids);
    await this.#ensureKeywords();
    await this.deps.reloadAds();
    products = await this.#products();
    return { created: true, products };
  }

  /** BROAD keywords from the demo campaigns' category labels; reloads the index when any was added. */
  async #ensureKeywords(): Promise<void> {
    const labels = await this.deps.repo.demoCategoryLabels();
    const rows = labels
      .map((l) => ({ campaignId: l.campaignId, text: l.label.slice(0, 80), normalized: normalizeKeyword(l.label.slice(0, 80)) }))
      .filter((r) => r.normalized !== '');
    const changed = await this.deps.repo.addBroadKeywords(rows);
    if (changed.length === 0) return;
    this.deps.events.emit('campaigns.changed', changed);
    await this.deps.reloadAds();
  }

  async #products(): Promise<Record<ReplayGender, ReplayProduct[]>> {
    return { Men: await this.deps.repo.demoProducts('Men'), Women: await this.deps.repo.demoProducts('Women') };
  }
}
