import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ComplaintDetails } from '@/components/complaint/complaint-details';
import { PageLoader } from '@/components/layout/page-state';
import { AppPagination } from '@/components/pagination/app-pagination';
import { useUrlParams } from '@/lib/navigation/url-params';
import { useComplaints } from '../api/complaints';

const SIZE = 10;

/**
 * The account's complaints, newest first (docs/complaints.md): each with its status, due date and the answer once
 * given. The page is in the URL (`?page=`).
 */
export function ComplaintsList({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const [params, update] = useUrlParams();
  const page = Math.max(0, Number(params.get('page') ?? 0) || 0);
  const { data, isPending } = useComplaints(accountId, page, SIZE);
  if (isPending) return <PageLoader />;
  if (!data || data.content.length === 0) return <Typography>{t('complaints.empty')}</Typography>;
  return (
    <Stack spacing={2} component="section" aria-label={t('complaints.title')}>
      {data.content.map((c) => (
        <ComplaintDetails key={c.id} complaint={c} />
      ))}
      {data.totalPages > 1 ? (
        <AppPagination
          page={page}
          pageSize={SIZE}
          pageSizeOptions={[SIZE]}
          total={data.totalElements}
          onChange={(next) => update({ page: String(next.page) }, false)}
        />
      ) : null}
    </Stack>
  );
}
