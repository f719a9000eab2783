import type { Translation } from '../en';
import { billing } from './billing';
import { staffNav } from './staff-nav';
import { termsVersions } from './terms-versions';
import { productFilters } from './product-filters';
import { complaints } from './complaints';
import { keywords } from './keywords';
import { searchTerms } from './search-terms';
import { notifications } from './notifications';
import { history } from './history';
import { insight } from './insight';
import { roles } from './roles';
import { bulksheets } from './bulksheets';
import { apiKeys } from './api-keys';
import { campaigns } from './campaigns';
import { content } from './content';
import { helpArticles } from './help-articles';
import { problems } from './problems';
import { shell } from './shell';
import { staff } from './staff';
import { staffActing } from './staff-acting';
import { listTable } from './list-table';

/** Polish UI texts, assembled like `../en/index.ts` from the same area files (same keys). */
export const pl: Translation = {
  ...staff,
  ...staffActing,
  ...listTable,
  ...shell,
  ...campaigns,
  ...billing,
  ...content,
  ...helpArticles,
  ...problems,
  ...staffNav,
  ...termsVersions,
  ...productFilters,
  ...complaints,
  ...keywords,
  ...searchTerms,
  ...notifications,
  ...history,
  ...insight,
  ...roles,
  ...bulksheets,
  ...apiKeys,
};
