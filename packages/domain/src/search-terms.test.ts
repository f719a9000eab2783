import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  HIDDEN_SEARCH_TERM,
  MAX_QUERY_CHARS,
  MAX_QUERY_WORDS,
  MAX_SEARCH_TERM_LENGTH,
  searchQueryIsPersonal,
  searchQueryTokens,
  searchTermOf,
} from './search-terms';

describe('searchTermOf', () => {
  it('normalises a query like a keyword', () => {
    expect(searchTermOf('Buty DAMSKIE-zimowe!')).toBe('buty damskie zimowe');
    expect(searchTermOf(' Łódź  kurtka ')).toBe('lodz kurtka');
  });

  it('answers null for a query without letters or digits', () => {
    expect(searchTermOf('!! --')).toBeNull();
    expect(searchTermOf('')).toBeNull();
  });

  it('hides e-mail addresses and runs of six or more digits', () => {
    expect(searchTermOf('zamowienie jan.kowalski@example.com')).toBe(HIDDEN_SEARCH_TERM);
    expect(searchTermOf('85010112345')).toBe(HIDDEN_SEARCH_TERM);
    expect(searchTermOf('tel 600 123 456')).toBe(HIDDEN_SEARCH_TERM);
    expect(searchTermOf('paczka 123-456')).toBe(HIDDEN_SEARCH_TERM);
    expect(searchTermOf('order (12) 3456')).toBe(HIDDEN_SEARCH_TERM);
  });

  it('keeps short numbers: models, sizes, years', () => {
    expect(searchTermOf('iphone 15 128 gb')).toBe('iphone 15 128 gb');
    expect(searchTermOf('buty 38')).toBe('buty 38');
    expect(searchTermOf('telewizor 65 cali 2024')).toBe('telewizor 65 cali 2024');
    expect(searchQueryIsPersonal('12345')).toBe(false);
    expect(searchQueryIsPersonal('123456')).toBe(true);
  });

  it('cuts a long query to 80 characters at a token boundary', () => {
    const long = Array.from({ length: 30 }, (_, i) => `slowo${i}`).join(' ');
    const term = searchTermOf(long)!;
    expect(term.length).toBeLessThanOrEqual(MAX_SEARCH_TERM_LENGTH);
    expect(long.startsWith(term)).toBe(true);
    expect(long[term.length]).toBe(' ');
    expect(searchTermOf('a'.repeat(200))).toBe('a'.repeat(MAX_SEARCH_TERM_LENGTH));
  });
});

// docs/search-placements.md "Long queries": a query is read up to MAX_QUERY_CHARS characters and matched with its
// first MAX_QUERY_WORDS words, so a hostile one (a body of up to 1 MiB) costs what an ordinary one does.
describe('long and hostile queries', () => {
  it('matches with the first words of the first characters only', () => {
    const words = Array.from({ length: 50 }, (_, i) => `w${i}`);
    expect(searchQueryTokens(words.join(' '))).toEqual(words.slice(0, MAX_QUERY_WORDS));
    expect(searchQueryTokens(`${'x'.repeat(MAX_QUERY_CHARS)} buty`)).toEqual(['x'.repeat(MAX_QUERY_CHARS)]);
    expect(searchQueryTokens('Buty DAMSKIE')).toEqual(['buty', 'damskie']);
  });

  it('finds no personal data beyond the characters read, and keeps the term of those', () => {
    const padding = `${'kurtka '.repeat(Math.ceil(MAX_QUERY_CHARS / 7))}`;
    expect(searchQueryIsPersonal(`${padding} jan@example.com`)).toBe(false);
    expect(searchTermOf(`${padding} jan@example.com`)?.startsWith('kurtka kurtka')).toBe(true);
  });

  it('answers a megabyte without "@" or spaces (the e-mail pattern once took quadratic time on it)', () => {
    const hostile = `${'a'.repeat(1 << 20)} buty`;
    expect(searchQueryIsPersonal(hostile)).toBe(false);
    expect(searchTermOf(hostile)).toBe('a'.repeat(MAX_SEARCH_TERM_LENGTH));
    expect(searchQueryIsPersonal(`${'a@'.repeat(400)}b.pl`)).toBe(true);
    expect(searchQueryIsPersonal(`${'a@'.repeat(1 << 18)}b.pl`)).toBe(false); // past the characters read
  });

  it('finds an e-mail address exactly where the pattern /[^\\s@]+@[^\\s@]+\\.[^\\s@]+/u does', () => {
    const email = /[^\s@]+@[^\s@]+\.[^\s@]+/u;
    const digits = /\p{Nd}(?:[\s\-./()]*\p{Nd}){5,}/u;
    const text = fc.array(fc.constantFrom('a', 'b', '@', '.', ' ', '\t', '1', '-'), { maxLength: 24 }).map((c) => c.join(''));
    fc.assert(
      fc.property(text, (t) => {
        const n = t.normalize('NFKC');
        expect(searchQueryIsPersonal(t)).toBe(email.test(n) || digits.test(n));
      }),
      { numRuns: 2000 },
    );
  });
});
