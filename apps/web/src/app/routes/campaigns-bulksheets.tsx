import { useParams } from 'react-router';
import { BulksheetsPanel } from '@/features/campaigns';

/**
 * …/campaigns/list/bulksheets — download and upload bulksheets (docs/bulksheets.md). A module of its own, so that
 * the bulksheet code stays out of the campaigns list's first screen (docs/web-performance.md).
 */
export function BulksheetsTab() {
  const accountId = useParams().accountId ?? '';
  return <BulksheetsPanel accountId={accountId} />;
}
