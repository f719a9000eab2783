import { EventEmitter } from 'node:events';
import type { Database } from '@ads/db';
import type { Config } from '../config';

/**
 * Domain events. Serving listens to keep its in-memory index of eligible ads current; with PostgreSQL the
 * change bus (serving/change-bus.ts) carries them to every other process.
 */
export interface DomainEventMap {
  /** Campaigns, their budgets, products or statuses changed (ids of the campaigns, empty = unknown/all). */
  'campaigns.changed': [campaignIds: string[]];
  /** Catalogue stock or products changed (ids of the products; none = unknown/all, e.g. a catalogue import). */
  'catalogue.changed': [productIds?: string[]];
  /** Clicks were charged: the campaigns' new spend (grosze). Crosses processes through the change bus. */
  'campaigns.spent': [spent: { campaignId: string; figures: { spentTotal: number; spentToday: number; spendDay: string | null } }[]];
  /** The statistics roll-up moved impressions and valid clicks of these products into stats_daily (pCTR input). */
  'stats.observed': [products: { productId: string; impressions: number; clicks: number }[]];
  /**
   * What accounts show with their ads changed (name, ad-transparency names, billing company; ids of the
   * accounts): serving reloads their campaigns. Crosses processes through the change bus.
   */
  'accounts.changed': [accountIds: string[]];
  /** Shop API keys were revoked or rotated (ids): serving forgets the keys it remembers. */
  'shopKeys.changed': [keyIds: string[]];
  /** Staff created, changed or deleted static banners: serving reloads its banner lookup. */
  'banners.changed': [];
}

export class DomainEvents extends EventEmitter<DomainEventMap> {}

/** What every module is built from; modules take their dependencies explicitly from here. */
export interface ModuleContext {
  config: Config;
  db: Database;
  /** The clock; tests pass a fixed one. */
  now: () => Date;
  events: DomainEvents;
}
