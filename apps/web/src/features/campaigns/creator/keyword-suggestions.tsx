import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { StaffEditGuard } from '@/components/staff-read-only/staff-edit-guard';
import { formatNumber } from '@/lib/format';

/**
 * A suggested keyword: its text, where it comes from, and how often it was seen there: in how many of the campaign's
 * products ('catalogue') or in how many searches shown ('searches').
 */
export interface KeywordSuggestion {
  text: string;
  source: 'catalogue' | 'searches';
  count: number;
}

/** One text suggested by one or both sources, in the order first given, with each source's count. */
function byText(
  suggestions: readonly KeywordSuggestion[],
): { text: string; counts: Partial<Record<KeywordSuggestion['source'], number>> }[] {
  const merged = new Map<string, Partial<Record<KeywordSuggestion['source'], number>>>();
  for (const s of suggestions) merged.set(s.text, { ...merged.get(s.text), [s.source]: s.count });
  return [...merged].map(([text, counts]) => ({ text, counts }));
}

/**
 * Suggested keywords under the keyword input, each with its own "Add" button and how often it was seen: in products,
 * in searches, or both when both sources give it (docs/search-placements.md "Suggestions").
 */
export function KeywordSuggestions({ suggestions, onAdd }: { suggestions: readonly KeywordSuggestion[]; onAdd: (text: string) => void }) {
  const { t } = useTranslation();
  const seen = (counts: Partial<Record<KeywordSuggestion['source'], number>>) =>
    [
      counts.catalogue === undefined ? null : t('keywords.suggestionCount', { count: formatNumber(counts.catalogue) }),
      counts.searches === undefined ? null : t('keywords.suggestionSearches', { count: formatNumber(counts.searches) }),
    ]
      .filter((part) => part !== null)
      .join(' · ');
  return (
    <Stack component="section" aria-labelledby="keyword-suggestions-title" spacing={1}>
      <Typography variant="subtitle2" component="h4" id="keyword-suggestions-title">
        {t('keywords.suggestions')}
      </Typography>
      <Stack component="ul" direction="row" sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
        {byText(suggestions).map((s) => (
          <Stack
            component="li"
            key={s.text}
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 1, pl: 1 }}
          >
            <Typography variant="body2">{s.text}</Typography>
            <Typography variant="caption" color="text.secondary">
              {seen(s.counts)}
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
