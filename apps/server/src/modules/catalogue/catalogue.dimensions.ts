import type { BrandRow, CategoryRow } from './catalogue-import.repository';
import type { CatalogueProduct } from './catalogue.source';

/**
 * Brands of the imported products: code = slug of brandName, label = its most frequent spelling
 * (ties: the first seen), because the source spells some brands two ways ('ADIDAS' 1,923 rows,
 * 'Adidas' 8 rows → code 'adidas', label 'ADIDAS'). Sorted by code.
 */
export function pickBrandLabels(products: Iterable<CatalogueProduct>): BrandRow[] {
  const spellings = new Map<string, Map<string, number>>();
  for (const p of products) {
    const counts = spellings.get(p.brandCode) ?? new Map<string, number>();
    counts.set(p.brandLabel, (counts.get(p.brandLabel) ?? 0) + 1);
    spellings.set(p.brandCode, counts);
  }
  const rows: BrandRow[] = [];
  for (const [code, counts] of spellings) {
    let label = '';
    let best = 0;
    for (const [spelling, n] of counts) {
      if (n > best) [label, best] = [spelling, n];
    }
    rows.push({ code, label });
  }
  return rows.sort((a, b) => a.code.localeCompare(b.code));
}

/**
 * The 3-level category tree of the imported products, every level a row:
 * code = slug path ('apparel/topwear/tshirts'), path = labels joined by ' > '
 * ('Apparel > Topwear > Tshirts'), label = the last part, level 1..3, parent_code = the code one level up.
 * Parents come before children.
 */
export function categoryRows(products: Iterable<CatalogueProduct>): CategoryRow[] {
  const rows = new Map<string, CategoryRow>();
  for (const p of products) {
    const codes = p.categoryCode.split('/');
    for (let level = 1; level <= 3; level++) {
      const code = codes.slice(0, level).join('/');
      if (rows.has(code)) continue;
      rows.set(code, {
        code,
        path: p.categoryLabels.slice(0, level).join(' > '),
        label: p.categoryLabels[level - 1]!,
        level,
        parent_code: level === 1 ? null : codes.slice(0, level - 1).join('/'),
      });
    }
  }
  return [...rows.values()].sort((a, b) => a.level - b.level || a.code.localeCompare(b.code));
}
