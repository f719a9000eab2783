import { complaintDueDay, complaintIssues, DomainError, throwFirstComplaintIssue, warsawDay, type ComplaintInput } from '@ads/domain';
import { requireAccount, type Actor } from '../access';
import type { ChangeRecorder } from '../audit';
import { toPage, type Page } from '../../http/page';
import type { ComplaintsRepository } from './complaints.repository';
import { toView, type ComplaintView } from './complaints.view';

/** A complaint as posted: every field may be missing (the rules name the first missing one). */
export type ComplaintBody = Partial<ComplaintInput>;

/**
 * An account's complaints (docs/complaints.md): members file and read them; staff acting on the account
 * too (audited by the access layer). Filing is a write: refused for a TERMINATED or BANNED account.
 */
export class ComplaintsService {
  constructor(
    private readonly repo: ComplaintsRepository,
    private readonly now: () => Date,
  ) {}

  /**
   * Files a complaint: checked by complaintIssues (docs/requirements.md §5.13), status OPEN, due by the end
   * of Warsaw day filed + 30 (complaintDueDay).
   * @throws AccessForbiddenException (403) for a foreign account; OperationNotAllowedForAccountException (403)
   *   for a TERMINATED or BANNED one; ValidationException (400) with the first bad field (SUBJECT_TYPE,
   *   SUBJECT_DATE, SUBJECT_REFERENCE, DEMAND, CONTACT_NAME, CONTACT_EMAIL, CONTACT_PHONE).
   */
  async file(actor: Actor, accountId: string, body: ComplaintBody, record?: ChangeRecorder): Promise<ComplaintView> {
    const scope = requireAccount(actor, accountId, 'support');
    const now = this.now();
    const input: ComplaintInput = {
      subjectType: (body.subjectType ?? '').trim(),
      subjectDate: (body.subjectDate ?? '').trim(),
      subjectReference: body.subjectReference?.trim() || null,
      demand: (body.demand ?? '').trim(),
      contactName: (body.contactName ?? '').trim(),
      contactEmail: (body.contactEmail ?? '').trim(),
      contactPhone: body.contactPhone?.trim() || null,
    };
    throwFirstComplaintIssue(complaintIssues(input, warsawDay(now)));
    const row = await this.repo.insert(
      scope,
      {
        subjectType: input.subjectType,
        subjectDate: input.subjectDate,
        subjectReference: input.subjectReference ?? null,
        demand: input.demand,
        contactName: input.contactName,
        contactEmail: input.contactEmail,
        contactPhone: input.contactPhone ?? null,
      },
      complaintDueDay(now),
      now,
    );
    record?.({}, { id: row.id, status: row.status, subjectType: row.subjectType, dueDate: row.dueDate });
    return toView(row, now);
  }

  /** The account's complaints, newest first; `page` from 0. @throws AccessForbiddenException (403). */
  async list(actor: Actor, accountId: string, page: number, size: number): Promise<Page<ComplaintView>> {
    const scope = requireAccount(actor, accountId, 'read');
    const { rows, total } = await this.repo.page(scope, page, size);
    const now = this.now();
    return toPage(
      rows.map((r) => toView(r, now)),
      total,
      { page, size },
    );
  }

  /**
   * One complaint of the account.
   * @throws AccessForbiddenException (403) for a foreign account; ResourceNotFoundException (404) when the
   *   account has no such complaint (another account's included).
   */
  async get(actor: Actor, accountId: string, id: string): Promise<ComplaintView> {
    const scope = requireAccount(actor, accountId, 'read');
    const row = await this.repo.find(scope, id);
    if (!row) throw new DomainError('ResourceNotFoundException', 'No such complaint in this account.');
    return toView(row, this.now());
  }
}
