import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResponseBody } from '@/lib/api/types';
import { formatDate, formatDateTime } from '@/lib/format';
import { ComplaintStatusChip } from './complaint-status-chip';

/** A complaint as the API sends it (advertiser and staff routes share the shape). */
export type ComplaintData = ResponseBody<'/api/accounts/{accountId}/complaints'>['content'][number];

/**
 * One complaint as a card (docs/complaints.md): subject, status (and "Overdue"), dates, demand, contact and the
 * answer once given. `showAccount` adds the account and the assignee (staff); `actions` go in the card's footer.
 * Its heading (`complaint-{id}-title`) names the card for assistive technology.
 */
export function ComplaintDetails({
  complaint: c,
  showAccount = false,
  actions,
}: {
  complaint: ComplaintData;
  showAccount?: boolean;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = `complaint-${c.id}-title`;
  const rows: [string, ReactNode][] = [
    ...(showAccount ? ([[t('complaints.account'), c.accountName]] as [string, ReactNode][]) : []),
    [t('complaints.eventDate'), formatDate(c.subjectDate)],
    ...(c.subjectReference ? ([[t('complaints.reference'), c.subjectReference]] as [string, ReactNode][]) : []),
    [t('complaints.filedAt'), formatDateTime(c.filedAt)],
    [t('complaints.dueDate'), formatDate(c.dueDate)],
    [t('complaints.contact'), [c.contactName, c.contactEmail, c.contactPhone].filter(Boolean).join(' · ')],
    ...(showAccount ? ([[t('complaints.assignee'), c.assigneeName ?? t('complaints.staff.unassigned')]] as [string, ReactNode][]) : []),
    [t('complaints.demand'), c.demand],
  ];
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={titleId}
      sx={c.overdue ? { borderColor: 'error.main', borderLeftWidth: 4 } : undefined}
    >
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography id={titleId} variant="h2" component="h2" sx={{ flex: 1 }}>
            {t(`complaints.subjectTypes.${c.subjectType}`)}
            {showAccount ? ` — ${c.accountName}` : ''}
          </Typography>
          <Box>
            <ComplaintStatusChip status={c.status} overdue={c.overdue} />
          </Box>
        </Stack>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { sm: '180px 1fr' }, columnGap: 2, rowGap: 0.5, m: 0 }}>
          {rows.map(([term, value]) => (
            <Box key={term} sx={{ display: 'contents' }}>
              <Box component="dt" sx={{ fontWeight: 600 }}>
                {term}
              </Box>
              <Box component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
                {value}
              </Box>
            </Box>
          ))}
        </Box>
        {c.answer ? (
          <Box component="section" aria-label={t('complaints.answer')} sx={{ mt: 2, p: 1.5, bgcolor: 'action.hover', borderRadius: 1 }}>
            <Typography variant="subtitle2" component="h3">
              {t('complaints.answer')}
              {c.answeredAt ? ` · ${formatDateTime(c.answeredAt)}` : ''}
            </Typography>
            <Typography component="p" sx={{ whiteSpace: 'pre-wrap' }}>
              {c.answer}
            </Typography>
          </Box>
        ) : null}
        {actions ? (
          <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap' }}>
            {actions}
          </Stack>
        ) : null}
      </CardContent>
    </Card>
  );
}
