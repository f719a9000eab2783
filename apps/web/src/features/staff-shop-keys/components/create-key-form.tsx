import Button from '@mui/material/Button';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormSelect } from '@/components/form/form-select';
import { InlineForm } from '@/components/form/inline-form';
import { FormTextField } from '@/components/form/form-text-field';
import { useChannels } from '@/lib/config/services-config';
import type { CreateShopKeyInput } from '../api/shop-keys';

interface CreateKeyFormProps {
  onCreate: (input: CreateShopKeyInput) => Promise<void>;
  pending: boolean;
}

/** Name, one channel (never ALL: a shop request comes from one channel) and one market of a new key. */
export function CreateKeyForm({ onCreate, pending }: CreateKeyFormProps) {
  const { t } = useTranslation();
  const { channels, markets } = useChannels();
  const schema = useMemo(
    () =>
      z.object({
        name: z.string().trim().min(1, t('shopKeys.nameRequired')).max(100),
        channel: z.string().min(1),
        market: z.string().min(1),
      }),
    [t],
  );
  const form = useForm<CreateShopKeyInput>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', channel: channels[0]?.code ?? 'MAIN', market: markets[0]?.code ?? 'PL' },
  });
  const submit = form.handleSubmit(async (values) => {
    await onCreate(values);
    form.reset({ ...values, name: '' });
  });
  return (
    <InlineForm onSubmit={submit} row="md" label={t('shopKeys.create')}>
      <FormTextField control={form.control} name="name" label={t('shopKeys.name')} required />
      <FormSelect
        control={form.control}
        name="channel"
        label={t('shopKeys.channel')}
        options={channels.filter((c) => c.code !== 'ALL').map((c) => ({ value: c.code, label: c.label }))}
      />
      <FormSelect
        control={form.control}
        name="market"
        label={t('shopKeys.market')}
        options={markets.map((m) => ({ value: m.code, label: m.label }))}
      />
      <Button type="submit" variant="contained" loading={pending} sx={{ minWidth: 140, alignSelf: { md: 'center' } }}>
        {t('shopKeys.create')}
      </Button>
    </InlineForm>
  );
}
