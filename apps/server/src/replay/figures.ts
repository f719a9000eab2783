import { groszeToDecimalString, type Grosze } from '@ads/domain';
import type { EventsResponse } from '../modules/serving/events.schemas';

/** What the replay of one file (or all) did, as counted from the server's answers. */
export interface ReplayFigures {
  file: string;
  rowsRead: number;
  auctionsSent: number;
  /** Of auctionsSent, the search auctions (with a searchQuery). */
  searchAuctionsSent: number;
  winners: number;
  impressionsSent: number;
  impressionsAccepted: number;
  clicksSent: number;
  clicksCharged: number;
  clicksNotBillable: number;
  purchasesSent: number;
  purchasesAttributed: number;
  /** Events the server had already recorded (a re-run), of any kind. */
  duplicates: number;
  rejected: number;
  /** Sum of charged clicks, grosze. */
  costCharged: Grosze;
  elapsedMs: number;
}

export function emptyFigures(file: string): ReplayFigures {
  return {
    file,
    rowsRead: 0,
    auctionsSent: 0,
    searchAuctionsSent: 0,
    winners: 0,
    impressionsSent: 0,
    impressionsAccepted: 0,
    clicksSent: 0,
    clicksCharged: 0,
    clicksNotBillable: 0,
    purchasesSent: 0,
    purchasesAttributed: 0,
    duplicates: 0,
    rejected: 0,
    costCharged: 0,
    elapsedMs: 0,
  };
}

/** Adds one /v2/events answer to the figures. */
export function addEventsAnswer(f: ReplayFigures, a: EventsResponse): void {
  f.impressionsAccepted += a.accepted.impressions;
  f.clicksCharged += a.charged.clicks;
  f.clicksNotBillable += a.accepted.clicks - a.charged.clicks;
  f.costCharged += a.charged.cost;
  f.purchasesAttributed += a.attributed.items;
  f.duplicates += a.duplicates.impressions + a.duplicates.clicks + a.duplicates.purchases;
  f.rejected += a.rejected.length;
}

/** Field-wise sum (elapsed is the caller's wall time). */
export function sumFigures(file: string, all: readonly ReplayFigures[], elapsedMs: number): ReplayFigures {
  const total = emptyFigures(file);
  for (const f of all) {
    for (const key of Object.keys(total) as Array<keyof ReplayFigures>) {
      if (key !== 'file' && key !== 'elapsedMs') total[key] += f[key];
    }
  }
  return { ...total, elapsedMs };
}

/** Events sent (impressions + clicks + purchases) per second of wall time. */
export function eventsPerSecond(f: ReplayFigures): number {
  return f.elapsedMs > 0 ? ((f.impressionsSent + f.clicksSent + f.purchasesSent) * 1000) / f.elapsedMs : 0;
}

/** One human-readable line block per figures (cost in PLN with 2 decimals, from grosze). */
export function formatFigures(f: ReplayFigures): string {
  const seconds = f.elapsedMs / 1000;
  return [
    `${f.file}:`,
    `  rows read ${f.rowsRead}, auctions sent ${f.auctionsSent} (${f.searchAuctionsSent} search), winners ${f.winners}`,
    `  impressions sent ${f.impressionsSent}, accepted ${f.impressionsAccepted}`,
    `  clicks sent ${f.clicksSent}, charged ${f.clicksCharged}, not billable ${f.clicksNotBillable}`,
    `  purchases (synthetic) sent ${f.purchasesSent}, attributed ${f.purchasesAttributed}`,
    `  duplicates ${f.duplicates}, rejected ${f.rejected}`,
    `  cost charged ${groszeToDecimalString(f.costCharged)} PLN`,
    `  elapsed ${seconds.toFixed(2)} s, ${eventsPerSecond(f).toFixed(0)} events/s, ${seconds > 0 ? (f.auctionsSent / seconds).toFixed(0) : '0'} auctions/s`,
  ].join('\n');
}

/**
 * The ledger's view of the replay: mean charged CPC ÷ the winners' mean max CPC (1.00 = every click
 * paid its max CPC; the fair second price of docs/auction.md keeps it below that unless rivals of
 * other accounts bid close).
 */
export function formatCharged(c: { clicks: number; cost: number; maxCpc: number }): string {
  const ratio = c.maxCpc > 0 ? (c.cost / c.maxCpc).toFixed(3) : 'n/a';
  const mean = c.clicks > 0 ? groszeToDecimalString(Math.round(c.cost / c.clicks)) : '0.00';
  return `charged clicks (ledger) ${c.clicks}, mean charged CPC ${mean} PLN, mean charged CPC ÷ max CPC ${ratio}`;
}
