import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatTime } from '@/lib/format';

export interface PaceTodayProps {
  /** Charged today (Europe/Warsaw day), grosze. */
  spentToday: number;
  /** Daily budget, grosze. */
  dailyBudget: number;
  /** Spend the pace allows by now, grosze (server `paceToday`); null = ACCELERATED, not paced. */
  paceToday: number | null;
  /** When the campaign is PACED: the instant it bids again (server `pacedUntil`); else null. */
  pacedUntil?: string | null;
}

/**
 * Today's spend against the daily budget and the pace: "Today 8,40 zł of 20,00 zł · pace 9,10 zł by
 * now", a bar of spend / budget with a marker at the pace; when the campaign is held back by pacing,
 * "Paced — 8,40 zł of 20,00 zł spent by now, next ads from about 14:20" (docs/serving-scale.md "Pacing").
 */
export function PaceToday({ spentToday, dailyBudget, paceToday, pacedUntil = null }: PaceTodayProps) {
  const { t } = useTranslation();
  const percent = (g: number) => Math.min(100, dailyBudget > 0 ? (g / dailyBudget) * 100 : 0);
  const label = t('campaigns.pace.today', { spent: formatMoney(spentToday), budget: formatMoney(dailyBudget) });
  const pace = paceToday === null ? t('campaigns.pace.accelerated') : t('campaigns.pace.byNow', { pace: formatMoney(paceToday) });
  return (
    <Box component="section" aria-label={t('campaigns.pace.label')} sx={{ mt: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {label} · {pace}
      </Typography>
      {pacedUntil ? (
        <Typography variant="body2" role="status" data-testid="paced-reason">
          {t('campaigns.pace.paced', { spent: formatMoney(spentToday), budget: formatMoney(dailyBudget), time: formatTime(pacedUntil) })}
        </Typography>
      ) : null}
      <Box sx={{ position: 'relative', mt: 0.5 }}>
        <LinearProgress variant="determinate" value={percent(spentToday)} aria-label={label} sx={{ height: 8, borderRadius: 1 }} />
        {paceToday !== null ? (
          <Box
            data-testid="pace-marker"
            aria-hidden
            sx={{ position: 'absolute', top: -2, bottom: -2, width: 2, bgcolor: 'text.primary' }}
            style={{ left: `calc(${percent(paceToday)}% - 1px)` }}
          />
        ) : null}
      </Box>
    </Box>
  );
}
