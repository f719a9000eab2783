import { resolve } from 'node:path';
import { z } from 'zod';
import { bool } from '../../plugins/env';

/** Settings of the catalogue: where its files are, whether the first start imports them, prices, the main channel. */
export const catalogueEnv = z.object({
  CATALOGUE_DIR: z.string().min(1).default('./data'),
  IMPORT_CATALOGUE_ON_START: bool.default(true),
  SOURCE_TO_PLN_RATE: z
    .string()
    .regex(/^\d+(\.\d+)?$/, 'must be a decimal number such as 0.0465')
    .default('0.0465'),
  PRODUCT_CHANNEL_CODE: z
    .string()
    .regex(/^[A-Z][A-Z0-9_]*$/, 'must be upper-case letters, digits, _')
    .default('MAIN'),
  PRODUCT_CHANNEL_NAME: z.string().min(1).default('Shop'),
});

export interface CatalogueConfig {
  catalogueDir: string;
  importCatalogueOnStart: boolean;
  /** Fixed rate from the catalogue's source currency (INR) to PLN, a decimal string. */
  sourceToPlnRate: string;
  productChannel: { code: string; name: string };
}

export function catalogueConfig(e: z.infer<typeof catalogueEnv>): CatalogueConfig {
  return {
    catalogueDir: resolve(e.CATALOGUE_DIR),
    importCatalogueOnStart: e.IMPORT_CATALOGUE_ON_START,
    sourceToPlnRate: e.SOURCE_TO_PLN_RATE,
    productChannel: { code: e.PRODUCT_CHANNEL_CODE, name: e.PRODUCT_CHANNEL_NAME },
  };
}
