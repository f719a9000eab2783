import { useState, type ReactNode } from 'react';
import Stack, { type StackProps } from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AppButton } from '@/components/button/app-button';
import { withListParams } from '../stores-params';

/**
 * The search form above a stores list: a text field whose value goes to the URL's `search` on submit
 * (back to the first page), any other filters (`children`), then the search button.
 */
export function ListSearchForm({
  label,
  searchLabel,
  initial,
  direction,
  children,
}: {
  /** The form's accessible name. */
  label: string;
  searchLabel: string;
  /** The search in the URL when the screen opened. */
  initial: string;
  direction: StackProps['direction'];
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  const [text, setText] = useState(initial);
  return (
    <Stack
      component="form"
      role="search"
      aria-label={label}
      direction={direction}
      spacing={2}
      onSubmit={(e) => {
        e.preventDefault();
        setParams((prev) => withListParams(prev, { search: text.trim() }));
      }}
    >
      <TextField size="small" label={searchLabel} value={text} onChange={(e) => setText(e.target.value)} sx={{ minWidth: 280 }} />
      {children}
      <AppButton kind="secondary" type="submit">
        {t('stores.searchButton')}
      </AppButton>
    </Stack>
  );
}
