import { describe, expect, it } from 'vitest';
import { catalogueKeywordSuggestions } from './keyword-suggestions';

const p = (name: string, brand = 'Nike', category = 'Sneakersy') => ({ name, brand, category });

describe('catalogue keyword suggestions (docs/search-placements.md "Suggestions")', () => {
  it('proposes 1–3 word phrases held by at least 2 products, counted once per product, most frequent first', () => {
    const got = catalogueKeywordSuggestions(
      [p('Sneakersy damskie Air Max białe'), p('SNEAKERSY DAMSKIE air max czarne'), p('Buty do biegania damskie')],
      [],
      100,
    );
    expect(got.slice(0, 3)).toEqual([
      { text: 'nike sneakersy', source: 'catalogue', count: 3 },
      { text: 'damskie', source: 'catalogue', count: 3 },
      { text: 'nike', source: 'catalogue', count: 3 },
    ]);
    const texts = got.map((s) => s.text);
    expect(texts).toContain('sneakersy damskie air');
    expect(texts).toContain('air max');
    expect(texts).not.toContain('sneakersy damskie air max'); // 4 words
    expect(texts).not.toContain('biale'); // one product only
    expect(got.find((s) => s.text === 'sneakersy')?.count).toBe(3); // name and brand+category of one product count once
  });

  it('drops words shorter than 3 characters (and the runs holding them), phrases already keywords, and keeps the limit', () => {
    const got = catalogueKeywordSuggestions([p('Kurtka na zimę XL'), p('Kurtka na zimę XL')], ['nike sneakersy', 'kurtka'], 3);
    const texts = got.map((s) => s.text);
    expect(texts).toHaveLength(3);
    expect(texts.some((t) => t.split(' ').some((w) => w.length < 3))).toBe(false);
    expect(texts).not.toContain('kurtka');
    expect(texts).not.toContain('nike sneakersy');
    expect(catalogueKeywordSuggestions([p('Kurtka na zimę XL'), p('Kurtka na zimę XL')], [], 100).map((s) => s.text)).toContain('zime');
  });
});
