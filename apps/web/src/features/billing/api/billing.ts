import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, callOptions, downloadFile, saveFile, unwrap, unwrapWithVersion } from '@/lib/api/client';
import type { RequestBody, ResponseBody } from '@/lib/api/types';

export type BillingProfile = NonNullable<ResponseBody<'/api/billing/profile'>['profile']>;
export type BillingProfileInput = RequestBody<'/api/billing/profile', 'put'>;
export type BillingSummary = ResponseBody<'/api/billing/summary'>;
export type Invoice = ResponseBody<'/api/billing/invoices'>[number];

/** Query keys of the billing screen, per account. */
export const billingKeys = {
  all: ['billing'] as const,
  profile: (accountId: string) => [...billingKeys.all, accountId, 'profile'] as const,
  summary: (accountId: string) => [...billingKeys.all, accountId, 'summary'] as const,
  invoices: (accountId: string) => [...billingKeys.all, accountId, 'invoices'] as const,
};

/** GET /billing/profile with its version (ETag), or profile null until entered. */
export const billingProfileQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: billingKeys.profile(accountId),
    queryFn: ({ signal }) =>
      unwrapWithVersion(api.GET('/api/billing/profile', { signal })).then(({ data, version }) => ({ profile: data.profile, version })),
  });

export const billingSummaryQueryOptions = (accountId: string) =>
  queryOptions({ queryKey: billingKeys.summary(accountId), queryFn: ({ signal }) => unwrap(api.GET('/api/billing/summary', { signal })) });

export const invoicesQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: billingKeys.invoices(accountId),
    queryFn: ({ signal }) => unwrap(api.GET('/api/billing/invoices', { signal })),
  });

export const useBillingProfile = (accountId: string) => useQuery(billingProfileQueryOptions(accountId));
export const useBillingSummary = (accountId: string) => useQuery(billingSummaryQueryOptions(accountId));
export const useInvoices = (accountId: string) => useQuery(invoicesQueryOptions(accountId));

/** PUT /billing/profile with If-Match; ValidationException comes back with its field (TAX_ID…). */
export function useSaveBillingProfile(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, version }: { body: BillingProfileInput; version: string | null }) =>
      unwrapWithVersion(api.PUT('/api/billing/profile', { body, ...callOptions({ version }) })),
    meta: { silentErrors: true },
    onSuccess: ({ data, version }) => queryClient.setQueryData(billingKeys.profile(accountId), { profile: data, version }),
  });
}

/** Downloads an invoice (PDF or FA(3) XML) under its number, e.g. FV-2026-000001.pdf. */
export async function downloadInvoice(invoice: Pick<Invoice, 'id' | 'number'>, format: 'pdf' | 'xml'): Promise<void> {
  const blob = await downloadFile(`/api/billing/invoices/${invoice.id}/${format}`, {
    withAccount: true,
    accept: format === 'pdf' ? 'application/pdf' : 'application/xml',
  });
  saveFile(blob, `${invoice.number.replace(/\//g, '-')}.${format}`);
}

/** Downloads the per-click ledger of `month` (YYYY-MM) as CSV or XLSX. */
export async function downloadLedger(month: string, format: 'csv' | 'xlsx'): Promise<void> {
  const blob = await downloadFile('/api/billing/ledger', { withAccount: true, query: { month, format } });
  saveFile(blob, `ledger_${month}.${format}`);
}
