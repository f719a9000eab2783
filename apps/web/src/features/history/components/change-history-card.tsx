import { Fragment, useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { formatDateTime, formatMoney } from '@/lib/format';
import type { history } from '@/lib/i18n/en/history';
import { toast } from '@/lib/toast/toast-store';
import { exportHistoryCsv, useHistory, type HistoryEntry, type HistoryOwner } from '../api/history';

/** Fields whose values are money in grosze. */
const MONEY_FIELDS = new Set(['maxCpc', 'dailyBudget', 'totalBudget', 'bid', 'maxBid']);

/** What a request did, in words (by its method and path); the raw action when none fits. */
type ActionKey = keyof (typeof history)['history']['actions'];
const ACTIONS: [RegExp, ActionKey][] = [
  [/^PATCH \/campaigns\/[^/]+$/, 'campaignChanged'],
  [/^\w+ \/campaigns\/[^/]+\/budget$/, 'budgetChanged'],
  [/^PUT \/campaigns\/user-status$/, 'statusChanged'],
  [/\/campaigns\/[^/]+\/(keywords|negative-keywords)/, 'keywordsChanged'],
  [/\/(campaign-inventories\/|campaigns\/[^/]+\/products)/, 'productsChanged'],
  [/^\w+ \/accounts\/[^/]+\/users/, 'membersChanged'],
  [/^POST \/campaigns\/[^/]+$/, 'campaignPublished'],
  [/^\w+ \/campaign-drafts/, 'draftSaved'],
];

function actionText(t: TFunction, action: string): string {
  const hit = ACTIONS.find(([re]) => re.test(action));
  return hit ? t(`history.actions.${hit[1]}`) : action;
}

/** A keyword as the audit log keeps it (keywords and negative keywords): text, match type, bid in grosze (null = the campaign's max CPC). */
type AuditedKeyword = { text: string; matchType: string; bid?: number | null };
const isKeyword = (v: unknown): v is AuditedKeyword =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as AuditedKeyword).text === 'string' &&
  typeof (v as AuditedKeyword).matchType === 'string';
/** "buty (EXACT) 2,50 zł"; a keyword without its own bid, or a negative keyword, without an amount. */
const keywordText = (k: AuditedKeyword) => `${k.text} (${k.matchType})${typeof k.bid === 'number' ? ` ${formatMoney(k.bid)}` : ''}`;

/** A value as people read it: money in złoty, none as "—", lists joined. */
function valueText(field: string, value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (MONEY_FIELDS.has(field) && typeof value === 'number') return formatMoney(value);
  if (Array.isArray(value))
    return value.map((v) => (isKeyword(v) ? keywordText(v) : typeof v === 'object' ? JSON.stringify(v) : String(v))).join(', ');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

const PAGE_SIZE = 10;

/**
 * "Change history" (docs/notifications.md "Change history"): the campaign's or the account's changes from
 * the audit log, newest first, one row per field with its value before and after, paged; "Export CSV"
 * downloads all of it.
 */
export function ChangeHistoryCard({ owner }: { owner: HistoryOwner }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const { data } = useHistory(owner, page, PAGE_SIZE);
  const who = (e: HistoryEntry) => (e.byStaff ? t('history.staff') : (e.actorEmail ?? t('history.unknownUser')));
  const titleId = `change-history-${owner.kind}`;
  const exportCsv = () => void exportHistoryCsv(owner).catch(() => toast.error(t('history.exportFailed')));
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', mb: 1, gap: 1, flexWrap: 'wrap' }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {t('history.title')}
          </Typography>
          <Button variant="outlined" size="small" startIcon={<DownloadIcon />} onClick={exportCsv}>
            {t('history.exportCsv')}
          </Button>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('history.intro')}
        </Typography>
        {data && data.content.length === 0 ? <Typography>{t('history.empty')}</Typography> : null}
        {data && data.content.length > 0 ? (
          <>
            <Table size="small" aria-labelledby={titleId}>
              <TableHead>
                <TableRow>
                  {(['when', 'who', 'change', 'before', 'after'] as const).map((c) => (
                    <TableCell key={c} component="th" scope="col">
                      {t(`history.${c}`)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {data.content.map((e) => (
                  <Fragment key={e.id}>
                    {(e.changes.length ? e.changes : [null]).map((c, i) => (
                      <TableRow key={`${e.id}-${c?.field ?? 'action'}`}>
                        <TableCell>{i === 0 ? formatDateTime(e.at) : ''}</TableCell>
                        <TableCell>{i === 0 ? who(e) : ''}</TableCell>
                        <TableCell>{c ? t(`history.fields.${c.field}`, { defaultValue: c.field }) : actionText(t, e.action)}</TableCell>
                        <TableCell>{c ? valueText(c.field, c.before) : ''}</TableCell>
                        <TableCell>{c ? valueText(c.field, c.after) : ''}</TableCell>
                      </TableRow>
                    ))}
                  </Fragment>
                ))}
              </TableBody>
            </Table>
            <TablePagination
              component="div"
              count={data.totalElements}
              page={page}
              rowsPerPage={PAGE_SIZE}
              rowsPerPageOptions={[]}
              onPageChange={(_e, p) => setPage(p)}
            />
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
