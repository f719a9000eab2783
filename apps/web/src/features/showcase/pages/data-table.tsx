import type { GridColDef } from '@mui/x-data-grid';
import { AppDataGrid } from '@/components/data-grid/data-grid';
import { StatusLabel, type CampaignStatus } from '@/components/status-label/status-label';
import { formatMoney, formatNumber, formatPercent } from '@/lib/format';
import { Demo, ShowcasePage } from '../components/showcase-page';

interface Row {
  id: string;
  name: string;
  status: CampaignStatus;
  clicks: number;
  ctr: number;
  cost: number;
}

const STATUSES: CampaignStatus[] = ['RUNNING', 'PAUSED', 'SCHEDULED', 'OUT_OF_DAILY_BUDGET', 'ENDED'];
const ROWS: Row[] = Array.from({ length: 23 }, (_, i) => ({
  id: `c-${i + 1}`,
  name: `Campaign ${i + 1}`,
  status: STATUSES[i % STATUSES.length] ?? 'RUNNING',
  clicks: 40 * (i + 3),
  ctr: 0.01 + i / 1000,
  cost: 12345 * (i + 1),
}));

const COLUMNS: GridColDef<Row>[] = [
  { field: 'name', headerName: 'Campaign name', flex: 1, minWidth: 160 },
  { field: 'status', headerName: 'Status', width: 180, renderCell: ({ row }) => <StatusLabel status={row.status} /> },
  { field: 'clicks', headerName: 'Clicks', type: 'number', width: 110, valueFormatter: (v: number) => formatNumber(v) },
  { field: 'ctr', headerName: 'CTR', type: 'number', width: 110, valueFormatter: (v: number) => formatPercent(v) },
  { field: 'cost', headerName: 'Cost', type: 'number', width: 140, valueFormatter: (v: number) => formatMoney(v) },
];

export function DataTablePage() {
  return (
    <ShowcasePage
      title="Data table"
      description="The one DataGrid wrapper: Polish texts from the theme, product-wide defaults (no selection on click, no column menu, page sizes 10/25/50/100). Every grid needs an accessible name. Values are formatted with lib/format."
      components={['AppDataGrid', 'PAGE_SIZE_OPTIONS']}
      source="components/data-grid/data-grid.tsx"
      props={[
        { name: 'aria-label', type: 'string', description: 'Required accessible name.' },
        { name: 'rows / columns', type: 'R[] / GridColDef<R>[]', description: 'Data and columns.' },
        { name: 'loading', type: 'boolean', description: 'Loading overlay.' },
        { name: 'checkboxSelection / paginationModel / …', type: 'DataGridProps<R>', description: 'Any DataGrid prop.' },
      ]}
    >
      <Demo title="With values, paginated, selectable">
        <AppDataGrid
          aria-label="Campaigns (sample)"
          rows={ROWS}
          columns={COLUMNS}
          checkboxSelection
          initialState={{ pagination: { paginationModel: { pageSize: 10, page: 0 } } }}
          autoHeight
        />
      </Demo>
      <Demo title="Loading">
        <AppDataGrid aria-label="Campaigns (loading)" rows={[]} columns={COLUMNS} loading autoHeight />
      </Demo>
      <Demo title="Empty">
        <AppDataGrid aria-label="Campaigns (empty)" rows={[]} columns={COLUMNS} autoHeight />
      </Demo>
    </ShowcasePage>
  );
}
