/**
 * How the Open Bandit logs map onto our catalogue (data/obd/README.md). The logs' items are
 * anonymised and do not link to any catalogue, so each campaign's items are mapped, in order, onto
 * a deterministic product list: logged item k → the k-th product of that list.
 */

/** The four log files of data/obd/: policy (random, Bernoulli TS) × campaign (men, women). */
export const OBD_FILES = ['random_men', 'random_women', 'bts_men', 'bts_women'] as const;
export type ObdFile = (typeof OBD_FILES)[number];

/** Catalogue gender a file's campaign maps to. */
export type ReplayGender = 'Men' | 'Women';

/** Number of distinct items in each campaign of the logs (item_id 0–33 men, 0–45 women). */
export const OBD_ITEM_COUNT: Record<ReplayGender, number> = { Men: 34, Women: 46 };

export function isObdFile(name: string): name is ObdFile {
  return (OBD_FILES as readonly string[]).includes(name);
}

export function genderOf(file: ObdFile): ReplayGender {
  return file.endsWith('_women') ? 'Women' : 'Men';
}

/**
 * The product a logged item stands for: `productIds[itemId]`. With fewer products than logged
 * items (a small catalogue), item k wraps to `productIds[k mod n]`.
 * @throws RangeError for an item id outside the file's campaign (0 ≤ itemId < OBD_ITEM_COUNT) or an empty list.
 */
export function mapLoggedItem(file: ObdFile, itemId: number, productIds: readonly string[]): string {
  const count = OBD_ITEM_COUNT[genderOf(file)];
  if (!Number.isInteger(itemId) || itemId < 0 || itemId >= count)
    throw new RangeError(`${file}: item_id ${itemId} is not in 0..${count - 1}`);
  if (productIds.length === 0) throw new RangeError(`${file}: no products to map onto`);
  return productIds[itemId % productIds.length]!;
}

/** Small seeded PRNG (mulberry32): the same seed gives the same synthetic purchases. Returns [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The search query the replay sends for a product (data/obd/README.md "Searches"): the first 2 or 3 words of
 * its name (2 on even log rows, 3 on odd ones), then its level-3 category's label — the label is a BROAD keyword
 * of every demo campaign holding the product, so the product's campaign competes. Words are the domain's
 * keyword tokens of the name only when the name has letters or digits; a product without a name searches its label.
 * Example: "Nike Men Revolution 5 Running Shoes", "Sports Shoes", row 7 → "Nike Men Revolution Sports Shoes".
 */
export function replaySearchQuery(product: { name: string; categoryLabel: string }, rowIndex: number): string {
  const words = product.name.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w));
  return [...words.slice(0, 2 + (rowIndex % 2)), product.categoryLabel].join(' ').trim();
}
