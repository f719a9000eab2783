import { stringify } from 'csv-stringify/sync';
import type { AuditFieldChange } from '@ads/db';
import { groszeToDecimalString } from '@ads/domain';
import { requireAccount, type Actor } from '../access';
import { toPage, type Page } from '../../http/page';
import type { AuditRow } from './audit.history.repository';
import type { AuditHistoryRepository, HistoryFilter } from './audit.history.repository';

/** Most entries one CSV export of a history holds (newest first). */
export const HISTORY_CSV_LIMIT = 10_000;

/** One change as an advertiser sees it: when, who, what request, and each field before → after. */
export interface HistoryEntry {
  id: number;
  at: string;
  /** E-mail of the member who made it; null when staff made it (`byStaff`) or the user is gone. */
  actorEmail: string | null;
  byStaff: boolean;
  /** Method and path without /api and query, e.g. `PATCH /campaigns/{id}`. */
  action: string;
  changes: AuditFieldChange[];
}

/** Fields whose values are money (grosze): the CSV shows them in złoty. */
const MONEY_FIELDS = new Set(['maxCpc', 'dailyBudget', 'totalBudget', 'bid', 'maxBid']);

/** A value as the CSV shows it: money fields as "1.50 PLN", null as "—", lists joined, other JSON as text. */
export function readableValue(field: string, value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (MONEY_FIELDS.has(field) && Number.isSafeInteger(value)) return `${groszeToDecimalString(value as number)} PLN`;
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))).join(', ');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** Text a spreadsheet would run as a formula gets a leading apostrophe (OWASP "CSV injection"). */
const cell = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/**
 * Change history for advertisers (docs/notifications.md "Change history"): the audit log's entries of the
 * account (every write a member or staff made), or of one campaign, newest first; members and staff acting
 * on the account may read it.
 */
export class AuditHistoryService {
  constructor(private readonly repo: AuditHistoryRepository) {}

  /** One page; `page` from 0. @throws AccessForbiddenException (403) for a foreign account. */
  async page(actor: Actor, accountId: string | undefined, f: HistoryFilter, page: number, size: number): Promise<Page<HistoryEntry>> {
    const scope = requireAccount(actor, accountId, 'read');
    const { rows, total } = await this.repo.page(scope, f, page, size);
    return toPage(rows.map((r) => view(r, f)), total, { page, size });
  }

  /**
   * The history as CSV (RFC 4180, UTF-8, header `at,actor,action,field,before,after`): one row per changed
   * field (one with empty field for a write that reported none), newest first, at most
   * {@link HISTORY_CSV_LIMIT} entries. @throws AccessForbiddenException (403) for a foreign account.
   */
  async csv(actor: Actor, accountId: string | undefined, f: HistoryFilter): Promise<string> {
    const scope = requireAccount(actor, accountId, 'read');
    const { rows } = await this.repo.page(scope, f, 0, HISTORY_CSV_LIMIT);
    const records: string[][] = [];
    for (const e of rows.map((r) => view(r, f))) {
      const who = e.byStaff ? 'Ads Portal staff' : (e.actorEmail ?? '');
      const base = [e.at, cell(who), cell(e.action)];
      if (e.changes.length === 0) records.push([...base, '', '', '']);
      for (const c of e.changes) records.push([...base, c.field, cell(readableValue(c.field, c.before)), cell(readableValue(c.field, c.after))]);
    }
    return stringify(records, { header: true, columns: ['at', 'actor', 'action', 'field', 'before', 'after'] });
  }
}

/**
 * An audit row as a history entry; in one campaign's history, a request that changed several campaigns
 * shows only that campaign's changes (the changes' `subject`).
 */
function view(r: AuditRow, f: HistoryFilter): HistoryEntry {
  const path = r.url.replace(/^\/api/, '').split('?')[0]!;
  return {
    id: r.id,
    at: r.at.toISOString(),
    actorEmail: r.actingAsStaff ? null : r.actorEmail,
    byStaff: r.actingAsStaff,
    action: `${r.method} ${path}`,
    changes: (r.changes ?? []).filter((c) => !f.campaignId || !c.subject || c.subject === f.campaignId.toLowerCase()),
  };
}
