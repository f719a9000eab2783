import { describe, expect, it } from 'vitest';
import { productStock } from './catalogue';

describe('productStock', () => {
  it('sums the stock of active sizes only', () => {
    expect(productStock([])).toBe(0);
    expect(productStock([{ active: true, stock: 3 }, { active: false, stock: 9 }, { active: true, stock: 2 }])).toBe(5);
    expect(productStock([{ active: false, stock: 9 }])).toBe(0);
  });
});
