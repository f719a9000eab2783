import { describe, expect, it } from 'vitest';
import { genderOf, mapLoggedItem, replaySearchQuery, seededRandom } from './mapping';

describe('mapLoggedItem', () => {
  const men = Array.from({ length: 34 }, (_, i) => `p${i}`);

  it('maps logged item k to the k-th product of the campaign list', () => {
    expect(mapLoggedItem('random_men', 0, men)).toBe('p0');
    expect(mapLoggedItem('bts_men', 33, men)).toBe('p33');
    expect(genderOf('bts_women')).toBe('Women');
  });

  it('wraps onto a shorter list and refuses items outside the campaign', () => {
    expect(mapLoggedItem('random_women', 45, ['a', 'b', 'c'])).toBe('a');
    expect(() => mapLoggedItem('random_men', 34, men)).toThrow(RangeError);
    expect(() => mapLoggedItem('random_men', 1, [])).toThrow(RangeError);
  });
});

describe('seededRandom', () => {
  it('gives the same draws for the same seed, in [0, 1)', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const draws = Array.from({ length: 100 }, () => a());
    expect(draws).toEqual(Array.from({ length: 100 }, () => b()));
    expect(draws.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(seededRandom(43)()).not.toBe(draws[0]);
  });
});

describe('replaySearchQuery', () => {
  it('takes 2 or 3 words of the name and the category label', () => {
    const p = { name: 'Nike Men Revolution 5 Running Shoes', categoryLabel: 'Sports Shoes' };
    expect(replaySearchQuery(p, 6)).toBe('Nike Men Sports Shoes');
    expect(replaySearchQuery(p, 7)).toBe('Nike Men Revolution Sports Shoes');
    expect(replaySearchQuery({ name: ' - ', categoryLabel: 'Tshirts' }, 1)).toBe('Tshirts');
  });
});
