import type { Grosze, KeywordMatchType } from '@ads/domain';
import { grown, PostingList, type IndexedKeyword } from './keyword-postings';

/**
 * Bytes per campaign cell: as i32, the query stamp of an excluding negative, the query stamp of a match, the position
 * in that match and the memo's tag; as f64 (from byte 16), the memo's two numbers. 32 bytes, so a cell never spans
 * two cache lines.
 */
const CELL_BYTES = 32;
const CELL_I32 = CELL_BYTES / 4;
const CELL_F64 = CELL_BYTES / 8;
const EXCLUDED = 0;
const MATCHED = 1;
const POSITION = 2;
const MEMO_TAG = 3;
const MEMO_A = 2;
const MEMO_B = 3;

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

/**
 * What one search query meets (the result of {@link KeywordIndex.match}): the campaigns with a matching keyword
 * and no matching negative keyword, each at a position `i` of `campaignIds`. Valid until the index's next `match`
 * (it reads the index's per-query scratch arrays; a stale one throws).
 */
export interface KeywordMatch<Ref extends object = object> {
  /** Matching campaigns, in the order found. */
  readonly campaignIds: readonly string[];
  /** Per position: the highest own bid among the campaign's matching keywords, grosze; -1 = none has a bid of its own. */
  readonly ownBid: readonly number[];
  /** Per position: whether one of the campaign's matching keywords has no bid of its own (it bids the campaign's max CPC). */
  readonly atMaxCpc: readonly boolean[];
  /** The matching keywords of the campaign at position `i` (domain `bestKeyword` picks the one that bids), with their numbers. */
  keywords(i: number): IndexedKeyword[];
  /** The position of a campaign in `campaignIds`; -1 when no keyword of it matched or a negative keyword excluded it. */
  indexOf(campaignId: string): number;
  /** What the caller last stored for the campaign at position `i` ({@link setRef}); forgotten when its keywords are removed. */
  ref(i: number): Ref | undefined;
  /** Stores the caller's object for the campaign at position `i` (the ad index keeps its campaign, saving a lookup by id). */
  setRef(i: number, ref: Ref | undefined): void;
  /** The tag the caller last stored two numbers with for the campaign at `i` ({@link setMemo}); 0 = none. */
  memoTag(i: number): number;
  memoA(i: number): number;
  memoB(i: number): number;
  /**
   * Stores two numbers of the caller's for the campaign at `i` with a tag (≠ 0) telling when they are current; kept
   * in the index's cell of the campaign (beside the query's own marks), so reading them touches no campaign object and
   * no other cache line; forgotten with its keywords. The tag is kept as a 32-bit integer: a tag of 2³¹ or more never
   * reads back equal, so its memo is never taken as current.
   */
  setMemo(i: number, tag: number, a: number, b: number): void;
}

/**
 * The in-memory keyword index of search placements (docs/search-placements.md "Keyword index"): token → postings
 * (campaign, keyword), one map for keywords and one for negative keywords. A keyword is posted under ONE of its
 * tokens, the one with the fewest postings so far: every match type needs all of a keyword's tokens in the query,
 * so looking up each query token finds every keyword that can match, and domain `keywordMatchesAt` decides. A
 * lookup costs the postings of the query's tokens, never a scan, and no hashing or object per posting: tokens and
 * campaigns have small numbers, postings are columns of typed arrays ({@link PostingList}), and a query marks
 * campaigns in typed arrays stamped with the query's number instead of filling sets and maps. Changed in place a
 * campaign at a time, like the ad snapshot. Token numbers are never given back (the vocabulary only grows).
 */
