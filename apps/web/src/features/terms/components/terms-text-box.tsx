import { useCallback, useLayoutEffect, useRef, useState, type UIEvent } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import Markdown from 'react-markdown';
import { useTranslation } from 'react-i18next';

/** docs/requirements.md §9: a terms text counts as read once scrolled to within 30 px of its bottom. */
export const SCROLL_THRESHOLD_PX = 30;

/** True when `el` is scrolled to within {@link SCROLL_THRESHOLD_PX} of its bottom (or does not scroll). */
export function isScrolledToEnd(el: Pick<HTMLElement, 'scrollHeight' | 'scrollTop' | 'clientHeight'>): boolean {
  return el.scrollHeight - el.scrollTop - el.clientHeight <= SCROLL_THRESHOLD_PX;
}

/** A terms text (markdown; raw HTML skipped, so markdown is the only markup it can carry). */
export function TermsMarkdown({ text }: { text: string }) {
  return (
    <Box
      sx={{
        '& h1': { typography: 'h6', mt: 0 },
        '& h2': { typography: 'subtitle1', fontWeight: 600 },
        '& h3': { typography: 'subtitle2' },
        '& p': { typography: 'body2' },
      }}
    >
      <Markdown skipHtml>{text}</Markdown>
    </Box>
  );
}

/**
 * The terms text in a scrollable, focusable region labelled `label`; calls `onReadToEnd` once, when the
 * text is scrolled to within 30 px of its end (also checked when it first renders: a tall screen may show
 * it whole). Shows a progress indicator while `text` is undefined (nothing counts as read then).
 */
export function TermsTextBox({ text, label, onReadToEnd }: { text: string | undefined; label: string; onReadToEnd: () => void }) {
  const { t } = useTranslation();
  const [done, setDone] = useState(false);
  const reached = useCallback(() => {
    setDone(true);
    onReadToEnd();
  }, [onReadToEnd]);
  const box = useRef<HTMLElement>(null);
  // A layout effect, not a callback ref: the box's styles (its max height) must be in place before it is
  // measured, and with Preact (docs/web-performance.md) emotion inserts them after refs are set.
  useLayoutEffect(() => {
    const el = box.current;
    if (el && el.scrollHeight > 0 && isScrolledToEnd(el)) reached();
  }, [text, reached]);
  const onScroll = (event: UIEvent<HTMLElement>) => {
    if (!done && isScrolledToEnd(event.currentTarget)) reached();
  };
  if (text === undefined) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
        <CircularProgress aria-label={t('termsVersions.loading')} />
      </Box>
    );
  }
  return (
    <>
      <Box
        ref={box}
        onScroll={onScroll}
        tabIndex={0}
        role="region"
        aria-label={label}
        sx={{ maxHeight: { xs: '45vh', md: 360 }, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
      >
        <TermsMarkdown text={text} />
      </Box>
      {!done ? (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
          {t('terms.scrollHint')}
        </Typography>
      ) : null}
    </>
  );
}
