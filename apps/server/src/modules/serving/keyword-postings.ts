import { keywordMatchesAt, type Grosze, type KeywordCandidate, type KeywordMatchType } from '@ads/domain';

/** Match types by their code in {@link PostingList.type}. */
const TYPES: readonly KeywordMatchType[] = ['EXACT', 'PHRASE', 'BROAD'];
const CODE: Readonly<Record<KeywordMatchType, number>> = { EXACT: 0, PHRASE: 1, BROAD: 2 };

/** A posting as the auction weighs it (domain `bestKeyword`), with its keyword's number in the index. */
export interface IndexedKeyword extends KeywordCandidate {
  /** The keyword's number (KeywordIndex; reused after its campaign's keywords are removed): its keyword insight counter. */
  number: number;
}

/**
 * The postings of one token of the keyword index (keyword-index.ts), as columns: one typed array per field and
 * the multi-word keywords' token numbers in one flat array, so reading a list walks a few contiguous arrays
 * instead of chasing one object (and its token strings) per keyword. Grows by doubling; a removal rebuilds it.
 */
export class PostingList {
  n = 0;
  /** The campaign's number (KeywordIndex), per posting. */
  campaign = new Int32Array(4);
  /** The keyword's number (KeywordIndex), per posting; −1 for a negative keyword. */
  keyword = new Int32Array(4);
  /** The keyword's own bid in grosze, −1 = none (it bids the campaign's max CPC). */
  bid = new Int32Array(4);
  /** Match type code (EXACT 0, PHRASE 1, BROAD 2). */
  type = new Uint8Array(4);
  /** Where the keyword's token numbers start in `tokens`, and how many (1 = a one-word keyword, none stored). */
  start = new Int32Array(4);
  length = new Uint16Array(4);
  tokens = new Int32Array(8);
  tokenCount = 0;
  readonly campaignIds: string[] = [];
  readonly keywordIds: string[] = [];

  /** Adds a keyword: its campaign (number and id), its number (−1 for a negative) and id, match type, own bid (grosze or null) and token numbers. */
  push(
    campaign: number,
    campaignId: string,
    keyword: number,
    keywordId: string,
    matchType: KeywordMatchType,
    bid: Grosze | null,
    tokens: readonly number[],
  ): void {
    if (this.n === this.campaign.length) this.#grow();
    const i = this.n++;
    this.campaign[i] = campaign;
    this.keyword[i] = keyword;
    this.bid[i] = bid ?? -1;
    this.type[i] = CODE[matchType];
    this.length[i] = tokens.length;
    this.start[i] = this.tokenCount;
    if (tokens.length > 1) {
      while (this.tokenCount + tokens.length > this.tokens.length) this.tokens = grown(this.tokens);
      this.tokens.set(tokens, this.tokenCount);
      this.tokenCount += tokens.length;
    }
    this.campaignIds.push(campaignId);
    this.keywordIds.push(keywordId);
  }

  /**
   * Whether posting `i` matches the query (its token numbers; −1 for a word no keyword has): domain
   * `keywordMatchesAt` on the stored tokens. A one-word keyword is posted under its word, which the query holds:
   * PHRASE and BROAD match, EXACT when the query is that one word.
   */
  matches(i: number, query: Int32Array): boolean {
    const length = this.length[i]!;
    if (length === 1) return this.type[i] !== 0 || query.length === 1;
    return keywordMatchesAt(this.tokens, this.start[i]!, length, TYPES[this.type[i]!]!, query);
  }

  /** Posting `i` as the auction weighs it (domain `bestKeyword`). */
  candidate(i: number): IndexedKeyword {
    const bid = this.bid[i]!;
    return { keywordId: this.keywordIds[i]!, matchType: TYPES[this.type[i]!]!, bid: bid < 0 ? null : bid, number: this.keyword[i]! };
  }

  /** Token numbers of posting `i` (for a rebuild); `token` is the list's own token, the one of a one-word keyword. */
  tokensOf(i: number, token: number): number[] {
    const length = this.length[i]!;
    return length === 1 ? [token] : Array.from(this.tokens.subarray(this.start[i]!, this.start[i]! + length));
  }

  /** A copy without campaign number `campaign`'s postings, and how many it dropped; their keyword numbers go to `freed`. */
  without(campaign: number, token: number, freed: number[]): { list: PostingList; dropped: number } {
    const list = new PostingList();
    for (let i = 0; i < this.n; i++) {
      if (this.campaign[i] === campaign) {
        if (this.keyword[i]! >= 0) freed.push(this.keyword[i]!);
        continue;
      }
      const bid = this.bid[i]!;
      list.push(
        this.campaign[i]!,
        this.campaignIds[i]!,
        this.keyword[i]!,
        this.keywordIds[i]!,
        TYPES[this.type[i]!]!,
        bid < 0 ? null : bid,
        this.tokensOf(i, token),
      );
    }
    return { list, dropped: this.n - list.n };
  }

  #grow(): void {
    this.campaign = grown(this.campaign);
    this.keyword = grown(this.keyword);
    this.bid = grown(this.bid);
    this.type = grown(this.type);
    this.start = grown(this.start);
    this.length = grown(this.length);
  }
}

/** A typed array twice as long holding the same values. */
export function grown<A extends Int32Array | Uint8Array | Uint16Array | Float64Array>(a: A): A {
  const b = new (a.constructor as new (n: number) => A)(a.length * 2);
  b.set(a);
  return b;
}
