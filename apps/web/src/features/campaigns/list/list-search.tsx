import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField } from '@/components/filters/search-field';

const DEBOUNCE_MS = 300;

/** Campaign search box; the URL (`q`) follows it after a pause in typing. */
export function ListSearch({ value, onChange }: { value: string; onChange: (q: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  // The latest callback, so that a parent re-render (new function) does not restart the pause.
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = window.setTimeout(() => onChangeRef.current(text.trim()), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, value]);
  return (
    <SearchField label={t('campaigns.search')} value={text} onChange={(e) => setText(e.target.value)} sx={{ maxWidth: { sm: 360 } }} />
  );
}
