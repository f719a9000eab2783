import { PassThrough, Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import { DomainError, warsawDayEnd, warsawDayStart } from '@ads/domain';
import type { StaffScope } from '../access';
import { toPage } from '../../http/page';
import type { AuditCriteria, AuditRow, AuditSearchRepository } from './audit.staff.search.repository';
import type { AuditEntryView, AuditFilter, AuditPage, AuditSearch } from './audit.staff.schemas';

/** Most entries one CSV export holds (newest first); narrow the filters for older ones. */
export const CSV_EXPORT_LIMIT = 50_000;

/** Columns of the CSV export, in order (header row = these names). */
export const CSV_COLUMNS = [
  'at',
  'actorEmail',
  'userId',
  'actingAsStaff',
  'accountId',
  'method',
  'url',
  'status',
  'requestId',
  'changes',
  'seq',
  'hash',
] as const;

/**
 * Staff search and export of the audit log (docs/requirements.md §6 staff "audit log", §7
 * `POST /marops/search-audit-log`). Takes the StaffScope made by `requireStaff`.
 */
export class AuditSearchService {
  constructor(private readonly repo: AuditSearchRepository) {}

  /**
   * One page of matching entries, newest first.
   * @throws DomainError ValidationException (400, field `to`) when `to` is before `from`.
   */
  async search(scope: StaffScope, query: AuditSearch): Promise<AuditPage> {
    const { page, size, ...filter } = query;
    const { rows, total } = await this.repo.page(scope, criteria(filter), page, size);
    return toPage(rows.map(view), total, { page, size });
  }

  /**
   * The matching entries as CSV (RFC 4180, UTF-8, header row {@link CSV_COLUMNS}, instants ISO 8601
   * UTC, `changes` as JSON), newest first, at most {@link CSV_EXPORT_LIMIT} rows; streamed.
   * @throws DomainError ValidationException (400, field `to`) when `to` is before `from`.
   */
  csv(scope: StaffScope, filter: AuditFilter): Readable {
    const rows = this.repo.stream(scope, criteria(filter), CSV_EXPORT_LIMIT);
    const records = Readable.from(
      (async function* () {
        for await (const row of rows) yield csvRecord(view(row));
      })(),
    );
    const out = new PassThrough();
    // pipeline (not pipe): a database error mid-export destroys the response instead of hanging it.
    pipeline(records, stringify({ header: true, columns: [...CSV_COLUMNS], cast: { boolean: (b) => String(b) } }), out, () => undefined);
    return out;
  }
}

function criteria(f: AuditFilter): AuditCriteria {
  if (f.from && f.to && f.to < f.from) throw new DomainError('ValidationException', 'The last day is before the first day.', 'to');
  const { from, to, ...rest } = f;
  return { ...rest, fromAt: from ? warsawDayStart(from) : undefined, toAt: to ? warsawDayEnd(to) : undefined };
}

function view(r: AuditRow): AuditEntryView {
  return {
    id: r.id,
    seq: r.seq,
    at: r.at.toISOString(),
    userId: r.userId,
    actorEmail: r.actorEmail,
    accountId: r.accountId,
    actingAsStaff: r.actingAsStaff,
    method: r.method,
    url: r.url,
    status: r.status,
    requestId: r.requestId,
    changes: r.changes,
    hash: r.hash,
  };
}

/**
 * Text that a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading
 * apostrophe (OWASP "CSV injection"); URLs, e-mails and JSON normally never start so.
 */
function cell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function csvRecord(e: AuditEntryView): Record<(typeof CSV_COLUMNS)[number], string | number | boolean | null> {
  return {
    at: e.at,
    actorEmail: e.actorEmail === null ? null : cell(e.actorEmail),
    userId: e.userId,
    actingAsStaff: e.actingAsStaff,
    accountId: e.accountId,
    method: e.method,
    url: cell(e.url),
    status: e.status,
    requestId: e.requestId,
    changes: e.changes === null ? null : cell(JSON.stringify(e.changes)),
    seq: e.seq,
    hash: e.hash,
  };
}
