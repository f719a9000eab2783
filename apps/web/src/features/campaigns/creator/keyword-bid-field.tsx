import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { Grosze } from '@ads/domain';
import { StaffEditGuard } from '@/components/staff-read-only/staff-edit-guard';
import { formatMoneyInput, parseMoneyInput } from '@/lib/format';

/**
 * What the edit route may show under a saved keyword's bid field (the keyword bid simulator of another feature,
 * docs/auction-insight.md "Keyword bids"): the keyword's id and text, the bid in the field (grosze; null while
 * empty or not a number) and a setter that puts a bid (grosze) into the field.
 */
export type KeywordBidAside = (field: {
  keywordId: string;
  text: string;
  bid: Grosze | null;
  setBid: (grosze: Grosze) => void;
}) => ReactNode;

interface KeywordBidFieldProps {
  keywordId: string;
  text: string;
  /** The keyword's bid in the list, grosze; null = the campaign's max CPC. */
  bid: Grosze | null;
  /** Sets the keyword's bid in the list (null = the campaign's max CPC); saved with the keyword lists. */
  onBid: (bid: Grosze | null) => void;
  aside: KeywordBidAside;
}

/**
 * A saved keyword's bid, edited in place on the campaign edit screen: a "Bid and simulator" button opens a PLN
 * field (empty = the campaign's max CPC) with `aside` under it. The bid joins the keyword list, which the card
 * saves with PATCH …/keywords; text that is not an amount is shown as an error and leaves the list alone.
 */
export function KeywordBidField({ keywordId, text, bid, onBid, aside }: KeywordBidFieldProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState(formatMoneyInput(bid));
  const trimmed = input.trim();
  const parsed = trimmed === '' ? null : parseMoneyInput(trimmed);
  const invalid = trimmed !== '' && (parsed === null || parsed <= 0);
  const fieldId = `keyword-bid-${keywordId}`;

  const change = (next: string) => {
    setInput(next);
    const value = next.trim() === '' ? null : parseMoneyInput(next.trim());
    if (next.trim() === '' || (value !== null && value > 0)) onBid(value);
  };

  return (
    <Stack spacing={1} sx={{ mt: 0.5 }}>
      <div>
        <Button size="small" aria-expanded={open} aria-controls={open ? fieldId : undefined} onClick={() => setOpen(!open)}>
          {t('keywords.bidSimulator', { text })}
        </Button>
      </div>
      {open ? (
        <Stack spacing={1} id={fieldId}>
          <StaffEditGuard>
            <TextField
              size="small"
              label={t('keywords.bidOf', { text })}
              value={input}
              onChange={(e) => change(e.target.value)}
              error={invalid}
              helperText={invalid ? t('keywords.errors.money') : t('keywords.bidHint')}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              sx={{ maxWidth: 280 }}
            />
          </StaffEditGuard>
          {aside({
            keywordId,
            text,
            bid: invalid ? null : parsed,
            setBid: (grosze) => change(formatMoneyInput(grosze)),
          })}
        </Stack>
      ) : null}
    </Stack>
  );
}
