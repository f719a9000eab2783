import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutlined';
import BlockIcon from '@mui/icons-material/Block';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { HIDDEN_SEARCH_TERM } from '@ads/domain';
import { AppDataGrid } from '@/components/data-grid/data-grid';
import type { StatisticsRow } from '../api/get-statistics';
import { metricColumns } from './metric-columns';

/** What a row's actions add the term as (the campaigns feature does it; the route passes the callback). */
export type SearchTermTarget = 'keyword' | 'negative';

export interface SearchTermActions {
  onAdd: (term: string, target: SearchTermTarget) => void;
  /** The term being added, its buttons disabled meanwhile. */
  pendingTerm?: string | null;
}

/**
 * Statistics by search term of the campaign's search auctions (docs/search-placements.md "Search-term report"),
 * sortable by every column and paged in the browser; with `actions`, each term can be added as an exact-match
 * keyword or negative keyword. A hidden term (domain HIDDEN_SEARCH_TERM) shows a label and no actions.
 */
export function SearchTermsTable({
  rows,
  loading,
  actions,
}: {
  rows: readonly StatisticsRow[];
  loading: boolean;
  actions?: SearchTermActions;
}) {
  const { t } = useTranslation();
  const columns: GridColDef<StatisticsRow>[] = [
    {
      field: 'searchTerm',
      headerName: t('searchTerms.term'),
      flex: 1,
      minWidth: 220,
      valueFormatter: (value: string | null) => (value === HIDDEN_SEARCH_TERM ? t('searchTerms.hidden') : (value ?? '—')),
    },
    ...metricColumns(t),
    ...(actions
      ? [
          {
            field: 'actions',
            headerName: t('searchTerms.actions'),
            sortable: false,
            minWidth: 110,
            renderCell: ({ row }: { row: StatisticsRow }) => {
              const term = row.searchTerm;
              if (!term || term === HIDDEN_SEARCH_TERM) return null;
              const busy = actions.pendingTerm === term;
              return (
                <Stack direction="row" sx={{ alignItems: 'center', height: '100%' }}>
                  <Tooltip title={t('searchTerms.addKeyword')}>
                    <span>
                      <IconButton
                        size="small"
                        aria-label={t('searchTerms.addKeywordFor', { term })}
                        disabled={busy}
                        onClick={() => actions.onAdd(term, 'keyword')}
                      >
                        <AddCircleOutlineIcon fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                  <Tooltip title={t('searchTerms.addNegative')}>
                    <span>
                      <IconButton
                        size="small"
                        aria-label={t('searchTerms.addNegativeFor', { term })}
                        disabled={busy}
                        onClick={() => actions.onAdd(term, 'negative')}
                      >
                        <BlockIcon fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                </Stack>
              );
            },
          } satisfies GridColDef<StatisticsRow>,
        ]
      : []),
  ];
  return (
    <AppDataGrid<StatisticsRow>
      aria-label={t('searchTerms.title')}
      rows={rows}
      columns={columns}
      getRowId={(row) => row.searchTerm ?? '—'}
      loading={loading}
      initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
    />
  );
}
