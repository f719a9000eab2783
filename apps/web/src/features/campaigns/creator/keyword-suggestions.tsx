import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { StaffEditGuard } from '@/components/staff-read-only/staff-edit-guard';
import { formatNumber } from '@/lib/format';

/** A suggested keyword: its text and in how many of the campaign's products (or searches) it was seen. */
export interface KeywordSuggestion {
  text: string;
  count: number;
}

/** Suggested keywords under the keyword input, each with its own "Add" button (docs/search-placements.md "Suggestions"). */
export function KeywordSuggestions({ suggestions, onAdd }: { suggestions: readonly KeywordSuggestion[]; onAdd: (text: string) => void }) {
  const { t } = useTranslation();
  return (
    <Stack component="section" aria-labelledby="keyword-suggestions-title" spacing={1}>
      <Typography variant="subtitle2" component="h4" id="keyword-suggestions-title">
        {t('keywords.suggestions')}
      </Typography>
      <Stack component="ul" direction="row" sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
        {suggestions.map((s) => (
          <Stack
            component="li"
            key={s.text}
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 1, pl: 1 }}
          >
            <Typography variant="body2">{s.text}</Typography>
            <Typography variant="caption" color="text.secondary">
              {t('keywords.suggestionCount', { count: formatNumber(s.count) })}
            </Typography>
            <StaffEditGuard>
              <Button size="small" aria-label={t('keywords.addSuggestion', { text: s.text })} onClick={() => onAdd(s.text)}>
                {t('keywords.addShort')}
              </Button>
            </StaffEditGuard>
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
