import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { dateToDay } from '@/lib/days';
import { useChannels } from '@/lib/config/services-config';
import { formatDate, formatMoney, formatNumber, parseMoneyInput } from '@/lib/format';
import type { CreatorFormValues, CreatorOutput } from './creator-schema';

/** Step 4: everything the campaign will be published with, formatted as it will be shown later. */
export function ReviewStep({ control }: { control: Control<CreatorFormValues, unknown, CreatorOutput> }) {
  const { t } = useTranslation();
  const v = useWatch({ control });
  const { channelLabel, marketsLabel } = useChannels();
  const notSet = t('creator.notSet');
  const money = (text: string | undefined) => {
    const grosze = parseMoneyInput(text ?? '');
    return grosze === null ? notSet : formatMoney(grosze);
  };
  const day = (d: Date | null | undefined) => (d instanceof Date && !Number.isNaN(d.getTime()) ? formatDate(dateToDay(d)) : null);
  const items: [string, string][] = [
    [t('creator.name'), v.name?.trim() || notSet],
    [t('creator.channel'), v.channel ? channelLabel(v.channel) : notSet],
    [t('creator.markets'), v.markets?.length ? marketsLabel(v.markets.filter((m): m is string => typeof m === 'string')) : notSet],
    [t('creator.startDate'), day(v.startDate) ?? notSet],
    [t('creator.endDate'), day(v.endDate) ?? t('campaigns.noEndDate')],
    [t('creator.products'), formatNumber(v.skus?.length ?? 0)],
    [t('creator.dailyBudget'), money(v.dailyBudget)],
    [t('creator.totalBudget'), money(v.totalBudget)],
    [t('creator.maxCpc'), money(v.maxCpc)],
    [t('keywords.list'), formatNumber(v.keywords?.length ?? 0)],
    [t('keywords.negativeList'), formatNumber(v.negativeKeywords?.length ?? 0)],
    [t('creator.delivery'), v.delivery === 'ACCELERATED' ? t('creator.deliveryAccelerated') : t('creator.deliveryStandard')],
  ];
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('creator.review')}
      </Typography>
      <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
        {items.map(([label, value]) => (
          <Grid key={label} size={{ xs: 6, md: 4 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="subtitle1" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Grid>
        ))}
      </Grid>
    </>
  );
}
