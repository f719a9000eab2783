import { Type } from '@sinclair/typebox';
import { INSIGHT_LOSS_REASONS } from '@ads/domain';
import { nullable, Uuid } from '../../http/schema';

/* Wire shapes of the auction insight and bid simulator routes (docs/auction-insight.md "API"). Money in grosze. */

const DAY_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
const count = (description: string) => Type.Number({ minimum: 0, description });
const Reason = Type.Union(INSIGHT_LOSS_REASONS.map((r) => Type.Literal(r)));

export const InsightParams = Type.Object({ id: Uuid({ description: 'The campaign' }) });
export const KeywordSimulationParams = Type.Object({
  id: Uuid({ description: 'The campaign' }),
  keywordId: Uuid({ description: "One of the campaign's keywords" }),
});

export const InsightQuery = Type.Object({
  dateBegin: Type.Optional(Type.String({ pattern: DAY_PATTERN, description: 'First Europe/Warsaw day, YYYY-MM-DD. Default: dateEnd − 6 days.' })),
  dateEnd: Type.Optional(Type.String({ pattern: DAY_PATTERN, description: 'Last Europe/Warsaw day (included), YYYY-MM-DD. Default: today.' })),
});

const Lost = Type.Object(Object.fromEntries(INSIGHT_LOSS_REASONS.map((r) => [r, count(`Auctions lost as ${r}`)])), {
  description: 'Eligible auctions lost, by reason',
});

const Figures = {
  eligible: count('Auctions the campaign product was eligible for (its product was a candidate)'),
  won: count('Auctions won'),
  lost: Lost,
  outbidGap: count('Sum over the auctions lost as OUTBID of the max CPC increase that would have won each, grosze'),
  impressionShare: nullable(Type.Number({ minimum: 0, maximum: 1, description: 'won ÷ eligible; null when never eligible' })),
  averageOutbidGap: nullable(Type.Integer({ description: 'Average max CPC increase that would have won an outbid auction, grosze' })),
};

const TopReason = Type.Object({
  reason: Reason,
  count: count('Auctions lost for it'),
  share: Type.Number({ minimum: 0, maximum: 1, description: 'count ÷ eligible' }),
  advice: Type.String({ description: 'Key of the plain-language advice (web texts insight.advice.<key>)' }),
});

export const CampaignInsightSchema = Type.Object({
  dateBegin: Type.String({ format: 'date' }),
  dateEnd: Type.String({ format: 'date' }),
  totals: Type.Object(Figures),
  topReason: nullable(TopReason),
  notableReasons: Type.Array(Reason, { description: 'Reasons that each lost at least 10 % of the eligible auctions, most first' }),
  days: Type.Array(Type.Object({ day: Type.String({ format: 'date' }), ...Figures })),
  hours: Type.Array(Type.Object({ hour: Type.Integer({ minimum: 0, maximum: 23, description: 'Warsaw hour of the day' }), ...Figures })),
  products: Type.Array(Type.Object({ productId: Type.String(), ...Figures })),
});

export const SimulationQuery = Type.Object({
  bids: Type.Optional(
    Type.String({
      pattern: '^[0-9]{1,7}(,[0-9]{1,7}){0,19}$',
      description: 'Max CPCs to simulate, grosze, comma-separated (up to 20). Default: 50 %–200 % of the current max CPC.',
    }),
  ),
});

const Estimate = Type.Object({
  bid: Type.Integer({ description: 'Max CPC, grosze' }),
  auctionsWon: count('Estimated auctions won per day'),
  clicks: count('Estimated clicks per day'),
  cost: Type.Integer({ minimum: 0, description: 'Estimated cost per day, grosze' }),
  avgCpc: nullable(Type.Integer({ description: 'Estimated average CPC, grosze' })),
  budgetLimited: Type.Boolean({ description: 'The daily budget caps the estimate' }),
});

export const BidSimulationSchema = Type.Object({
  dateBegin: Type.String({ format: 'date' }),
  dateEnd: Type.String({ format: 'date' }),
  days: Type.Integer({ minimum: 0, description: 'Days of the window with auctions' }),
  currentMaxCpc: Type.Integer({ description: "The campaign max CPC now (for a keyword: its bid, else the campaign's max CPC), grosze" }),
  clicksPerWin: Type.Number({ minimum: 0, maximum: 1 }),
  actual: Type.Object({ auctionsWon: count('Auctions won per day'), clicks: count('Clicks per day'), cost: Type.Integer({ description: 'Cost per day, grosze' }) }),
  estimates: Type.Array(Estimate),
});
