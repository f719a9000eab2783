import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, downloadFile, saveFile, unwrap } from '@/lib/api/client';
import type { QueryParams, ResponseBody } from '@/lib/api/types';

export type StaffInvoicePage = ResponseBody<'/api/marops/billing/invoices'>;
export type StaffInvoice = StaffInvoicePage['content'][number];
export type StaffInvoiceQuery = QueryParams<'/api/marops/billing/invoices'>;
export type LedgerClick = ResponseBody<'/api/marops/billing/clicks'>[number];
export type BillingClose = ResponseBody<'/api/marops/billing/closes'>[number];

export const staffBillingKeys = {
  all: ['staff-billing'] as const,
  invoices: (q: StaffInvoiceQuery) => [...staffBillingKeys.all, 'invoices', q] as const,
  closes: () => [...staffBillingKeys.all, 'closes'] as const,
  clicks: (accountId: string, month: string) => [...staffBillingKeys.all, 'clicks', accountId, month] as const,
};

/** GET /marops/billing/invoices with the URL's filters. */
export function useStaffInvoices(query: StaffInvoiceQuery) {
  return useQuery(
    queryOptions({
      queryKey: staffBillingKeys.invoices(query),
      queryFn: ({ signal }) => unwrap(api.GET('/api/marops/billing/invoices', { params: { query }, signal })),
      placeholderData: keepPreviousData,
    }),
  );
}

export function useBillingCloses() {
  return useQuery({
    queryKey: staffBillingKeys.closes(),
    queryFn: ({ signal }) => unwrap(api.GET('/api/marops/billing/closes', { signal })),
  });
}

/** GET /marops/billing/clicks — an account's ledger clicks of a month (only when both are chosen). */
export function useLedgerClicks(accountId: string, month: string) {
  return useQuery({
    queryKey: staffBillingKeys.clicks(accountId, month),
    queryFn: ({ signal }) => unwrap(api.GET('/api/marops/billing/clicks', { params: { query: { accountId, month } }, signal })),
    enabled: /^[0-9a-f-]{36}$/i.test(accountId) && /^\d{4}-\d{2}$/.test(month),
  });
}

function useBillingMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => void queryClient.invalidateQueries({ queryKey: staffBillingKeys.all }) });
}

export const useMarkPaid = () =>
  useBillingMutation((id: string) => unwrap(api.POST('/api/marops/billing/invoices/{id}/paid', { params: { path: { id } } })));
export const useRunClose = () =>
  useBillingMutation((period: string) => unwrap(api.POST('/api/marops/billing/closes/{period}/run', { params: { path: { period } } })));
export const useCreditClicks = () =>
  useBillingMutation((body: { clickIds: number[]; reason: string }) => unwrap(api.POST('/api/marops/billing/credits', { body })));

/** Downloads the KSeF UPO (the Ministry's receipt XML) of an accepted invoice (staff). */
export async function downloadStaffUpo(invoice: Pick<StaffInvoice, 'id' | 'number'>): Promise<void> {
  const blob = await downloadFile(`/api/marops/billing/invoices/${invoice.id}/upo`, { accept: 'application/xml' });
  saveFile(blob, `UPO-${invoice.number.replace(/\//g, '-')}.xml`);
}

/** Downloads any invoice as PDF (staff). */
export async function downloadStaffInvoice(invoice: Pick<StaffInvoice, 'id' | 'number'>): Promise<void> {
  const blob = await downloadFile(`/api/marops/billing/invoices/${invoice.id}/pdf`, { accept: 'application/pdf' });
  saveFile(blob, `${invoice.number.replace(/\//g, '-')}.pdf`);
}
