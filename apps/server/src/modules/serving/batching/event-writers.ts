import type { ClickDecision, ClickToCharge } from '../clicks/click-decisions';
import type { ClickLedgerRepository } from '../clicks/click-ledger.repository';
import type { EventsRepository, ImpressionInsert } from '../events.repository';
import type { StatsRollup } from '../rollup/stats-rollup';
import type { SpendFigures } from '../ad-index';
import { GroupCommit, LanedGroupCommit } from './group-commit';

export interface EventWritersDeps {
  events: EventsRepository;
  ledger: ClickLedgerRepository;
  rollup: StatsRollup;
  now: () => Date;
  /** Gets the campaigns' new spend after each committed click batch. */
  onSpent: (spent: { campaignId: string; figures: SpendFigures }[]) => void;
}

/** Most events in one transaction, and transactions at once per kind (serving's pool has 10 connections). */
export const WRITE_BATCH = { maxBatch: 1000, maxInFlight: 3 } as const;

/**
 * Click charging in lanes by campaign (docs/serving-scale.md "Click charging"): a lane's batch locks only its own
 * lane's campaigns, so the lanes' transactions never wait for each other and run at the same time; within a lane one
 * batch at a time (a second one would only wait for the first one's campaign locks, holding a connection).
 */
export const CLICK_LANES = { lanes: 4, maxBatch: 1000, maxInFlight: 1 } as const;

/**
 * The serving API's writers (docs/serving-scale.md "Batched writes"): impressions and clicks of concurrent
 * requests are written together, one transaction per batch (group commit), and every committed batch
 * schedules the statistics roll-up.
 */
export class EventWriters {
  readonly impressions: GroupCommit<ImpressionInsert, boolean>;
  readonly clicks: LanedGroupCommit<ClickToCharge, ClickDecision>;

  constructor(private readonly deps: EventWritersDeps) {
    this.impressions = new GroupCommit(async (items) => {
      // Per item, from what the INSERT returned: concurrent replays of one event in this batch count it accepted once.
      const inserted = await deps.events.recordImpressions(items);
      deps.rollup.schedule();
      return inserted;
    }, WRITE_BATCH);
    this.clicks = new LanedGroupCommit(
      async (items) => {
        const { decisions, spend } = await deps.ledger.chargeBatch(items, deps.now().getTime());
        deps.rollup.schedule();
        if (spend.size > 0) deps.onSpent([...spend].map(([campaignId, figures]) => ({ campaignId, figures })));
        return decisions;
      },
      { ...CLICK_LANES, keyOf: (c) => c.campaignId },
    );
  }

  /** Resolves once nothing is queued or being written (graceful shutdown). */
  async idle(): Promise<void> {
    while (this.impressions.busy || this.clicks.busy) await new Promise((r) => setTimeout(r, 5));
  }
}
