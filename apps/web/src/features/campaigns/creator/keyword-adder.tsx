import type { KeyboardEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  KEYWORD_MATCH_TYPES,
  NEGATIVE_MATCH_TYPES,
  type CampaignRequirements,
  type KeywordMatchType,
  type KeywordRequirements,
} from '@ads/domain';
import { FormMoneyField } from '@/components/form/form-money-field';
import { FormSelect } from '@/components/form/form-select';
import { FormTextField } from '@/components/form/form-text-field';
import { StaffEditGuard } from '@/components/staff-read-only/staff-edit-guard';
import { parseMoneyInput } from '@/lib/format';
import { candidateIssues, keywordIssueText } from './keyword-issues';
import type { KeywordItem, NegativeKeywordItem } from './keyword-values';
import { KeywordSuggestions, type KeywordSuggestion } from './keyword-suggestions';

interface AdderValues {
  text: string;
  matchType: KeywordMatchType;
  bid: string;
}

interface KeywordAdderProps {
  /** The list the new keyword joins: keywords (with an optional bid) or negative keywords (EXACT or PHRASE). */
  negative: boolean;
  list: readonly (KeywordItem | NegativeKeywordItem)[];
  onAdd: (item: KeywordItem | NegativeKeywordItem) => void;
  requirements: KeywordRequirements;
  campaign: Pick<CampaignRequirements, 'maxCpc'>;
  /** Keyword suggestions shown under the input, each with its own "Add" (keywords only). */
  suggestions?: readonly KeywordSuggestion[] | undefined;
}

/**
 * The row that adds one keyword: text, match type and, for keywords, an optional bid in PLN (grosze once parsed).
 * The candidate is checked with the domain's keyword rules (keyword-limits.ts) against the list it joins; a broken
 * rule is shown at its field (the bid range at the bid, every other rule at the text).
 */
export function KeywordAdder({ negative, list, onAdd, requirements, campaign, suggestions }: KeywordAdderProps) {
  const { t } = useTranslation();
  const form = useForm<AdderValues>({ defaultValues: { text: '', matchType: negative ? 'PHRASE' : 'EXACT', bid: '' } });
  const types = negative ? NEGATIVE_MATCH_TYPES : KEYWORD_MATCH_TYPES;
  const field = negative ? 'NEGATIVE_KEYWORDS' : 'KEYWORDS';

  /** Checks and adds one keyword; false (with the message at its field) when a rule is broken. */
  const tryAdd = (values: AdderValues): boolean => {
    const bidText = values.bid.trim();
    const bid = negative || bidText === '' ? null : parseMoneyInput(bidText);
    if (!negative && bidText !== '' && (bid === null || bid < 0)) {
      form.setError('bid', { message: t('keywords.errors.money') });
      return false;
    }
    const item = negative
      ? { text: values.text, matchType: values.matchType as 'EXACT' | 'PHRASE' }
      : { text: values.text, matchType: values.matchType, bid };
    const [issue] = candidateIssues(list, item, field, requirements, campaign);
    if (issue) {
      form.setError(issue.code === 'KEYWORD_BID_RANGE' ? 'bid' : 'text', { message: keywordIssueText(issue, t) });
      return false;
    }
    onAdd({ ...item, text: item.text.trim() });
    return true;
  };

  const add = form.handleSubmit((values) => {
    if (tryAdd(values)) form.reset({ text: '', matchType: values.matchType, bid: '' });
  });
  // Enter adds the keyword instead of submitting the surrounding campaign form.
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    void add();
  };

  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <StaffEditGuard style={{ flex: '2 1 0', minWidth: 0, width: '100%' }}>
          <FormTextField
            control={form.control}
            name="text"
            label={t(negative ? 'keywords.negativeKeyword' : 'keywords.keyword')}
            fullWidth
            onKeyDown={onKeyDown}
            slotProps={{ htmlInput: { maxLength: requirements.maxLength * 2 } }}
          />
        </StaffEditGuard>
        <StaffEditGuard style={{ flex: '1 1 0', minWidth: 0, width: '100%' }}>
          <FormSelect
            control={form.control}
            name="matchType"
            label={t(negative ? 'keywords.negativeMatchType' : 'keywords.matchType')}
            fullWidth
            options={types.map((m) => ({ value: m, label: t(`keywords.match.${m}`) }))}
          />
        </StaffEditGuard>
        {negative ? null : (
          <StaffEditGuard style={{ flex: '1 1 0', minWidth: 0, width: '100%' }}>
            <FormMoneyField
              control={form.control}
              name="bid"
              label={t('keywords.bid')}
              helperText={t('keywords.bidHint')}
              fullWidth
              onKeyDown={onKeyDown}
            />
          </StaffEditGuard>
        )}
        <StaffEditGuard>
          <Button variant="outlined" onClick={() => void add()} sx={{ mt: 1, flexShrink: 0 }}>
            {t(negative ? 'keywords.addNegative' : 'keywords.add')}
          </Button>
        </StaffEditGuard>
      </Stack>
      {suggestions && suggestions.length > 0 ? (
        <KeywordSuggestions
          suggestions={suggestions}
          onAdd={(text) => {
            form.clearErrors();
            tryAdd({ text, matchType: form.getValues('matchType'), bid: '' });
          }}
        />
      ) : null}
    </Stack>
  );
}
