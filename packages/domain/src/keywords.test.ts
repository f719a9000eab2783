import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bestKeyword, keywordMatches, keywordTokens, normalizeKeyword, type KeywordMatchType } from './keywords';

const matches = (keyword: string, type: KeywordMatchType, query: string) =>
  keywordMatches(keywordTokens(keyword), type, keywordTokens(query));

describe('keywordTokens (docs/search-placements.md "Normalisation")', () => {
  it('lower-cases, folds every Polish diacritic and splits on non-letters', () => {
    expect(keywordTokens('Sneakersy DAMSKIE')).toEqual(['sneakersy', 'damskie']);
    expect(keywordTokens('  sneakersy-dámskie! ')).toEqual(['sneakersy', 'damskie']);
    expect(normalizeKeyword('ZAŻÓŁĆ GĘŚLĄ JAŹŃ')).toBe('zazolc gesla jazn');
    expect(normalizeKeyword('ąćęłńóśźż ĄĆĘŁŃÓŚŹŻ')).toBe('acelnoszz acelnoszz');
  });

  it('applies NFKC (full-width letters, ligatures) and keeps digits', () => {
    expect(keywordTokens('ＮＩＫＥ ﬁt 42,5')).toEqual(['nike', 'fit', '42', '5']);
  });

  it('gives no tokens for text without letters or digits', () => {
    expect(keywordTokens(' -!?… ')).toEqual([]);
    expect(normalizeKeyword('')).toBe('');
  });

  it('is idempotent and ignores case and diacritics (property)', () => {
    const polish = fc.constantFrom(...'aąbcćdeęfghijklłmnńoóprsśtuwyzźż 123-'.split(''));
    fc.assert(
      fc.property(
        fc.array(polish, { maxLength: 40 }).map((cs) => cs.join('')),
        (text) => {
          const once = normalizeKeyword(text);
          expect(normalizeKeyword(once)).toBe(once);
          expect(normalizeKeyword(text.toLocaleUpperCase('pl'))).toBe(once);
          expect(once).toMatch(/^[a-z0-9 ]*$/);
        },
      ),
    );
  });
});

describe('keywordMatches (docs/search-placements.md "Match types")', () => {
  it('EXACT: same words in the same order, any case or diacritics', () => {
    expect(matches('sneakersy damskie', 'EXACT', 'Sneakersy DAMSKIE')).toBe(true);
    expect(matches('sneakersy damskie', 'EXACT', 'sneakersy dámskie')).toBe(true);
    expect(matches('buty łódź', 'EXACT', 'BUTY LODZ')).toBe(true);
    expect(matches('sneakersy damskie', 'EXACT', 'damskie sneakersy')).toBe(false);
    expect(matches('sneakersy damskie', 'EXACT', 'białe sneakersy damskie')).toBe(false);
  });

  it('PHRASE: the words next to each other, in order, anywhere in the query', () => {
    expect(matches('sneakersy damskie', 'PHRASE', 'białe sneakersy damskie nike')).toBe(true);
    expect(matches('sneakersy damskie', 'PHRASE', 'sneakersy białe damskie')).toBe(false);
    expect(matches('sneakersy damskie', 'PHRASE', 'damskie sneakersy')).toBe(false);
  });

  it('BROAD: every word anywhere, in any order; no stemming', () => {
    expect(matches('sneakersy damskie', 'BROAD', 'damskie białe sneakersy')).toBe(true);
    expect(matches('sneakersy damskie', 'BROAD', 'sneakersy męskie')).toBe(false);
    expect(matches('sneakers', 'BROAD', 'sneakersy')).toBe(false);
  });

  it('an empty keyword matches nothing', () => {
    expect(keywordMatches([], 'BROAD', ['a'])).toBe(false);
    expect(keywordMatches([], 'EXACT', [])).toBe(false);
  });

  it('EXACT implies PHRASE implies BROAD, and BROAD ignores word order (property)', () => {
    const word = fc.constantFrom('buty', 'sneakersy', 'damskie', 'białe', 'nike', 'łódź', 'zielone');
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 4 }), fc.array(word, { maxLength: 6 }), (keyword, query) => {
        const k = keyword.join(' ');
        const q = query.join(' ');
        if (matches(k, 'EXACT', q)) expect(matches(k, 'PHRASE', q)).toBe(true);
        if (matches(k, 'PHRASE', q)) expect(matches(k, 'BROAD', q)).toBe(true);
        const shuffled = [...query].reverse().join(' ');
        expect(matches(k, 'BROAD', shuffled)).toBe(matches(k, 'BROAD', q));
        expect(matches(k, 'PHRASE', `x ${k} y`)).toBe(true);
      }),
    );
  });
});

describe('bestKeyword (docs/search-placements.md "Which keyword bids")', () => {
  it('takes the highest bid, a keyword without bid bidding the max CPC', () => {
    const list = [
      { keywordId: 'b', matchType: 'BROAD' as const, bid: 150 },
      { keywordId: 'a', matchType: 'EXACT' as const, bid: null },
    ];
    expect(bestKeyword(list, 200)).toEqual({ keyword: list[1], bid: 200 });
    expect(bestKeyword(list, 120)).toEqual({ keyword: list[0], bid: 150 });
    expect(bestKeyword([], 100)).toBeUndefined();
  });

  it('breaks a tie by the tighter match type, then the id, whatever the order', () => {
    const list = [
      { keywordId: 'c', matchType: 'BROAD' as const, bid: 200 },
      { keywordId: 'b', matchType: 'PHRASE' as const, bid: 200 },
      { keywordId: 'a', matchType: 'PHRASE' as const, bid: 200 },
    ];
    expect(bestKeyword(list, 100)!.keyword.keywordId).toBe('a');
    expect(bestKeyword([...list].reverse(), 100)!.keyword.keywordId).toBe('a');
  });
});
