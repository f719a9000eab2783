import { resolvedBids, type Database } from '@ads/db';

export type ResolvedBidInsert = typeof resolvedBids.$inferInsert;

/** SQL of auctions: the resolved bids (one row per winner) that later events refer to. */
export class AuctionRepository {
  constructor(private readonly db: Database) {}

  /** Inserts all winners of one request in one statement. */
  async insertResolvedBids(rows: ResolvedBidInsert[]): Promise<void> {
    if (rows.length > 0) await this.db.insert(resolvedBids).values(rows);
  }
}
