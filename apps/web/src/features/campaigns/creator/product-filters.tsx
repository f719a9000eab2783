import { useEffect, useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SearchField } from '@/components/filters/search-field';
import { MultiSelectFilter } from '@/components/filters/multi-select-filter';
import { useAccountView } from '@/lib/account-view';
import type { AvailableFilters } from '../api/get-products';
import type { useProductBrowser } from './use-product-browser';

const SEARCH_DEBOUNCE_MS = 300;

interface ProductFiltersProps {
  browser: ReturnType<typeof useProductBrowser>;
  available: AvailableFilters | undefined;
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
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <SearchField label={t('creator.search')} value={text} onChange={(e) => setText(e.target.value)} sx={{ flex: 1.5 }} />
        {view?.brandFilter === false ? null : (
          <MultiSelectFilter
            label={view?.type === 'BRAND' ? t('creator.yourBrands') : t('creator.brands')}
            options={available?.brands ?? []}
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
        <MultiSelectFilter
          label={t('creator.categories')}
          options={(available?.categories ?? []).map((c) => ({ code: c.code, label: c.path, count: c.count }))}
          value={browser.categories}
          onChange={browser.setCategories}
        />
      </Stack>
    </Stack>
  );
}