export class KeywordIndex<Ref extends object = object> {
  /** Token → its number; `#keywords[n]` and `#negatives[n]` are its posting lists. */
  readonly #tokens = new Map<string, number>();
  readonly #keywords: (PostingList | undefined)[] = [];
  readonly #negatives: (PostingList | undefined)[] = [];
  /** Campaign id → its number and the token numbers it has postings under (to remove them). */
  readonly #campaigns = new Map<string, { n: number; keywords: Set<number>; negatives: Set<number> }>();
  /** Numbers of removed campaigns, reused by the next ones. */
  readonly #free: number[] = [];
  #next = 0;
  /** Keyword numbers (IndexedKeyword.number, small integers for keyword insight's counters): the next new one, and freed ones to reuse. */
  #nextKeyword = 0;
  readonly #freeKeywords: number[] = [];
  #count = 0;
  // Per-query scratch and the caller's memo, in one cell of CELL bytes per campaign number, so that a query reads one
  // cache line per campaign it meets (the stamps, its position, its memo) instead of one per array. A stamp counts
  // only when it is the current query's.
  #epoch = 0;
  #cells = new Int32Array(1024 * CELL_I32);
  #memos = new Float64Array(this.#cells.buffer);
  /** The caller's object per campaign number (KeywordMatch.setRef). */
  readonly #refs: (Ref | undefined)[] = [];

