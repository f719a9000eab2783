import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeKeyword, type CampaignRequirements, type KeywordRequirements } from '@ads/domain';
import { StaffEditGuard } from '@/components/staff-read-only/staff-edit-guard';
import { formatMoney } from '@/lib/format';
import { KeywordAdder } from './keyword-adder';
import { KeywordBidField, type KeywordBidAside } from './keyword-bid-field';
import type { KeywordSuggestion } from './keyword-suggestions';
import type { KeywordItem, KeywordListsValue, NegativeKeywordItem } from './keyword-values';

interface KeywordsEditorProps {
  value: KeywordListsValue;
  onChange: (next: KeywordListsValue) => void;
  requirements: KeywordRequirements;
  campaign: Pick<CampaignRequirements, 'maxCpc'>;
  /** Messages for a whole list (a server field error, a rule broken by the saved list). */
  errors?: { keywords?: string | undefined; negativeKeywords?: string | undefined };
  suggestions?: readonly KeywordSuggestion[] | undefined;
  /**
   * Saved keywords' ids by {@link keywordKey} and what to show under their bid fields (the edit screen's keyword
   * bid simulator): with both, every saved keyword gets its bid field in the list.
   */
  bids?: { ids: ReadonlyMap<string, string>; aside: KeywordBidAside } | undefined;
}

/** The key of a keyword in a list: its normalised text and match type (a campaign keyword's identity). */
export const keywordKey = (k: { text: string; matchType: string }) => `${normalizeKeyword(k.text)}|${k.matchType}`;

/**
 * Search keywords and negative keywords of a draft or a campaign (docs/search-placements.md): an add row for each
 * list and the list with a remove button per keyword. Controlled: the creator keeps the lists in its form (saved
 * with the draft), the edit screen in its keyword card (PATCH …/keywords). Suggestions already on the list are hidden.
 */
export function KeywordsEditor({ value, onChange, requirements, campaign, errors = {}, suggestions, bids }: KeywordsEditorProps) {
  const { t } = useTranslation();
  const taken = new Set(value.keywords.map((k) => normalizeKeyword(k.text)));
  const fresh = suggestions?.filter((s) => !taken.has(normalizeKeyword(s.text)));
  const matchLabel = (m: string) => t(`keywords.match.${m as 'EXACT'}`);
  const setBid = (i: number, bid: number | null) => onChange({ ...value, keywords: value.keywords.map((k, j) => (j === i ? { ...k, bid } : k)) });
  const bidField = (k: KeywordItem, i: number): ReactNode => {
    const id = bids?.ids.get(keywordKey(k));
    if (!bids || id === undefined) return undefined;
    return <KeywordBidField keywordId={id} text={k.text} bid={k.bid} onBid={(bid) => setBid(i, bid)} aside={bids.aside} />;
  };
  return (
    <Stack spacing={3}>
      <Stack spacing={1} component="section" aria-labelledby="keywords-title">
        <Typography variant="subtitle1" component="h3" id="keywords-title">
          {t('keywords.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('keywords.hint')}
        </Typography>
        <KeywordAdder
          negative={false}
          list={value.keywords}
          requirements={requirements}
          campaign={campaign}
          suggestions={fresh}
          onAdd={(k) => onChange({ ...value, keywords: [...value.keywords, k as KeywordItem] })}
        />
        {errors.keywords ? (
          <FormHelperText error role="alert">
            {errors.keywords}
          </FormHelperText>
        ) : null}
        <ItemList
          label={t('keywords.list')}
          empty={t('keywords.none')}
          items={value.keywords.map((k, i) => ({
            key: keywordKey(k),
            extra: bidField(k, i),
            text: k.text,
            detail: `${matchLabel(k.matchType)} · ${k.bid === null ? t('keywords.maxCpcBid') : formatMoney(k.bid)}`,
            removeLabel: t('keywords.remove', { text: k.text, matchType: matchLabel(k.matchType) }),
          }))}
          onRemove={(i) => onChange({ ...value, keywords: value.keywords.filter((_, j) => j !== i) })}
        />
      </Stack>
      <Stack spacing={1} component="section" aria-labelledby="negative-keywords-title">
        <Typography variant="subtitle1" component="h3" id="negative-keywords-title">
          {t('keywords.negativeTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('keywords.negativeHint')}
        </Typography>
        <KeywordAdder
          negative
          list={value.negativeKeywords}
          requirements={requirements}
          campaign={campaign}
          onAdd={(k) => onChange({ ...value, negativeKeywords: [...value.negativeKeywords, k as NegativeKeywordItem] })}
        />
        {errors.negativeKeywords ? (
          <FormHelperText error role="alert">
            {errors.negativeKeywords}
          </FormHelperText>
        ) : null}
        <ItemList
          label={t('keywords.negativeList')}
          empty={t('keywords.noneNegative')}
          items={value.negativeKeywords.map((k) => ({
            text: k.text,
            detail: matchLabel(k.matchType),
            removeLabel: t('keywords.removeNegative', { text: k.text, matchType: matchLabel(k.matchType) }),
          }))}
          onRemove={(i) => onChange({ ...value, negativeKeywords: value.negativeKeywords.filter((_, j) => j !== i) })}
        />
      </Stack>
    </Stack>
  );
}

function ItemList({
  label,
  empty,
  items,
  onRemove,
}: {
  label: string;
  empty: string;
  items: readonly { text: string; detail: string; removeLabel: string; key?: string; extra?: ReactNode }[];
  onRemove: (index: number) => void;
}) {
  if (items.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {empty}
      </Typography>
    );
  return (
    <List dense aria-label={label}>
      {items.map((item, i) => (
        <ListItem
          key={item.key ?? `${i}-${item.text}`}
          divider
          secondaryAction={
            <StaffEditGuard>
              <IconButton edge="end" aria-label={item.removeLabel} onClick={() => onRemove(i)}>
                <DeleteOutlineIcon />
              </IconButton>
            </StaffEditGuard>
          }
        >
          {item.extra ? (
            <Stack sx={{ flex: 1 }}>
              <ListItemText primary={item.text} secondary={item.detail} />
              {item.extra}
            </Stack>
          ) : (
            <ListItemText primary={item.text} secondary={item.detail} />
          )}
        </ListItem>
      ))}
    </List>
  );
}
