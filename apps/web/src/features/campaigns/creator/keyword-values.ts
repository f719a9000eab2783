import type { Grosze, KeywordMatchType, NegativeMatchType } from '@ads/domain';

/** A keyword as the screens hold it: text as entered, match type, bid in grosze (null = the campaign's max CPC). */
export interface KeywordItem {
  text: string;
  matchType: KeywordMatchType;
  bid: Grosze | null;
}

/** A negative keyword as the screens hold it (EXACT or PHRASE). */
export interface NegativeKeywordItem {
  text: string;
  matchType: NegativeMatchType;
}

/** Both lists of a draft or a campaign (docs/search-placements.md). */
export interface KeywordListsValue {
  keywords: KeywordItem[];
  negativeKeywords: NegativeKeywordItem[];
}

/** The lists as the API answers them (ids and normalised text dropped): what the screens edit. */
export function toKeywordLists(saved: {
  keywords?: readonly { text: string; matchType: KeywordMatchType; bid: Grosze | null }[];
  negativeKeywords?: readonly { text: string; matchType: NegativeMatchType }[];
}): KeywordListsValue {
  return {
    keywords: (saved.keywords ?? []).map((k) => ({ text: k.text, matchType: k.matchType, bid: k.bid })),
    negativeKeywords: (saved.negativeKeywords ?? []).map((k) => ({ text: k.text, matchType: k.matchType })),
  };
}
