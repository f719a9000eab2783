import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { AppPagination } from '@/components/pagination/app-pagination';
import { Demo, ShowcasePage } from '../components/showcase-page';

export function PaginationPage() {
  const [pages, setPages] = useState({ page: 0, pageSize: 10 });
  return (
    <ShowcasePage
      title="Pagination"
      description="Pages of a list outside the DataGrid (product tiles, announcements). 0-based page and page size as the API uses them (default page 0, size 10); Polish texts from the theme; changing the size goes back to page 0."
      components={['AppPagination']}
      source="components/pagination/app-pagination.tsx"
      props={[
        { name: 'page / pageSize / total', type: 'number', description: '0-based page, size, all items.' },
        { name: 'onChange', type: '({ page, pageSize }) => void', description: 'Called on any change.' },
        { name: 'pageSizeOptions', type: 'number[]', description: 'Default 10, 25, 50, 100.' },
        { name: 'disabled', type: 'boolean', description: 'While loading.' },
      ]}
    >
      <Demo title="With values">
        <AppPagination page={pages.page} pageSize={pages.pageSize} total={137} onChange={setPages} />
        <Typography variant="body2" role="status">
          page={pages.page} pageSize={pages.pageSize}
        </Typography>
      </Demo>
      <Demo title="Empty and disabled">
        <AppPagination page={0} pageSize={10} total={0} onChange={() => undefined} />
        <AppPagination page={2} pageSize={25} total={300} onChange={() => undefined} disabled />
      </Demo>
    </ShowcasePage>
  );
}
