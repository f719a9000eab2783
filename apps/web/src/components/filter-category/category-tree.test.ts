import { describe, expect, it } from 'vitest';
import { buildCategoryTree, filterCategoryTree, type CategoryLabel } from './category-tree';

const DICTIONARY: CategoryLabel[] = [
  { code: 'apparel/topwear/tshirts', path: 'Apparel > Topwear > Tshirts' },
  { code: 'apparel', path: 'Apparel' },
  { code: 'footwear/sneakers', path: 'Footwear > Sneakers' },
  { code: 'apparel/topwear', path: 'Apparel > Topwear' },
  { code: 'accessories', path: 'Accessories' },
];

describe('buildCategoryTree', () => {
  it('nests levels by code and names them by the last path segment', () => {
    const tree = buildCategoryTree(DICTIONARY);
    expect(tree.map((n) => n.label)).toEqual(['Accessories', 'Apparel', 'footwear']);
    const apparel = tree.find((n) => n.id === 'apparel');
    expect(apparel?.children?.[0]).toEqual({
      id: 'apparel/topwear',
      label: 'Topwear',
      children: [{ id: 'apparel/topwear/tshirts', label: 'Tshirts' }],
    });
    // "footwear" is not in the dictionary: made up from the code so Sneakers is not lost.
    expect(tree.find((n) => n.id === 'footwear')?.children?.map((n) => n.label)).toEqual(['Sneakers']);
  });
});

describe('filterCategoryTree', () => {
  it('keeps matches with their ancestors and reports what to expand', () => {
    const { items, expanded } = filterCategoryTree(buildCategoryTree(DICTIONARY), 'tshi');
    expect(items).toEqual([
      {
        id: 'apparel',
        label: 'Apparel',
        children: [{ id: 'apparel/topwear', label: 'Topwear', children: [{ id: 'apparel/topwear/tshirts', label: 'Tshirts' }] }],
      },
    ]);
    expect(expanded.sort()).toEqual(['apparel', 'apparel/topwear']);
  });

  it('returns everything for an empty query and nothing for no match', () => {
    const tree = buildCategoryTree(DICTIONARY);
    expect(filterCategoryTree(tree, ' ').items).toHaveLength(3);
    expect(filterCategoryTree(tree, 'hats').items).toEqual([]);
  });
});