  /** Adds rows (keywords and negatives of some campaigns). */
  add(rows: readonly KeywordIndexRow[]): void {
    for (const r of rows) {
      const tokens = r.normalized
        .split(' ')
        .filter((t) => t.length > 0)
        .map((t) => this.#token(t));
      if (tokens.length === 0) continue;
      const lists = r.negative ? this.#negatives : this.#keywords;
      const key = rarest(lists, tokens);
      let held = this.#campaigns.get(r.campaignId);
      if (!held) this.#campaigns.set(r.campaignId, (held = { n: this.#number(), keywords: new Set(), negatives: new Set() }));
      const list = (lists[key] ??= new PostingList());
      const number = r.negative ? -1 : (this.#freeKeywords.pop() ?? this.#nextKeyword++);
      list.push(held.n, r.campaignId, number, r.keywordId, r.matchType, r.bid === null ? null : Number(r.bid), tokens);
      (r.negative ? held.negatives : held.keywords).add(key);
      this.#count++;
    }
  }

  /** Drops every keyword and negative keyword of the campaigns. */
  removeCampaigns(ids: Iterable<string>): void {
    for (const id of ids) {
      const held = this.#campaigns.get(id);
      if (!held) continue;
      this.#campaigns.delete(id);
      this.#free.push(held.n);
      this.#refs[held.n] = undefined;
      this.#cells[held.n * CELL_I32 + MEMO_TAG] = 0;
      for (const [lists, tokens] of [
        [this.#keywords, held.keywords],
        [this.#negatives, held.negatives],
      ] as const) {
        for (const token of tokens) {
          const { list, dropped } = lists[token]!.without(held.n, token, this.#freeKeywords);
          this.#count -= dropped;
          lists[token] = list.n > 0 ? list : undefined;
        }
      }
    }
  }

  /**
   * The campaigns a query (domain `keywordTokens`; a shopper's query through `searchQueryTokens`) matches with at
   * least one keyword, leaving out those whose negative keyword (EXACT or PHRASE) matches it, with each campaign's
   * highest keyword bid (see {@link KeywordMatch}).
   */
  match(query: readonly string[]): KeywordMatch<Ref> {
    const epoch = this.#stamp();
    const cells = this.#cells;
    // A word no keyword has gets −1: it equals no keyword token, but still counts in the query's length and order.
    const q = Int32Array.from(query, (t) => this.#tokens.get(t) ?? -1);
    for (let t = 0; t < q.length; t++) {
      const list = q[t]! < 0 || q.indexOf(q[t]!) !== t ? undefined : this.#negatives[q[t]!];
      if (list) for (let i = 0; i < list.n; i++) if (list.matches(i, q)) cells[list.campaign[i]! * CELL_I32 + EXCLUDED] = epoch;
    }
    const campaignIds: string[] = [];
    const numbers: number[] = [];
    const ownBid: number[] = [];
    const atMaxCpc: boolean[] = [];
    const hitList: PostingList[] = [];
    const hitAt: number[] = [];
    const nextHit: number[] = [];
    const firstHit: number[] = [];
    for (let t = 0; t < q.length; t++) {
      const list = q[t]! < 0 || q.indexOf(q[t]!) !== t ? undefined : this.#keywords[q[t]!];
      if (!list) continue; // a repeated token's postings were read
      for (let k = 0; k < list.n; k++) {
        const c = list.campaign[k]!;
        const at = c * CELL_I32;
        if (cells[at + EXCLUDED] === epoch || !list.matches(k, q)) continue;
        let i: number;
        if (cells[at + MATCHED] === epoch) i = cells[at + POSITION]!;
        else {
          cells[at + MATCHED] = epoch;
          i = cells[at + POSITION] = campaignIds.length;
          campaignIds.push(list.campaignIds[k]!);
          numbers.push(c);
          ownBid.push(-1);
          atMaxCpc.push(false);
          firstHit.push(-1);
        }
        nextHit.push(firstHit[i]!);
        firstHit[i] = hitList.length;
        hitList.push(list);
        hitAt.push(k);
        const bid = list.bid[k]!;
        if (bid < 0) atMaxCpc[i] = true;
        else if (bid > ownBid[i]!) ownBid[i] = bid;
      }
    }
    const live = () => {
      if (this.#epoch !== epoch) throw new Error('KeywordMatch read after a later match()');
    };
    return {
      campaignIds,
      ownBid,
      atMaxCpc,
      keywords: (i) => {
        live();
        const out: IndexedKeyword[] = [];
        for (let h = firstHit[i]!; h >= 0; h = nextHit[h]!) out.push(hitList[h]!.candidate(hitAt[h]!));
        return out;
      },
      indexOf: (campaignId) => {
        live();
        const c = this.#campaigns.get(campaignId)?.n;
        return c !== undefined && cells[c * CELL_I32 + MATCHED] === epoch ? cells[c * CELL_I32 + POSITION]! : -1;
      },
      ref: (i) => this.#refs[numbers[i]!],
      memoTag: (i) => this.#cells[numbers[i]! * CELL_I32 + MEMO_TAG]!,
      memoA: (i) => this.#memos[numbers[i]! * CELL_F64 + MEMO_A]!,
      memoB: (i) => this.#memos[numbers[i]! * CELL_F64 + MEMO_B]!,
      setMemo: (i, tag, a, b) => {
        live();
        const n = numbers[i]!;
        this.#cells[n * CELL_I32 + MEMO_TAG] = tag;
        this.#memos[n * CELL_F64 + MEMO_A] = a;
        this.#memos[n * CELL_F64 + MEMO_B] = b;
      },
      setRef: (i, ref) => {
        live();
        this.#refs[numbers[i]!] = ref;
      },
    };
  }

  /** Keywords and negative keywords held (tests, health). */
  get size(): number {
    return this.#count;
  }

  #token(text: string): number {
    let n = this.#tokens.get(text);
    if (n === undefined) this.#tokens.set(text, (n = this.#tokens.size));
    return n;
  }

  /** A campaign number: a freed one, else the next (the scratch arrays grow to hold it). */
  #number(): number {
    const reused = this.#free.pop();
    if (reused !== undefined) return reused;
    const n = this.#next++;
    if ((n + 1) * CELL_I32 > this.#cells.length) {
      this.#cells = grown(this.#cells);
      this.#memos = new Float64Array(this.#cells.buffer);
    }
    return n;
  }

  /** The next query's stamp; after 2³¹ − 1 queries the stamps start over from cleared arrays. */
  #stamp(): number {
    if (this.#epoch === 0x7fffffff) {
      for (let at = 0; at < this.#cells.length; at += CELL_I32) this.#cells[at + EXCLUDED] = this.#cells[at + MATCHED] = 0;
      this.#epoch = 0;
    }
    return ++this.#epoch;
  }
}

/** The token of `tokens` with the fewest postings in `lists` (ties: the first). */
function rarest(lists: readonly (PostingList | undefined)[], tokens: readonly number[]): number {
  let best = tokens[0]!;
  let bestCount = lists[best]?.n ?? 0;
  for (let i = 1; i < tokens.length; i++) {
    const count = lists[tokens[i]!]?.n ?? 0;
    if (count < bestCount) {
      best = tokens[i]!;
      bestCount = count;
    }
  }
  return best;
}
