import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { toast } from '@/lib/toast/toast-store';
import { useStore } from '../api/get-store';
import { useCreateStore, useUpdateStore } from '../api/save-store';
import { StoreFormDialog } from './store-form-dialog';

/** `/marops/stores/new`: the create dialog over the list; after saving, the new store's page. */
export function CreateStoreDialog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const create = useCreateStore();
  return (
    <StoreFormDialog
      title={t('stores.createTitle')}
      initial={{ name: '', externalId: '', domain: '', channel: '', markets: 'PL' }}
      saving={create.isPending}
      onClose={() => void navigate({ pathname: '..', search }, { relative: 'path' })}
      onSave={async (body) => {
        const store = await create.mutateAsync(body);
        toast.success(t('stores.created'));
        await navigate(`../${encodeURIComponent(store.id)}`, { relative: 'path' });
      }}
    />
  );
}

/** `/marops/stores/{storeId}/edit`: the edit dialog over the store, sending If-Match with the version read. */
export function EditStoreDialog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { storeId = '' } = useParams();
  const { data } = useStore(storeId);
  const update = useUpdateStore(storeId);
  if (!data) return null;
  const { store } = data;
  return (
    <StoreFormDialog
      title={t('stores.editTitle')}
      initial={{
        name: store.name,
        externalId: store.externalId,
        domain: store.domain ?? '',
        channel: store.channel,
        markets: store.markets.join(', '),
      }}
      saving={update.isPending}
      onClose={() => void navigate('..', { relative: 'path' })}
      onSave={async (body) => {
        await update.mutateAsync({ body, version: data.version });
        toast.success(t('stores.saved'));
        await navigate('..', { relative: 'path' });
      }}
    />
  );
}
