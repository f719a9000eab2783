import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { useMyTerms, useTermsVersion } from '../api/terms';
import { TermsMarkdown } from './terms-text-box';

/**
 * Reading one terms version (docs/terms.md): `version`, or the version in force when undefined, with the
 * day it takes (or took) effect. Linked from the notice of new terms, the e-mail, the invitation form and
 * the campaign publish step.
 */
export function TermsVersionPage({ version }: { version?: number }) {
  const { t } = useTranslation();
  const mine = useMyTerms(version === undefined);
  const shown = version ?? mine.data?.versionInForce ?? undefined;
  const terms = useTermsVersion(shown);
  if (terms.isError) return <Alert severity="error">{t('termsVersions.notFound')}</Alert>;
  if (!terms.data) return <CircularProgress aria-label={t('termsVersions.loading')} />;
  return (
    <Box>
      <Typography sx={{ mb: 2 }} color="text.secondary">
        {t('termsVersions.versionLine', { version: terms.data.version, date: formatDate(new Date(terms.data.takesEffectAt)) })}
      </Typography>
      <Paper component="article" aria-label={t('termsVersions.textOf', { version: terms.data.version })} variant="outlined" sx={{ p: 3 }}>
        <TermsMarkdown text={terms.data.text} />
      </Paper>
    </Box>
  );
}
