import { billing } from './billing';
import { content } from './content';
import { helpArticles } from './help-articles';
import { productFilters } from './product-filters';
import { complaints } from './complaints';
import { keywords } from './keywords';
import { searchTerms } from './search-terms';
import { history } from './history';
import { insight } from './insight';
import { bulksheets } from './bulksheets';
import { apiKeys } from './api-keys';
import { staff } from './staff';

/**
 * English texts of the areas only later screens use: a chunk of its own, loaded with every route except
 * the campaigns list's (lib/lazy-route.ts; docs/web-performance.md).
 */
export const enLater = {
  ...billing,
  ...content,
  ...helpArticles,
  ...productFilters,
  ...complaints,
  ...keywords,
  ...searchTerms,
  ...history,
  ...insight,
  ...bulksheets,
  ...apiKeys,
  ...staff,
};
