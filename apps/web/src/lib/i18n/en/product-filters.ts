/** English texts: Product filters (brands, categories). Polish in `../pl/product-filters.ts` with the same keys. */
export const productFilters = {
  productFilters: {
    searchCategories: 'Search categories',
    noCategories: 'No category matches.',
    removeCategory: 'Remove {{path}}',
    categoriesMax: 'At most {{max}} categories.',
  },
};
