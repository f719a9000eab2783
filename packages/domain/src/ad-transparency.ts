/**
 * What every served ad tells the person who sees it (Digital Services Act, Regulation (EU) 2022/2065,
 * art. 26(1)): that it is an advertisement, on whose behalf it is shown (b), who paid for it when that
 * differs (c), and meaningful information about the main parameters that decided it was shown (d).
 * docs/ad-transparency.md shows the served JSON.
 */

/** Longest advertiser or payer name an account may set, characters. */
export const AD_NAME_MAX_LENGTH = 200;

/** How a sponsored product reached the auction: the shop's product list, a category page, or a search. */
export type AdTargeting = 'PRODUCT' | 'CATEGORY' | 'KEYWORD';

/** The names an account keeps for its ads, and what they default to. */
export interface AdNames {
  /** The account's name (the default "on whose behalf"). */
  accountName: string;
  /** The name set for "on whose behalf"; null = the account's name. */
  advertiserName: string | null;
  /** The name set for "who paid"; null = the billing profile's company, else the account's name. */
  payerName: string | null;
  /** The billing profile's company name, when the account has a profile. */
  billingCompanyName: string | null;
}

/** The DSA transparency of one served ad (the `transparency` object of a winner). */
export interface AdTransparency {
  /** Always true: the content is an advertisement (art. 26(1)(a)). */
  sponsored: true;
  /** On whose behalf the ad is presented (art. 26(1)(b)). */
  onBehalfOf: string;
  /** Who paid for the ad (art. 26(1)(c)); the same as `onBehalfOf` when nobody else paid. */
  paidBy: string;
  /** Meaningful information on the main parameters that decided the ad was shown (art. 26(1)(d)). */
  mainParameters: string[];
}

/** The names shown with an account's ads, defaults applied. */
export function shownAdNames(n: AdNames): { onBehalfOf: string; paidBy: string } {
  const onBehalfOf = n.advertiserName ?? n.accountName;
  return { onBehalfOf, paidBy: n.payerName ?? n.billingCompanyName ?? n.accountName };
}

const TARGETING_TEXT: Record<AdTargeting, string> = {
  PRODUCT: 'targeting: the product on this page',
  CATEGORY: 'targeting: the product category on this page',
  KEYWORD: 'targeting: the search words entered',
};

/** The main parameters of a sponsored product, by targeting (shared, never mutated). */
const PRODUCT_PARAMETERS: Record<AdTargeting, string[]> = Object.fromEntries(
  (Object.keys(TARGETING_TEXT) as AdTargeting[]).map((t) => [
    t,
    Object.freeze([
      'sponsored product: the advertiser pays per click',
      "ranked by the advertiser's max CPC × predicted click-through rate",
      TARGETING_TEXT[t],
      'not personalised: no profile of the viewer is used',
    ]) as string[],
  ]),
) as Record<AdTargeting, string[]>;

/** The transparency of a sponsored product won by an account with `names`. */
export function sponsoredProductTransparency(names: { onBehalfOf: string; paidBy: string }, targeting: AdTargeting): AdTransparency {
  return { sponsored: true, onBehalfOf: names.onBehalfOf, paidBy: names.paidBy, mainParameters: PRODUCT_PARAMETERS[targeting] };
}

const BANNER_PARAMETERS = Object.freeze([
  "static banner of the shop's own, chosen by its placement, channel and market",
  'not personalised: no profile of the viewer is used',
]) as string[];

/** The transparency of a static banner: the retailer shows and pays for it. */
export function staticBannerTransparency(retailerName: string): AdTransparency {
  return { sponsored: true, onBehalfOf: retailerName, paidBy: retailerName, mainParameters: BANNER_PARAMETERS };
}

/**
 * A name an advertiser sets for its ads: trimmed; empty means "use the default" (null).
 * @returns the name, null, or 'TOO_LONG' when over {@link AD_NAME_MAX_LENGTH} characters.
 */
export function checkAdName(value: string | null): string | null | 'TOO_LONG' {
  if (value === null) return null;
  const trimmed = value.trim();
  if (trimmed === '') return null;
  return trimmed.length > AD_NAME_MAX_LENGTH ? 'TOO_LONG' : trimmed;
}
