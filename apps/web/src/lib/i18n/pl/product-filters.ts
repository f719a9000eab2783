import type { Widen } from '../widen';
import type { productFilters as en } from '../en/product-filters';

/** Polish texts: Product filters (brands, categories); same keys as `../en/product-filters.ts` (the compiler checks both ways). */
export const productFilters: Widen<typeof en> = {
  productFilters: {
    searchCategories: 'Szukaj kategorii',
    noCategories: 'Żadna kategoria nie pasuje.',
    removeCategory: 'Usuń {{path}}',
    categoriesMax: 'Najwyżej {{max}} kategorii.',
  },
};
