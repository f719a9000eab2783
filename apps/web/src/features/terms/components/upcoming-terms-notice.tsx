import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { useMyTerms } from '../api/terms';

/**
 * The notice of published terms not yet in force (docs/terms.md): "New terms take effect on <date>" with
 * a link to read them, at the top of every screen of a signed-in advertiser until that day. `enabled`:
 * false for staff (they publish the terms) and before sign-in.
 */
export function UpcomingTermsNotice({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const { data } = useMyTerms(enabled);
  const upcoming = enabled ? data?.upcoming : null;
  if (!upcoming) return null;
  return (
    <Alert severity="info" role="status" aria-label={t('termsVersions.noticeLabel')} sx={{ borderRadius: 0 }}>
      {t('termsVersions.notice', { date: formatDate(new Date(upcoming.takesEffectAt)) })}{' '}
      <Link component={RouterLink} to={`/terms/${upcoming.version}`}>
        {t('termsVersions.readThem')}
      </Link>
    </Alert>
  );
}
