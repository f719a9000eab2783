import { useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/layout/page-state';
import { StaffEditGuard } from '@/components/staff-read-only/staff-edit-guard';
import { ApiError } from '@/lib/api/errors';
import { useCampaignRequirements, useKeywordRequirements } from '@/lib/config/services-config';
import { toast } from '@/lib/toast/toast-store';
import { useCampaignKeywords, useSaveCampaignKeywords } from '../api/keywords';
import type { KeywordSuggestion } from './keyword-suggestions';
import { toKeywordLists, type KeywordListsValue } from './keyword-values';
import type { KeywordBidAside } from './keyword-bid-field';
import { KeywordsEditor, keywordKey } from './keywords-editor';

type ListErrors = { keywords?: string | undefined; negativeKeywords?: string | undefined };

/**
 * The keyword card of the campaign edit screen (docs/search-placements.md "API"): the lists read with the campaign's
 * version (GET …/keywords), edited here and saved apart from the campaign's other fields with
 * PATCH …/keywords and `If-Match`. A stale version (412) is shown by the toast like every edit; a broken keyword
 * rule comes back with field KEYWORDS or NEGATIVE_KEYWORDS and is shown under its list.
 */
export function CampaignKeywordsCard({
  accountId,
  id,
  suggestions,
  bidAside,
}: {
  accountId: string;
  id: string;
  suggestions?: readonly KeywordSuggestion[] | undefined;
  /** Shown under each saved keyword's bid field (the keyword bid simulator); absent = no bid fields in the list. */
  bidAside?: KeywordBidAside | undefined;
}) {
  const { t } = useTranslation();
  const loaded = useCampaignKeywords(accountId, id);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="campaign-keywords-card" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h2" sx={{ mb: 2 }} id="campaign-keywords-card">
        {t('keywords.title')}
      </Typography>
      {loaded.data ? (
        <Lists
          key={loaded.data.version ?? ''}
          accountId={accountId}
          id={id}
          initial={toKeywordLists(loaded.data.data)}
          version={loaded.data.version ?? ''}
          suggestions={suggestions}
          ids={new Map(loaded.data.data.keywords.flatMap((k) => (k.id ? [[keywordKey(k), k.id] as const] : [])))}
          bidAside={bidAside}
        />
      ) : loaded.isPending ? (
        <PageLoader />
      ) : null}
    </Paper>
  );
}

function Lists({
  accountId,
  id,
  initial,
  version,
  suggestions,
  ids,
  bidAside,
}: {
  accountId: string;
  id: string;
  initial: KeywordListsValue;
  version: string;
  suggestions?: readonly KeywordSuggestion[] | undefined;
  /** Saved keywords' ids by `keywordKey`. */
  ids: ReadonlyMap<string, string>;
  bidAside?: KeywordBidAside | undefined;
}) {
  const { t } = useTranslation();
  const { requirements } = useCampaignRequirements();
  const keywordRequirements = useKeywordRequirements();
  const save = useSaveCampaignKeywords(accountId, id);
  const [value, setValue] = useState(initial);
  const [errors, setErrors] = useState<ListErrors>({});

  const onSave = async () => {
    setErrors({});
    try {
      await save.mutateAsync({ version, body: value });
      toast.success(t('keywords.saved'));
    } catch (error) {
      // The toast (mutation cache) shows every failure, e.g. 412's "The resource has been modified…".
      if (!(error instanceof ApiError)) return;
      const message = error.problem.detail ?? error.message;
      if (error.field === 'KEYWORDS') setErrors({ keywords: message });
      if (error.field === 'NEGATIVE_KEYWORDS') setErrors({ negativeKeywords: message });
    }
  };

  return (
    <Stack spacing={2}>
      <KeywordsEditor
        value={value}
        onChange={setValue}
        requirements={keywordRequirements}
        campaign={requirements}
        errors={errors}
        suggestions={suggestions}
        bids={bidAside ? { ids, aside: bidAside } : undefined}
      />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <StaffEditGuard>
          <Button variant="outlined" onClick={() => void onSave()} loading={save.isPending}>
            {t('keywords.save')}
          </Button>
        </StaffEditGuard>
      </Stack>
    </Stack>
  );
}
