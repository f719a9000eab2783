import { describe, expect, it } from 'vitest';
import { keywordTokens, normalizeKeyword, type KeywordMatchType } from '@ads/domain';
import { KeywordIndex, type KeywordIndexRow } from './keyword-index';

let n = 0;
const row = (
  campaignId: string,
  text: string,
  matchType: KeywordMatchType,
  negative = false,
  bid: number | null = null,
): KeywordIndexRow => ({
  campaignId,
  keywordId: `k${++n}`,
  normalized: normalizeKeyword(text),
  matchType,
  bid,
  negative,
});
const matched = (index: KeywordIndex, query: string) => [...index.match(keywordTokens(query)).campaignIds].sort();

describe('KeywordIndex (docs/search-placements.md "Keyword index")', () => {
  it('finds every matching keyword whichever token it is posted under, and only those', () => {
    const index = new KeywordIndex();
    // "buty" gets many postings first, so later keywords are posted under their other, rarer token.
    index.add([
      row('a', 'buty', 'BROAD'),
      row('b', 'buty', 'EXACT'),
      row('c', 'buty damskie', 'PHRASE'),
      row('d', 'damskie buty zimowe', 'BROAD'),
    ]);
    expect(matched(index, 'Buty')).toEqual(['a', 'b']);
    expect(matched(index, 'buty damskie')).toEqual(['a', 'c']);
    expect(matched(index, 'zimowe buty DAMSKIE')).toEqual(['a', 'c', 'd']);
    expect(matched(index, 'damskie zimowe buty')).toEqual(['a', 'd']);
    expect(index.size).toBe(4);
  });

  it('excludes a campaign whose negative keyword matches, and drops a campaign on removal', () => {
    const index = new KeywordIndex();
    index.add([row('a', 'kozaki', 'BROAD'), row('a', 'podróbka', 'PHRASE', true), row('b', 'kozaki', 'PHRASE', false, 300)]);
    const m = index.match(keywordTokens('kozaki podrobka'));
    expect(m.campaignIds).toEqual(['b']);
    expect(m.keywords(0)).toMatchObject([{ matchType: 'PHRASE', bid: 300 }]);
    expect([m.indexOf('a'), m.indexOf('b'), m.indexOf('unknown')]).toEqual([-1, 0, -1]);
    index.removeCampaigns(['a', 'unknown']);
    expect(index.size).toBe(1);
    // Campaign a comes back without its negative keyword (and reuses its number): nothing excludes it now.
    index.add([row('a', 'kozaki', 'BROAD')]);
    expect(matched(index, 'kozaki podrobka')).toEqual(['a', 'b']);
    index.removeCampaigns(['a']);
    index.removeCampaigns(['b']);
    expect(matched(index, 'kozaki')).toEqual([]);
    expect(index.size).toBe(0);
  });

  it('gives each campaign its highest bid, reads a repeated or unknown query word right, and refuses a stale match', () => {
    const index = new KeywordIndex();
    index.add([
      row('a', 'buty', 'PHRASE', false, 250),
      row('a', 'buty zimowe', 'BROAD', false, 400),
      row('a', 'zimowe', 'EXACT'),
      row('b', 'buty', 'EXACT'),
      row('c', 'zimowe buty', 'PHRASE'),
    ]);
    const m = index.match(keywordTokens('zimowe buty zimowe xyz'));
    expect([...m.campaignIds].sort()).toEqual(['a', 'c']);
    const a = m.indexOf('a');
    expect([m.ownBid[a], m.atMaxCpc[a]]).toEqual([400, false]);
    expect(
      m
        .keywords(a)
        .map((k) => k.bid)
        .sort(),
    ).toEqual([250, 400]);
    const c = m.indexOf('c');
    expect([m.ownBid[c], m.atMaxCpc[c]]).toEqual([-1, true]);
    // An unknown word still counts: EXACT "buty" is not the query "buty xyz", PHRASE "buty" is in it.
    expect(matched(index, 'buty xyz')).toEqual(['a']);
    expect(matched(index, 'buty')).toEqual(['a', 'b']);
    expect(() => m.keywords(a)).toThrow(/later match/);
  });

  it("keeps the caller's object per campaign until the campaign's keywords are removed", () => {
    const index = new KeywordIndex<{ name: string }>();
    index.add([row('a', 'buty', 'BROAD'), row('b', 'buty', 'PHRASE')]);
    const m = index.match(['buty']);
    m.setRef(m.indexOf('a'), { name: 'A' });
    const again = index.match(['buty']);
    expect([again.ref(again.indexOf('a')), again.ref(again.indexOf('b'))]).toEqual([{ name: 'A' }, undefined]);
    index.removeCampaigns(['a']);
    index.add([row('c', 'buty', 'BROAD')]); // takes a's number
    const after = index.match(['buty']);
    expect(after.ref(after.indexOf('c'))).toBeUndefined();
  });
});
