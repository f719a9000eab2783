import { EventEmitter } from 'node:events';
import type { Database } from '@ads/db';
import type { Config } from '../config';

/** In-process domain events. Serving listens to refresh its in-memory index of eligible ads. */
export interface DomainEventMap {
  /** Campaigns, their budgets, products or statuses changed (ids of the campaigns, empty = unknown/all). */
  'campaigns.changed': [campaignIds: string[]];
  /** Catalogue stock or products changed. */
  'catalogue.changed': [];
  /** Shop API keys were revoked or rotated (ids): serving forgets the keys it remembers. */
  'shopKeys.changed': [keyIds: string[]];
  /** Staff created, changed or deleted static banners: serving reloads its banner lookup (issue #10). */
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
