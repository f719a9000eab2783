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
const matched = (index: KeywordIndex, query: string) => [...index.match(keywordTokens(query)).matched.keys()].sort();

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
    expect([...m.matched.keys()]).toEqual(['b']);
    expect(m.matched.get('b')).toMatchObject([{ matchType: 'PHRASE', bid: 300 }]);
    expect([...m.excluded]).toEqual(['a']);
    index.removeCampaigns(['a', 'unknown']);
    expect(index.size).toBe(1);
    expect(index.match(keywordTokens('kozaki podrobka')).excluded.size).toBe(0);
    index.removeCampaigns(['b']);
    expect(matched(index, 'kozaki')).toEqual([]);
    expect(index.size).toBe(0);
  });
});
