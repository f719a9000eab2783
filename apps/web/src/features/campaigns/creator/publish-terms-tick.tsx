import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';

/**
 * The terms tick of the review step (docs/requirements.md §5: the terms are ticked when ordering; docs/terms.md):
 * "I accept the Terms and Conditions (version N) for this order", with a link reading that version in a new tab.
 * `error`: shown when publishing was tried without the tick.
 */
export function PublishTermsTick({
  version,
  checked,
  onChange,
  error,
}: {
  version: number | null | undefined;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error: boolean;
}) {
  const { t } = useTranslation();
  if (typeof version !== 'number') return null;
  return (
    <FormControl error={error} sx={{ mt: 2 }}>
      <FormControlLabel
        control={
          <Checkbox
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': error ? 'publish-terms-error' : undefined } }}
          />
        }
        label={t('termsVersions.publishTick', { version })}
      />
      <Link href={`/terms/${version}`} target="_blank" rel="noopener" sx={{ ml: 4 }}>
        {t('termsVersions.readLink')}
      </Link>
      {error ? <FormHelperText id="publish-terms-error">{t('termsVersions.publishTickRequired')}</FormHelperText> : null}
    </FormControl>
  );
}
