import { createReadStream } from 'node:fs';
import { createGunzip } from 'node:zlib';
import { parse } from 'csv-parse';
import { convertMinorUnits, type Grosze } from '@ads/domain';
import { slug } from './catalogue.rules';

/**
 * Reading and checking the catalogue source files (data/README.md lists their source, licence and columns):
 * `fashion_products.csv.gz` (one row per product) and `fashion_product_skus.csv.gz` (one row per size).
 */

export const PRODUCTS_FILE = 'fashion_products.csv.gz';
export const SIZES_FILE = 'fashion_product_skus.csv.gz';

export type RejectReason =
  | 'no id'
  | 'duplicate id'
  | 'no name'
  | 'no brand'
  | 'no category'
  | 'invalid price'
  | 'negative price'
  | 'non-integer price'
  | 'zero price';

/** One product as it will be stored. Prices in grosze. */
export interface CatalogueProduct {
  id: string;
  name: string;
  brandCode: string;
  brandLabel: string;
  seasonCode: string | null;
  year: number | null;
  gender: string | null;
  /** Level-1..3 labels as in the source, e.g. ['Apparel', 'Topwear', 'Tshirts']. */
  categoryLabels: [string, string, string];
  /** Level-3 code, e.g. 'apparel/topwear/tshirts'. */
  categoryCode: string;
  colour: string | null;
  usage: string | null;
  price: Grosze;
  listPrice: Grosze;
  imageUrl: string | null;
  landingPageUrl: string | null;
}

export interface CatalogueSize {
  skuId: string;
  productId: string;
  size: string;
  active: boolean;
  available: boolean;
}

export type Checked = { ok: true; product: CatalogueProduct } | { ok: false; reason: RejectReason };

/**
 * Streams the rows of a gzip-compressed CSV file with a header row as objects keyed by column name.
 * Stop early by breaking out of the loop (the file is closed).
 */
export async function* readCsvGz(path: string): AsyncGenerator<Record<string, string>> {
  const parser = createReadStream(path)
    .pipe(createGunzip())
    .pipe(parse({ columns: true, skip_empty_lines: true }));
  for await (const record of parser) yield record as Record<string, string>;
}

/** The source writes "NA" or "" for none; both become null. */
function optional(value: string | undefined): string | null {
  const v = value?.trim() ?? '';
  return v === '' || v === 'NA' ? null : v;
}

/** Whole rupees as text → grosze at `rate` (PLN per rupee), or the reason it cannot be a price. */
function rupeesToGrosze(text: string | undefined, rate: string): Grosze | RejectReason {
  const t = text?.trim() ?? '';
  if (/^-\d+(\.\d+)?$/.test(t)) return 'negative price';
  if (/^\d+\.\d+$/.test(t)) return 'non-integer price';
  if (!/^\d+$/.test(t)) return 'invalid price';
  const rupees = Number(t);
  if (rupees === 0) return 'zero price';
  // 1 rupee = 100 paise; convertMinorUnits rounds half-up to the grosz.
  return convertMinorUnits(rupees * 100, rate);
}

/**
 * Checks one row of fashion_products.csv and maps it to a stored product, or says why it is rejected.
 * Rules: id, name (not "NA"), brand and all three category levels are required; price = discountedPrice,
 * listPrice = price (falls back to discountedPrice when empty), both whole rupees > 0, converted to
 * grosze with `convertMinorUnits(rupees × 100, rate)`; season upper-cased; "NA"/"" → null.
 */
export function checkProductRow(row: Record<string, string>, rate: string): Checked {
  const id = row['id']?.trim() ?? '';
  if (id === '') return { ok: false, reason: 'no id' };
  const name = optional(row['productDisplayName']);
  if (name === null) return { ok: false, reason: 'no name' };
  const brandLabel = optional(row['brandName']);
  const brandCode = brandLabel === null ? '' : slug(brandLabel);
  if (brandLabel === null || brandCode === '') return { ok: false, reason: 'no brand' };
  const labels = [optional(row['masterCategory']), optional(row['subCategory']), optional(row['articleType'])];
  const codes = labels.map((l) => (l === null ? '' : slug(l)));
  if (codes.some((c) => c === '')) return { ok: false, reason: 'no category' };
  const price = rupeesToGrosze(row['discountedPrice'] || row['price'], rate);
  if (typeof price === 'string') return { ok: false, reason: price };
  const listPrice = rupeesToGrosze(row['price'] || row['discountedPrice'], rate);
  if (typeof listPrice === 'string') return { ok: false, reason: listPrice };
  const year = /^\d{4}$/.test(row['year']?.trim() ?? '') ? Number(row['year']) : null;
  return {
    ok: true,
    product: {
      id,
      name,
      brandCode,
      brandLabel,
      seasonCode: optional(row['season'])?.toUpperCase() ?? null,
      year,
      gender: optional(row['gender']),
      categoryLabels: labels as [string, string, string],
      categoryCode: codes.join('/'),
      colour: optional(row['baseColour']),
      usage: optional(row['usage']),
      price,
      listPrice,
      imageUrl: optional(row['imageURL']),
      landingPageUrl: optional(row['landingPageUrl']),
    },
  };
}

/** Label stored for a size row with no `value` and no `unifiedSize` (5 rows of the source). */
export const ONE_SIZE = 'One size';

/**
 * Maps one row of fashion_product_skus.csv; null when it has no skuId or styleId.
 * size = value, else unifiedSize, else ONE_SIZE.
 */
export function sizeFromRow(row: Record<string, string>): CatalogueSize | null {
  const skuId = row['skuId']?.trim() ?? '';
  const productId = row['styleId']?.trim() ?? '';
  if (skuId === '' || productId === '') return null;
  const size = row['value']?.trim() || row['unifiedSize']?.trim() || ONE_SIZE;
  return { skuId, productId, size, active: row['active'] === 'True', available: row['available'] === 'True' };
}
