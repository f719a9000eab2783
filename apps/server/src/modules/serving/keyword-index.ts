import { keywordMatches, type Grosze, type KeywordCandidate, type KeywordMatchType } from '@ads/domain';

/** One keyword or negative keyword of a served campaign, as the ad index loads it (ad-index.repository.ts). */
export interface KeywordIndexRow {
  campaignId: string;
  keywordId: string;
  /** Domain `normalizeKeyword` text: tokens joined by one space. */
  normalized: string;
  matchType: KeywordMatchType;
  /** Keyword bid, grosze; null = the campaign's max CPC (always null for a negative). */
  bid: Grosze | null;
  negative: boolean;
}

interface Posting extends KeywordCandidate {
  campaignId: string;
  tokens: readonly string[];
}

/** What a search query meets: each campaign's matching keywords, and the campaigns a negative keyword excludes. */
export interface KeywordMatch {
  matched: Map<string, KeywordCandidate[]>;
  excluded: Set<string>;
}

/**
 * The in-memory keyword index of search placements (docs/search-placements.md "Keyword index"): normalised
 * token → postings (campaign, keyword), one map for keywords and one for negative keywords. A keyword is
 * posted under ONE of its tokens, the one with the fewest postings so far: every match type needs all of a
 * keyword's tokens in the query, so looking up each query token finds every keyword that can match, and
 * domain `keywordMatches` decides. A lookup costs the postings of the query's tokens, never a scan.
 * Changed in place a campaign at a time, like the ad snapshot.
 */
export class KeywordIndex {
  readonly #keywords = new Map<string, Posting[]>();
  readonly #negatives = new Map<string, Posting[]>();
  /** Campaign id → the tokens it has postings under (to remove them). */
  readonly #campaignTokens = new Map<string, { keywords: Set<string>; negatives: Set<string> }>();
  #count = 0;

  /** Adds rows (keywords and negatives of some campaigns). */
  add(rows: readonly KeywordIndexRow[]): void {
    for (const r of rows) {
      const tokens = r.normalized.split(' ').filter((t) => t.length > 0);
      if (tokens.length === 0) continue;
      const map = r.negative ? this.#negatives : this.#keywords;
      const key = rarest(map, tokens);
      const posting: Posting = {
        campaignId: r.campaignId,
        keywordId: r.keywordId,
        matchType: r.matchType,
        bid: r.bid === null ? null : Number(r.bid),
        tokens,
      };
      const list = map.get(key);
      if (list) list.push(posting);
      else map.set(key, [posting]);
      let held = this.#campaignTokens.get(r.campaignId);
      if (!held) this.#campaignTokens.set(r.campaignId, (held = { keywords: new Set(), negatives: new Set() }));
      (r.negative ? held.negatives : held.keywords).add(key);
      this.#count++;
    }
  }

  /** Drops every keyword and negative keyword of the campaigns. */
  removeCampaigns(ids: Iterable<string>): void {
    for (const id of ids) {
      const held = this.#campaignTokens.get(id);
      if (!held) continue;
      this.#campaignTokens.delete(id);
      for (const [map, tokens] of [
        [this.#keywords, held.keywords],
        [this.#negatives, held.negatives],
      ] as const) {
        for (const token of tokens) {
          const list = map.get(token)!;
          const kept = list.filter((p) => p.campaignId !== id);
          this.#count -= list.length - kept.length;
          if (kept.length) map.set(token, kept);
          else map.delete(token);
        }
      }
    }
  }

  /**
   * The keywords a query (domain `keywordTokens`) matches, by campaign, and the campaigns whose negative
   * keyword (EXACT or PHRASE) matches it; an excluded campaign is left out of `matched`.
   */
  match(query: readonly string[]): KeywordMatch {
    const excluded = new Set<string>();
    const matched = new Map<string, KeywordCandidate[]>();
    const distinct = new Set(query);
    for (const token of distinct) {
      for (const n of this.#negatives.get(token) ?? NONE) if (matches(n, query)) excluded.add(n.campaignId);
    }
    for (const token of distinct) {
      for (const k of this.#keywords.get(token) ?? NONE) {
        if (excluded.has(k.campaignId) || !matches(k, query)) continue;
        const list = matched.get(k.campaignId);
        if (list) list.push(k);
        else matched.set(k.campaignId, [k]);
      }
    }
    return { matched, excluded };
  }

  /** Keywords and negative keywords held (tests, health). */
  get size(): number {
    return this.#count;
  }
}

const NONE: readonly Posting[] = [];

/**
 * Domain `keywordMatches` for a posting found under one of the query's tokens. A one-word keyword is posted under
 * its word, which the query holds: PHRASE and BROAD match, EXACT when the query is that one word (the common short
 * keywords skip the general check).
 */
function matches(p: Posting, query: readonly string[]): boolean {
  if (p.tokens.length === 1) return p.matchType !== 'EXACT' || query.length === 1;
  return keywordMatches(p.tokens, p.matchType, query);
}

/** The token of `tokens` with the fewest postings in `map` (ties: the longer, then the first). */
function rarest(map: ReadonlyMap<string, readonly Posting[]>, tokens: readonly string[]): string {
  let best = tokens[0]!;
  let bestCount = map.get(best)?.length ?? 0;
  for (let i = 1; i < tokens.length; i++) {
    const t = tokens[i]!;
    const count = map.get(t)?.length ?? 0;
    if (count < bestCount || (count === bestCount && t.length > best.length)) {
      best = t;
      bestCount = count;
    }
  }
  return best;
}
