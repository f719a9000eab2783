/**
 * Predicted click-through rate (docs/architecture.md "The auction": pCTR from observed clicks/impressions,
 * smoothed toward a prior). A Beta(α, β) prior with mean `priorCtr` and weight `priorImpressions`
 * gives pCTR = (clicks + priorCtr·w) / (impressions + w): new products start at the prior and
 * move toward their own CTR as impressions accumulate.
 */
export interface CtrPrior {
  /** Prior mean CTR, 0 < priorCtr < 1. Default 0.005, the click rate of the Open Bandit logs (0.46–0.69 %). */
  priorCtr: number;
  /** Prior weight in pseudo-impressions. */
  priorImpressions: number;
}

export const DEFAULT_CTR_PRIOR: CtrPrior = { priorCtr: 0.005, priorImpressions: 200 };

/** Smoothed pCTR for observed `clicks` out of `impressions`; result is in (0, 1]. */
export function smoothedCtr(clicks: number, impressions: number, prior: CtrPrior = DEFAULT_CTR_PRIOR): number {
  const imps = Math.max(0, impressions);
  const clk = Math.min(Math.max(0, clicks), imps);
  return (clk + prior.priorCtr * prior.priorImpressions) / (imps + prior.priorImpressions);
}
