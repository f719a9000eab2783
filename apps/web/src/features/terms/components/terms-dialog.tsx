import { useCallback, useState, type UIEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { BaseDialog } from '@/components/dialog/base-dialog';
import { useAcceptTerms } from '../api/accept-terms';
import { company } from '../company';
import { termsEn, termsPl, type TermsDocument } from '../terms-text';

/** docs/requirements.md §9: the accept button is enabled once the text is scrolled to within 30 px of its bottom. */
export const SCROLL_THRESHOLD_PX = 30;
/** docs/requirements.md §2: the dialog is 670 px wide. */
export const TERMS_DIALOG_WIDTH = 670;

/** True when `el` is scrolled to within {@link SCROLL_THRESHOLD_PX} of its bottom (or does not scroll). */
export function isScrolledToEnd(el: Pick<HTMLElement, 'scrollHeight' | 'scrollTop' | 'clientHeight'>): boolean {
  return el.scrollHeight - el.scrollTop - el.clientHeight <= SCROLL_THRESHOLD_PX;
}

function TermsBody({ doc, lang }: { doc: TermsDocument; lang: 'pl' | 'en' }) {
  return (
    <Box lang={lang}>
      <Typography variant="h6" component="h3" gutterBottom>
        {doc.heading}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {doc.effective}
      </Typography>
      {doc.sections.map((section) => (
        <Box key={section.title} component="section" sx={{ mb: 2 }}>
          <Typography variant="subtitle2" component="h4" gutterBottom>
            {section.title}
          </Typography>
          {section.paragraphs.map((p) => (
            <Typography key={p} variant="body2" component="p" sx={{ mb: 1 }}>
              {p}
            </Typography>
          ))}
        </Box>
      ))}
    </Box>
  );
}

/**
 * The terms of service dialog (docs/requirements.md §1, §2): modal, 670 px, persistent (no close button, Escape and
 * scrim do nothing). "Accept Terms and Conditions" is enabled once the terms were scrolled to the end
 * (the flag is set once), shows a loading state while the call runs, and the dialog closes only after
 * the acceptance succeeded (`onAccepted`); a failed call leaves it open.
 */
export function TermsDialog({ open, onAccepted }: { open: boolean; onAccepted: () => void }) {
  const { t } = useTranslation();
  const [readToEnd, setReadToEnd] = useState(false);
  const accept = useAcceptTerms(onAccepted);
  // Also checked when the text first renders: a very tall screen may show it whole without scrolling.
  const measure = useCallback((el: HTMLElement | null) => {
    if (el && el.scrollHeight > 0 && isScrolledToEnd(el)) setReadToEnd(true);
  }, []);
  const onScroll = (event: UIEvent<HTMLElement>) => {
    if (!readToEnd && isScrolledToEnd(event.currentTarget)) setReadToEnd(true);
  };
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
          {t('terms.intro')}
        </Typography>
        <Box
          ref={measure}
          onScroll={onScroll}
          tabIndex={0}
          role="region"
          aria-label={t('terms.textLabel')}
          sx={{ maxHeight: { xs: '45vh', md: 360 }, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
        >
          <TermsBody doc={termsPl(company)} lang="pl" />
          <Divider sx={{ my: 3 }} />
          <TermsBody doc={termsEn(company)} lang="en" />
        </Box>
        {!readToEnd ? (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
            {t('terms.scrollHint')}
          </Typography>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Link href={`mailto:${company.email}`}>{t('terms.contactUs')}</Link>
        <Button variant="contained" disabled={!readToEnd} loading={accept.isPending} onClick={() => accept.mutate()}>
          {t('terms.accept')}
        </Button>
      </DialogActions>
    </BaseDialog>
  );
}
