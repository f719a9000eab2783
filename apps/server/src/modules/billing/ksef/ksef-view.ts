import type { KsefState, KsefSubmissionRow } from './ksef.repository';

/** An invoice's KSeF state as staff see it; OFF = never queued while KSeF is off (docs/ksef.md "States"). */
export type KsefStatusView = 'OFF' | KsefState;

/** The KSeF part of a staff invoice (docs/ksef.md "Screens"). */
export interface KsefView {
  status: KsefStatusView;
  ksefNumber: string | null;
  /** The Ministry's processing status code (200, or 4xx of a rejection) and its texts. */
  statusCode: number | null;
  statusDescription: string | null;
  statusDetails: string[];
  sessionReference: string | null;
  invoiceReference: string | null;
  sentAt: string | null;
  decidedAt: string | null;
  /** Whether the UPO is stored (GET /api/marops/billing/invoices/{id}/upo). */
  upo: boolean;
  attempts: number;
  lastError: string | null;
}

type Row = Omit<KsefSubmissionRow, 'upo'> & { hasUpo: boolean };

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/**
 * The KSeF view of an invoice from its submission row. Without a row: OFF while KSeF is off, else
 * NOT_SENT (issued before KSeF was switched on; not sent automatically).
 */
export function ksefView(row: Row | undefined, enabled: boolean): KsefView {
  if (!row)
    return {
      status: enabled ? 'NOT_SENT' : 'OFF',
      ksefNumber: null,
      statusCode: null,
      statusDescription: null,
      statusDetails: [],
      sessionReference: null,
      invoiceReference: null,
      sentAt: null,
      decidedAt: null,
      upo: false,
      attempts: 0,
      lastError: null,
    };
  return {
    status: row.status as KsefState,
    ksefNumber: row.ksefNumber,
    statusCode: row.statusCode,
    statusDescription: row.statusDescription,
    statusDetails: Array.isArray(row.statusDetails) ? row.statusDetails.map(String) : [],
    sessionReference: row.sessionReference,
    invoiceReference: row.invoiceReference,
    sentAt: iso(row.sentAt),
    decidedAt: iso(row.decidedAt),
    upo: row.hasUpo,
    attempts: row.attempts,
    lastError: row.lastError,
  };
}
