import { useEffect, useMemo, useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SearchField } from '@/components/filters/search-field';
import { MultiSelectFilter, type FilterOption } from '@/components/filters/multi-select-filter';
import { FilterCategory } from '@/components/filter-category/filter-category';
import { useBrandLabels, useCategoryDictionary, type CategoryLabel } from '@/lib/config/dictionaries';
import { useAccountView } from '@/lib/account-view';
import type { AvailableFilters } from '../api/get-products';
import type { useProductBrowser } from './use-product-browser';

const SEARCH_DEBOUNCE_MS = 300;

interface ProductFiltersProps {
  browser: ReturnType<typeof useProductBrowser>;
  available: AvailableFilters | undefined;
}

/**
 * Brand options: the inventory's brands with their counts, named by the brand dictionary (docs/requirements.md
 * §3.11), plus chosen brands the inventory no longer has (count 0), so a shared URL still shows names.
 */
export function brandOptions(available: AvailableFilters | undefined, labels: ReadonlyMap<string, string>, chosen: readonly string[]): FilterOption[] {
  const options = (available?.brands ?? []).map((b) => ({ code: b.code, label: labels.get(b.code) ?? b.label, count: b.count }));
  const known = new Set(options.map((o) => o.code));
  const missing = chosen.filter((code) => !known.has(code)).map((code) => ({ code, label: labels.get(code) ?? code, count: 0 }));
  return [...options, ...missing];
}

/**
 * The categories the tree offers: the dictionary's entries that hold products of the inventory (an
 * available category or one of its ancestors) or are chosen. Until the inventory's filters load, the
 * whole dictionary.
 */
export function categoryChoices(dictionary: readonly CategoryLabel[], available: AvailableFilters | undefined, chosen: readonly string[]): CategoryLabel[] {
  if (!available) return [...dictionary];
  const wanted = [...available.categories.map((c) => c.code), ...chosen];
  const holds = (code: string) => wanted.some((w) => w === code || w.startsWith(`${code}/`));
  return dictionary.filter((c) => holds(c.code));
}

/**
 * Search box and brand / season / category filters over the account's inventory, under a line that names it by the
 * account's type (docs/requirements.md §6.5): "your brands" for a BRAND account, whose brand filter offers only its
 * brands and is left out when it has one, "your store" for a MERCHANT account, which filters by brand among the
 * store's products.
 */
export function ProductFilters({ browser, available }: ProductFiltersProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(browser.search);
  const { search, setSearch } = browser;
  const brandLabels = useBrandLabels();
  const dictionary = useCategoryDictionary();
  const brands = useMemo(() => brandOptions(available, brandLabels, browser.brands), [available, brandLabels, browser.brands]);
  const categories = useMemo(
    () => categoryChoices(dictionary.categories, available, browser.categories),
    [dictionary.categories, available, browser.categories],
  );
  const view = useAccountView();

  // The URL follows the box after a pause in typing, so each keystroke does not start a request.
  useEffect(() => {
    if (text === search) return;
    const timer = window.setTimeout(() => setSearch(text), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, search, setSearch]);

  return (
    <Stack spacing={1}>
      {view ? (
        <Typography variant="body2" color="text.secondary" data-account-scope={view.scope}>
          {t(`creator.scope.${view.scope}`)}
        </Typography>
      ) : null}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
        <SearchField label={t('creator.search')} value={text} onChange={(e) => setText(e.target.value)} sx={{ flex: 1.5 }} />
        {view?.brandFilter === false ? null : (
          <MultiSelectFilter
            label={view?.type === 'BRAND' ? t('creator.yourBrands') : t('creator.brands')}
            options={brands}
            value={browser.brands}
            onChange={browser.setBrands}
          />
        )}
        <MultiSelectFilter
          label={t('creator.seasons')}
          options={(available?.seasons ?? []).map((s) => ({ code: s.code, label: s.code, count: s.count }))}
          value={browser.seasons}
          onChange={browser.setSeasons}
        />
        <FilterCategory
          label={t('creator.categories')}
          categories={categories}
          value={browser.categories}
          onChange={browser.setCategories}
          searchLabel={t('productFilters.searchCategories')}
          emptyText={t('productFilters.noCategories')}
          removeLabel={(path) => t('productFilters.removeCategory', { path })}
          maxReachedText={t('productFilters.categoriesMax', { max: 100 })}
          loading={dictionary.isPending}
        />
      </Stack>
    </Stack>
  );
}
