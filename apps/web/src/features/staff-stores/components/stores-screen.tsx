import AddIcon from '@mui/icons-material/Add';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate, useSearchParams } from 'react-router';
import { AppButton } from '@/components/button/app-button';
import { PageHeader } from '@/components/layout/page-header';
import { useStores } from '../api/list-stores';
import { readListParams, withListParams } from '../stores-params';
import { ListSearchForm } from './list-search-form';
import { StoresTable } from './stores-table';
import { useStoreChannels } from './use-channels';

/**
 * "[MarOps] Stores" (docs/architecture.md "Staff run the platform"; docs/requirements.md §6 staff "stores"): merchant stores by name, with search,
 * channel filter and paging in the URL. "New store" opens the create dialog as a child route (`new`).
 */
export function StoresScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { search, channel, page, size } = readListParams(params);
  const { data, isFetching } = useStores({ search: search || undefined, channel: channel || undefined, page, size });
  const { channels, label } = useStoreChannels();

  return (
    <>
      <PageHeader
        title={t('stores.title')}
        actions={
          <AppButton startIcon={<AddIcon />} onClick={() => void navigate({ pathname: 'new', search: params.toString() })}>
            {t('stores.create')}
          </AppButton>
        }
      />
      <Stack spacing={2}>
        <ListSearchForm
          label={t('stores.filters')}
          searchLabel={t('stores.search')}
          initial={search}
          direction={{ xs: 'column', sm: 'row' }}
        >
          <TextField
            select
            size="small"
            label={t('stores.fields.channel')}
            value={channel}
            onChange={(e) => setParams((prev) => withListParams(prev, { channel: e.target.value }))}
            sx={{ minWidth: 200 }}
          >
            <MenuItem value="">{t('stores.allChannels')}</MenuItem>
            {channels.map((c) => (
              <MenuItem key={c.code} value={c.code}>
                {c.label}
              </MenuItem>
            ))}
          </TextField>
        </ListSearchForm>
        <StoresTable
          data={data}
          loading={isFetching}
          channelLabel={label}
          pagination={{ page, pageSize: size }}
          onPagination={(m) => setParams((prev) => withListParams(prev, { page: m.pageSize === size ? m.page : 0, size: m.pageSize }))}
        />
      </Stack>
      <Outlet />
    </>
  );
}
