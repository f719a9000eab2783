import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { StaffEditGuard } from '@/components/staff-read-only/staff-edit-guard';
import { formatMoney, formatNumber } from '@/lib/format';
import { useBidSimulation, type BidSimulation } from '../api/insight';

interface BidSimulatorProps {
  accountId: string;
  campaignId: string;
  /** The max CPC now in the field, grosze (null while it does not parse): its row is added and marked. */
  typedMaxCpc: number | null;
  /** Puts a simulated bid (grosze) into the max CPC field. */
  onUse: (grosze: number) => void;
  /**
   * Simulates one keyword's bid in search auctions instead of the campaign's max CPC (the keyword endpoint,
   * docs/auction-insight.md "Keyword bids"); `typedMaxCpc` and `onUse` are then the keyword's bid field.
   */
  keywordId?: string | undefined;
  /** The keyword's text, named in the title (with `keywordId`). */
  keywordText?: string | undefined;
}

type Estimate = BidSimulation['estimates'][number];

/**
 * The bid simulator next to a campaign's max CPC field (docs/auction-insight.md "Bid simulator"): estimated
 * auctions won, clicks, cost and average CPC per day at bids around the current max CPC and at the one entered,
 * from the last 7 days of the products' auctions, with what actually happened at the current bid.
 */
export function BidSimulator({ accountId, campaignId, typedMaxCpc, onUse, keywordId, keywordText }: BidSimulatorProps) {
  const { t } = useTranslation();
  const base = useBidSimulation(accountId, campaignId, [], keywordId);
  const extra = typedMaxCpc !== null && base.data && !base.data.estimates.some((e) => e.bid === typedMaxCpc) ? [typedMaxCpc] : [];
  const typed = useBidSimulation(accountId, campaignId, extra, keywordId);
  const keyword = keywordId !== undefined;
  const data = base.data;
  if (!data) return null;
  // One row per bid (while the entered bid loads, its query may still show the previous answer).
  const byBid = new Map<number, Estimate>();
  for (const e of [...data.estimates, ...(extra.length > 0 && typed.data ? typed.data.estimates : [])]) byBid.set(e.bid, e);
  const rows = [...byBid.values()].sort((a, b) => a.bid - b.bid);
  const titleId = `bid-simulator-${campaignId}${keyword ? `-${keywordId}` : ''}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2, mt: 2 }}>
      <Typography id={titleId} variant="subtitle1" component="h3">
        {keyword ? t('simulator.keywordTitle', { keyword: keywordText ?? '' }) : t('simulator.title')}
      </Typography>
      {data.days === 0 ? (
        <Typography variant="body2">{t(keyword ? 'simulator.keywordNoData' : 'simulator.noData')}</Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            {t(keyword ? 'simulator.keywordIntro' : 'simulator.intro', { days: data.days })}
          </Typography>
          <Table size="small" aria-labelledby={titleId} sx={{ mt: 1 }}>
            <TableHead>
              <TableRow>
                <TableCell>{t(keyword ? 'simulator.keywordBid' : 'simulator.maxCpc')}</TableCell>
                <TableCell align="right">{t('simulator.auctionsWon')}</TableCell>
                <TableCell align="right">{t('simulator.clicks')}</TableCell>
                <TableCell align="right">{t('simulator.cost')}</TableCell>
                <TableCell align="right">{t('simulator.avgCpc')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((e) => (
                <TableRow key={e.bid} selected={e.bid === typedMaxCpc}>
                  <TableCell component="th" scope="row">
                    {formatMoney(e.bid)}
                    {e.bid === data.currentMaxCpc ? ` (${t('simulator.current')})` : e.bid === typedMaxCpc ? ` (${t('simulator.typed')})` : ''}
                  </TableCell>
                  <TableCell align="right">{formatNumber(e.auctionsWon)}</TableCell>
                  <TableCell align="right">{formatNumber(e.clicks)}</TableCell>
                  <TableCell align="right">
                    {formatMoney(e.cost)}
                    {e.budgetLimited ? ` (${t('simulator.budgetLimited')})` : ''}
                  </TableCell>
                  <TableCell align="right">{formatMoney(e.avgCpc)}</TableCell>
                  <TableCell align="right">
                    {e.bid !== typedMaxCpc ? (
                      <StaffEditGuard>
                        <Button size="small" onClick={() => onUse(e.bid)}>
                          {t('simulator.use', { bid: formatMoney(e.bid) })}
                        </Button>
                      </StaffEditGuard>
                    ) : null}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('simulator.actual', {
              won: formatNumber(data.actual.auctionsWon),
              clicks: formatNumber(data.actual.clicks),
              cost: formatMoney(data.actual.cost),
            })}
          </Typography>
        </>
      )}
    </Paper>
  );
}
