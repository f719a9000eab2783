import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useChannels } from '@/lib/config/services-config';
import { formatDate, formatMoney, formatNumber } from '@/lib/format';
import type { Campaign } from '../api/get-campaign';
import { PaceToday } from './pace-today';

/** Budgets, spend, bid and dates of one campaign (the overview's header card). */
export function CampaignSummary({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation();
  const { channelLabel, marketsLabel } = useChannels();
  const budget = (v: number | null) => (v === null ? t('campaigns.noLimit') : formatMoney(v));
  const items: [string, string][] = [
    [t('campaigns.columns.maxCpc'), formatMoney(campaign.maxCpc)],
    [t('creator.delivery'), campaign.delivery === 'ACCELERATED' ? t('creator.deliveryAccelerated') : t('creator.deliveryStandard')],
    [t('campaigns.columns.dailyBudget'), budget(campaign.dailyBudget)],
    [t('campaigns.columns.spentToday'), formatMoney(campaign.spentToday)],
    [t('campaigns.columns.totalBudget'), budget(campaign.totalBudget)],
    [t('campaigns.columns.spent'), formatMoney(campaign.spentTotal)],
    [
      t('campaigns.columns.dates'),
      `${formatDate(campaign.startDate)} – ${campaign.endDate ? formatDate(campaign.endDate) : t('campaigns.noEndDate')}`,
    ],
    [t('creator.products'), formatNumber(campaign.skuCount)],
    [t('creator.channel'), channelLabel(campaign.channel)],
    [t('creator.markets'), marketsLabel(campaign.markets)],
  ];
  return (
    <Card variant="outlined" component="section" aria-label={t('stats.budgets')}>
      <CardContent>
        <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
          {items.map(([label, value]) => (
            <Grid key={label} size={{ xs: 6, sm: 4, md: 'grow' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="subtitle1" sx={{ m: 0 }}>
                {value}
              </Typography>
            </Grid>
          ))}
        </Grid>
        {campaign.dailyBudget !== null ? <PaceToday spentToday={campaign.spentToday} dailyBudget={campaign.dailyBudget} paceToday={campaign.paceToday} pacedUntil={campaign.pacedUntil} /> : null}
      </CardContent>
    </Card>
  );
}
