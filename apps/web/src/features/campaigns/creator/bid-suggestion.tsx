import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber } from '@/lib/format';
import { useBidSuggestion } from '../api/get-suggestions';
import { StaffEditGuard } from '@/components/staff-read-only/staff-edit-guard';

interface BidSuggestionProps {
  accountId: string;
  owner: 'campaign' | 'draft';
  /** The campaign or saved draft; null (an unsaved new campaign) shows nothing. */
  id: string | null;
  /** Puts the suggested max CPC (grosze) into the field. */
  onUse: (grosze: number) => void;
}

/** The max CPC suggestion shown next to the max CPC field, with the data it rests on. */
export function BidSuggestionHint({ accountId, owner, id, onUse }: BidSuggestionProps) {
  const { t } = useTranslation();
  const { data } = useBidSuggestion(accountId, owner, id);
  if (!data) return null;
  const { maxCpc, basis } = data;
  return (
    <Alert
      severity="info"
      variant="outlined"
      role="note"
      aria-label={t('creator.useSuggestion')}
      action={
        <StaffEditGuard>
          <Button color="inherit" size="small" onClick={() => onUse(maxCpc.suggested)}>
            {t('creator.useSuggestion')}
          </Button>
        </StaffEditGuard>
      }
    >
      {t('creator.suggestion', {
        suggested: formatMoney(maxCpc.suggested),
        min: formatMoney(maxCpc.min),
        max: formatMoney(maxCpc.max),
        median: formatMoney(maxCpc.median),
      })}
      <br />
      {t('creator.suggestionBasis', {
        auctions: formatNumber(basis.auctions),
        categories: formatNumber(basis.categories),
        days: formatNumber(basis.days),
      })}
    </Alert>
  );
}
