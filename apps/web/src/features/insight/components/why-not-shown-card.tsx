import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { InsightAdvice } from '@ads/domain';
import { formatMoney, formatNumber, formatPercent } from '@/lib/format';
import { useCampaignInsight, type LossReason } from '../api/insight';

/**
 * "Why not shown" on the campaign overview (docs/auction-insight.md "Panel"): over the last 7 days, the
 * auctions the campaign's products were eligible for and won (impression share), the top loss reason in
 * plain words with what to do about it, and every reason that lost auctions with its figures.
 */
export function WhyNotShownCard({ accountId, campaignId }: { accountId: string; campaignId: string }) {
  const { t } = useTranslation();
  const { data } = useCampaignInsight(accountId, campaignId);
  const titleId = 'why-not-shown-title';
  if (!data) return null;
  const { totals, topReason } = data;
  const reasons = (Object.entries(totals.lost) as Array<[LossReason, number]>).filter(([, n]) => n > 0).sort((a, b) => b[1] - a[1]);
  const share = (n: number) => formatPercent(totals.eligible > 0 ? n / totals.eligible : 0);
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('insight.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('insight.intro')}
        </Typography>
        {totals.eligible === 0 ? (
          <Typography>{t('insight.none')}</Typography>
        ) : (
          <Typography>
            {t('insight.summary', { won: formatNumber(totals.won), eligible: formatNumber(totals.eligible), share: formatPercent(totals.impressionShare) })}
          </Typography>
        )}
        {totals.eligible > 0 && !topReason ? <Typography sx={{ mt: 1 }}>{t('insight.allWon')}</Typography> : null}
        {topReason ? (
          <Alert severity="warning" variant="outlined" sx={{ mt: 2 }}>
            <AlertTitle>
              {t('insight.topReason', { reason: t(`insight.reasons.${topReason.reason}`), count: formatNumber(topReason.count), share: formatPercent(topReason.share) })}
            </AlertTitle>
            <strong>{t('insight.whatToDo')}:</strong> {t(`insight.advice.${topReason.advice as InsightAdvice}`)}
          </Alert>
        ) : null}
        {reasons.length > 0 ? (
          <>
            <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
              {t('insight.reasonsTitle')}
            </Typography>
            <List dense aria-label={t('insight.reasonsTitle')}>
              {reasons.map(([reason, count]) => (
                <ListItem key={reason} disableGutters>
                  <ListItemText
                    primary={t('insight.reasonLine', { reason: t(`insight.reasons.${reason}`), count: formatNumber(count), share: share(count) })}
                    secondary={
                      reason === 'OUTBID' && totals.averageOutbidGap !== null ? t('insight.outbidGap', { gap: formatMoney(totals.averageOutbidGap) }) : null
                    }
                  />
                </ListItem>
              ))}
            </List>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}

