import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/**
 * Under an invitation form (account users, staff creating an account): the invited person reads and
 * accepts the Terms and Conditions before joining (docs/terms.md), with a link reading the version in
 * force in a new tab.
 */
export function InvitationTermsNote() {
  const { t } = useTranslation();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
      {t('termsVersions.inviteNote')}{' '}
      <Link href="/terms" target="_blank" rel="noopener">
        {t('termsVersions.readLink')}
      </Link>
    </Typography>
  );
}
