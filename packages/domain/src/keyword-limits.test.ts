import { describe, expect, it } from 'vitest';
import { DomainError } from './errors';
import { DEFAULT_KEYWORD_REQUIREMENTS, keywordIssueMessage, keywordIssues, validateKeywords } from './keyword-limits';
import { DEFAULT_CAMPAIGN_REQUIREMENTS } from './limits';

const REQ = DEFAULT_KEYWORD_REQUIREMENTS;
const CAMPAIGN = DEFAULT_CAMPAIGN_REQUIREMENTS;

describe('keywordIssues (docs/search-placements.md "Limits")', () => {
  it('accepts valid keywords and negatives', () => {
    expect(keywordIssues([{ text: 'sneakersy damskie', matchType: 'EXACT', bid: 250 }], 'KEYWORDS', REQ, CAMPAIGN)).toEqual([]);
    expect(keywordIssues([{ text: 'podróbka', matchType: 'PHRASE' }], 'NEGATIVE_KEYWORDS', REQ, CAMPAIGN)).toEqual([]);
  });

  it('reports each rule with the keyword position', () => {
    const issues = keywordIssues(
      [
        { text: ' -- ', matchType: 'EXACT' },
        { text: 'x'.repeat(81), matchType: 'EXACT' },
        { text: 'a b c d e f g h i j k', matchType: 'BROAD' },
        { text: 'Buty Damskie', matchType: 'PHRASE' },
        { text: 'buty dámskie', matchType: 'PHRASE' },
        { text: 'buty damskie', matchType: 'EXACT', bid: 99 },
        { text: 'klapki', matchType: 'EXACT', bid: 10001 },
      ],
      'KEYWORDS',
      REQ,
      CAMPAIGN,
    );
    expect(issues.map((i) => [i.code, i.params])).toEqual([
      ['KEYWORD_EMPTY', { index: 0 }],
      ['KEYWORD_TOO_LONG', { index: 1, max: 80 }],
      ['KEYWORD_TOO_MANY_WORDS', { index: 2, max: 10 }],
      ['KEYWORD_DUPLICATE', { index: 4, first: 3 }],
      ['KEYWORD_BID_RANGE', { index: 5, min: 100, max: 10000 }],
      ['KEYWORD_BID_RANGE', { index: 6, min: 100, max: 10000 }],
    ]);
    expect(keywordIssueMessage(issues[3]!)).toBe('Keyword 5 repeats keyword 4 with the same match type.');
    expect(keywordIssueMessage(issues[4]!)).toBe('Keyword 6: the bid must be between 1.00 PLN and 100.00 PLN.');
  });

  it('counts keywords and refuses a BROAD negative', () => {
    const many = Array.from({ length: 3 }, (_, i) => ({ text: `k${i}`, matchType: 'EXACT' as const }));
    expect(keywordIssues(many, 'KEYWORDS', { ...REQ, maxKeywords: 2 }, CAMPAIGN)[0]).toEqual({
      field: 'KEYWORDS',
      code: 'KEYWORDS_TOO_MANY',
      params: { count: 3, max: 2 },
    });
    const broad = keywordIssues([{ text: 'fake', matchType: 'BROAD' as never }], 'NEGATIVE_KEYWORDS', REQ, CAMPAIGN);
    expect(broad.map((i) => i.code)).toEqual(['NEGATIVE_MATCH_TYPE']);
  });
});

describe('validateKeywords', () => {
  it('returns the lists normalised, the bid null when absent', () => {
    expect(
      validateKeywords(
        { keywords: [{ text: ' Sneakersy DAMSKIE ', matchType: 'BROAD' }], negativeKeywords: [{ text: 'Podróbka', matchType: 'EXACT' }] },
        REQ,
        CAMPAIGN,
      ),
    ).toEqual({
      keywords: [{ text: 'Sneakersy DAMSKIE', normalized: 'sneakersy damskie', matchType: 'BROAD', bid: null }],
      negativeKeywords: [{ text: 'Podróbka', normalized: 'podrobka', matchType: 'EXACT' }],
    });
  });

  it('throws ValidationException with the field of the first issue', () => {
    const thrown = (() => {
      try {
        validateKeywords({ negativeKeywords: [{ text: '!!', matchType: 'EXACT' }] }, REQ, CAMPAIGN);
      } catch (e) {
        return e;
      }
    })();
    expect(thrown).toBeInstanceOf(DomainError);
    expect(thrown).toMatchObject({
      type: 'ValidationException',
      field: 'NEGATIVE_KEYWORDS',
      detail: 'Negative keyword 1 has no letters or digits.',
    });
  });
});
