import { useCallback, useState } from 'react';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { BaseDialog } from '@/components/dialog/base-dialog';
import { formatDate } from '@/lib/format';
import { useAcceptTerms, useTermsVersion } from '../api/terms';
import { company } from '../company';
import { TermsTextBox } from './terms-text-box';

export { isScrolledToEnd, SCROLL_THRESHOLD_PX } from './terms-text-box';

/** docs/requirements.md §2: the dialog is 670 px wide. */
export const TERMS_DIALOG_WIDTH = 670;

/**
 * The terms of service dialog (docs/requirements.md §1, §2; docs/terms.md): modal, 670 px, persistent (no
 * close button, Escape and scrim do nothing). It shows `version`, the version in force, loaded from the
 * API. "Accept Terms and Conditions" is enabled once its text was scrolled to the end (the flag is set
 * once), shows a loading state while the call runs, and the dialog closes only after the acceptance of
 * that version succeeded (`onAccepted`); a failed call leaves it open. `changed`: the user accepted an
 * earlier version, so the intro says the terms changed.
 */
export function TermsDialog({ open, version, changed = false, onAccepted }: { open: boolean; version: number; changed?: boolean; onAccepted: () => void }) {
  const { t } = useTranslation();
  const [readToEnd, setReadToEnd] = useState(false);
  const terms = useTermsVersion(version);
  const accept = useAcceptTerms(version, onAccepted);
  const onReadToEnd = useCallback(() => setReadToEnd(true), []);
  return (
    <BaseDialog
      open={open}
      persistent
      aria-labelledby="terms-title"
      aria-describedby="terms-intro"
      maxWidth={false}
      slotProps={{ paper: { sx: { width: TERMS_DIALOG_WIDTH, maxWidth: 'calc(100% - 32px)', m: 2 } } }}
    >
      <DialogTitle id="terms-title">{t('terms.welcome')}</DialogTitle>
      <DialogContent dividers={false} sx={{ pb: 1 }}>
        <Typography id="terms-intro" sx={{ mb: 2 }}>
          {changed && terms.data
            ? t('termsVersions.changedIntro', { version, date: formatDate(new Date(terms.data.takesEffectAt)) })
            : t('terms.intro')}
        </Typography>
        <TermsTextBox text={terms.data?.text} label={t('terms.textLabel')} onReadToEnd={onReadToEnd} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Link href={`mailto:${company.email}`}>{t('terms.contactUs')}</Link>
        <Button variant="contained" disabled={!readToEnd || !terms.data} loading={accept.isPending} onClick={() => accept.mutate()}>
          {t('terms.accept')}
        </Button>
      </DialogActions>
    </BaseDialog>
  );
}
