import { describe, expect, it } from 'vitest';
import { HIDDEN_SEARCH_TERM, MAX_SEARCH_TERM_LENGTH, searchQueryIsPersonal, searchTermOf } from './search-terms';

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
