import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, downloadFile, saveFile, unwrap } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { campaignKeys } from './keys';

export type BulksheetResult = ResponseBody<'/api/campaign-bulksheets/dry-run', 'post'>;
export type BulksheetChange = BulksheetResult['changes'][number];
export type BulksheetRowError = BulksheetResult['errors'][number];
export type BulksheetFormat = 'xlsx' | 'csv';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** GET /campaign-bulksheets?format — saves the account's bulksheet as `campaigns-<day>.<format>`. @throws ApiError. */
export async function downloadBulksheet(format: BulksheetFormat, day: string): Promise<void> {
  const blob = await downloadFile('/api/campaign-bulksheets', {
    query: { format },
    withAccount: true,
    accept: format === 'xlsx' ? XLSX_TYPE : 'text/csv',
  });
  saveFile(blob, `campaigns-${day}.${format}`);
}

/** The file's bytes through FileReader (jsdom's File has no arrayBuffer()). */
function readBytes(file: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('The file cannot be read.'));
    reader.readAsArrayBuffer(file);
  });
}

/**
 * POST /campaign-bulksheets/dry-run or /apply with the file's bytes (the server tells CSV from XLSX by content;
 * at most 5 MB and 10,000 rows). An apply that went through refreshes the campaign lists and details.
 */
export function useUploadBulksheet(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, step }: { file: File; step: 'dry-run' | 'apply' }): Promise<BulksheetResult> => {
      const body = await readBytes(file);
      const init = { body, bodySerializer: (b: unknown) => b as ArrayBuffer, headers: { 'content-type': 'application/octet-stream' } };
      return unwrap(
        step === 'apply' ? api.POST('/api/campaign-bulksheets/apply', init) : api.POST('/api/campaign-bulksheets/dry-run', init),
      );
    },
    onSuccess: (result) => (result.applied ? queryClient.invalidateQueries({ queryKey: campaignKeys.all(accountId) }) : undefined),
  });
}
