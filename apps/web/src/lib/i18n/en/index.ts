import type { Widen } from '../widen';
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
import { listTable } from './list-table';

/**
 * English UI texts, assembled from one file per area (docs/conventions.md "The web app"). Polish lives in
 * `../pl/` with the same files and keys. A new area is one new file here and in `../pl/`, spread below
 * (top-level keys must not repeat across areas). The English error-catalogue messages are read from
 * `@ads/domain` (problems.ts), not repeated.
 */
export const en = {
  ...staff,
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

/** Shape every language must fill. */
export type Translation = Widen<typeof en>;
