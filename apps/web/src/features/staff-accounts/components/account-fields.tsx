import Stack from '@mui/material/Stack';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormMultiSelect } from '@/components/form/form-multi-select';
import { FormSelect } from '@/components/form/form-select';
import { FormTextField } from '@/components/form/form-text-field';
import type { AccountFormValues } from './account-form-schema';

/** The editable account fields (create dialog and edit form); `withEmail` adds the first member's e-mail. */
export function AccountFields({ control, withEmail }: { control: Control<AccountFormValues>; withEmail: boolean }) {
  const { t } = useTranslation();
  const type = useWatch({ control, name: 'type' });
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <FormTextField control={control} name="name" label={t('staffAccounts.fields.name')} required />
      {withEmail ? (
        <FormTextField
          control={control}
          name="email"
          label={t('staffAccounts.fields.email')}
          helperText={t('staffAccounts.fields.emailHelp')}
          required
        />
      ) : null}
      <FormSelect
        control={control}
        name="type"
        label={t('staffAccounts.fields.type')}
        options={[
          { value: 'BRAND', label: t('accounts.types.BRAND') },
          { value: 'MERCHANT', label: t('accounts.types.MERCHANT') },
        ]}
      />
      {type === 'BRAND' ? (
        <FormTextField
          control={control}
          name="brandCodes"
          label={t('staffAccounts.fields.brandCodes')}
          helperText={t('staffAccounts.fields.brandCodesHelp')}
        />
      ) : (
        <FormTextField control={control} name="storeId" label={t('staffAccounts.fields.storeId')} />
      )}
      <FormMultiSelect
        control={control}
        name="channels"
        label={t('staffAccounts.fields.channels')}
        options={[
          { value: 'MAIN', label: t('staffAccounts.channels.MAIN') },
          { value: 'EOBUWIE', label: t('staffAccounts.channels.EOBUWIE') },
        ]}
      />
      <FormTextField
        control={control}
        name="markets"
        label={t('staffAccounts.fields.markets')}
        helperText={t('staffAccounts.fields.marketsHelp')}
      />
      <FormTextField
        control={control}
        name="taxId"
        label={t('staffAccounts.fields.taxId')}
        helperText={t('staffAccounts.fields.taxIdHelp')}
      />
    </Stack>
  );
}
