import { useMutation } from '@tanstack/react-query';
import { api, saveFile, unwrap } from '@/lib/api/client';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The file name of a `Content-Disposition: attachment; filename="…"` header (RFC 6266), or null. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const star = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // malformed percent-encoding: fall back to the plain filename parameter
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(disposition);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name ? name : null;
}

/**
 * GET /statistics/report — the campaign's statistics for dateBegin..dateEnd (Warsaw days) as an XLSX
 * workbook, with the file name the server gives in Content-Disposition.
 * @throws ApiError (docs/requirements.md §8 mapping) when the server refuses.
 */
export async function downloadReport(query: {
  campaignId: string;
  dateBegin: string;
  dateEnd: string;
}): Promise<{ blob: Blob; fileName: string }> {
  let response: Response | undefined;
  const blob = await unwrap(
    api.GET('/api/statistics/report', { params: { query }, parseAs: 'blob', headers: { Accept: XLSX } }).then((result) => {
      response = result.response;
      return result;
    }),
  );
  const fileName = fileNameOf(response?.headers.get('Content-Disposition') ?? null) ?? `report_${query.dateBegin}_${query.dateEnd}.xlsx`;
  return { blob, fileName };
}

/** "Download report": fetch the workbook, save it under the server's name. Errors go to the toast facade. */
export function useDownloadReport() {
  return useMutation({
    mutationFn: async (query: { campaignId: string; dateBegin: string; dateEnd: string }) => {
      const { blob, fileName } = await downloadReport(query);
      saveFile(blob, fileName);
      return fileName;
    },
  });
}
