import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AppPagination } from '@/components/pagination/app-pagination';
import { PageLoader } from '@/components/layout/page-state';
import { formatDateTime } from '@/lib/format';
import { useOutbox } from '../api/get-outbox';

const SIZE = 20;

/**
 * The mail outbox (with no SMTP server configured, mail is kept in a local outbox the
 * product can show): each message with recipient, subject, status and time; its text opens below,
 * so a demo user can follow an invitation link. The page is in the URL (`?page=`).
 */
export function OutboxList() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(0, Number(params.get('page') ?? 0) || 0);
  const { data, isPending } = useOutbox(page, SIZE);
  if (isPending) return <PageLoader />;
  if (!data || data.content.length === 0) return <Typography>{t('outbox.empty')}</Typography>;
  return (
    <Stack spacing={1}>
      {data.content.map((mail) => (
        <Accordion key={mail.id} disableGutters>
          <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`mail-${mail.id}`}>
            <Stack
              direction={{ xs: 'column', md: 'row' }}
              spacing={{ xs: 0.5, md: 2 }}
              sx={{ alignItems: { md: 'center' }, width: '100%' }}
            >
              <Chip size="small" color={mail.status === 'SENT' ? 'success' : 'error'} label={t(`outbox.statuses.${mail.status}`)} />
              <Typography sx={{ fontWeight: 600, flex: 1 }}>{mail.subject}</Typography>
              <Typography variant="body2">{mail.to}</Typography>
              <Typography variant="body2" color="text.secondary">
                {formatDateTime(mail.createdAt)}
              </Typography>
            </Stack>
          </AccordionSummary>
          <AccordionDetails id={`mail-${mail.id}`}>
            {mail.error && <Typography color="error">{mail.error}</Typography>}
            <Typography component="pre" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', m: 0 }}>
              {mail.text}
            </Typography>
          </AccordionDetails>
        </Accordion>
      ))}
      <AppPagination
        page={page}
        pageSize={SIZE}
        pageSizeOptions={[SIZE]}
        total={data.totalElements}
        onChange={(next) =>
          setParams((prev) => {
            const p = new URLSearchParams(prev);
            p.set('page', String(next.page));
            return p;
          })
        }
      />
    </Stack>
  );
}
