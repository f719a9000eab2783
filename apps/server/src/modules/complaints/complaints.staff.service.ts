import { complaintAnswerIssues, DomainError, throwFirstComplaintIssue, warsawDay, type ComplaintStatus } from '@ads/domain';
import { requireStaff, type Actor, type StaffScope } from '../access';
import type { ChangeRecorder } from '../audit';
import type { MailFace } from '../mail';
import { toPage, type Page } from '../../http/page';
import type { ComplaintRow } from './complaints.repository';
import type { ComplaintChange, ComplaintsStaffRepository } from './complaints.staff.repository';
import { complaintAnswerMail } from './complaints.staff.mail';
import { AUDITED_FIELDS, toView, type ComplaintView } from './complaints.view';

/**
 * The staff complaint queue (docs/complaints.md "Staff"): list across accounts (overdue first, then by due
 * date), take a complaint (IN_PROGRESS, assigned to oneself), answer it (ANSWERED; the answer is e-mailed to
 * the contact), close it (CLOSED). Every step takes the version it was shown (If-Match) and is audited.
 */
export class ComplaintsStaffService {
  constructor(
    private readonly repo: ComplaintsStaffRepository,
    private readonly mail: MailFace,
    private readonly now: () => Date,
  ) {}

  /** One page of the queue; `status` null = all; `page` from 0. @throws AccessForbiddenException (403) for non-staff. */
  async list(actor: Actor, status: ComplaintStatus | null, page: number, size: number): Promise<Page<ComplaintView>> {
    const staff = requireStaff(actor);
    const now = this.now();
    const { rows, total } = await this.repo.page(staff, status, warsawDay(now), page, size);
    return toPage(
      rows.map((r) => toView(r, now)),
      total,
      { page, size },
    );
  }

  /** One complaint. @throws AccessForbiddenException (403); ResourceNotFoundException (404). */
  async get(actor: Actor, id: string): Promise<ComplaintView> {
    const staff = requireStaff(actor);
    return toView(await this.found(staff, id), this.now());
  }

  /**
   * Takes the complaint: IN_PROGRESS, assigned to the calling staff member (from OPEN, or from IN_PROGRESS
   * to take it over).
   * @throws AccessForbiddenException (403); ResourceNotFoundException (404); ComplaintStateException (409)
   *   when answered or closed; ResourceOptimisticLockException (412) on a stale If-Match.
   */
  async assign(actor: Actor, id: string, ifMatch: number | null, record?: ChangeRecorder): Promise<ComplaintView> {
    const staff = requireStaff(actor);
    return this.step(staff, id, ['OPEN', 'IN_PROGRESS'], ifMatch, { status: 'IN_PROGRESS', assigneeId: staff.actor.userId }, record);
  }

  /**
   * Answers a complaint in progress: ANSWERED with the text, which is e-mailed to the complaint's contact
   * (the mail outbox keeps it; a failed delivery is recorded there, the answer stands).
   * @throws AccessForbiddenException (403); ResourceNotFoundException (404); ValidationException (400, field
   *   ANSWER); ComplaintStateException (409) unless IN_PROGRESS; ResourceOptimisticLockException (412).
   */
  async answer(actor: Actor, id: string, text: string, ifMatch: number | null, record?: ChangeRecorder): Promise<ComplaintView> {
    const staff = requireStaff(actor);
    const answer = text.trim();
    throwFirstComplaintIssue(complaintAnswerIssues(answer));
    const now = this.now();
    const view = await this.step(
      staff,
      id,
      ['IN_PROGRESS'],
      ifMatch,
      { status: 'ANSWERED', answer, answeredAt: now, answeredBy: staff.actor.userId },
      record,
    );
    await this.mail.send(complaintAnswerMail(view, answer));
    return view;
  }

  /**
   * Closes an answered complaint.
   * @throws AccessForbiddenException (403); ResourceNotFoundException (404); ComplaintStateException (409)
   *   unless ANSWERED; ResourceOptimisticLockException (412).
   */
  async close(actor: Actor, id: string, ifMatch: number | null, record?: ChangeRecorder): Promise<ComplaintView> {
    const staff = requireStaff(actor);
    return this.step(staff, id, ['ANSWERED'], ifMatch, { status: 'CLOSED', closedAt: this.now() }, record);
  }

  private async found(staff: StaffScope, id: string): Promise<ComplaintRow> {
    const row = await this.repo.find(staff, id);
    if (!row) throw new DomainError('ResourceNotFoundException', 'No such complaint.');
    return row;
  }

  private async step(
    staff: StaffScope,
    id: string,
    from: readonly ComplaintStatus[],
    ifMatch: number | null,
    change: ComplaintChange,
    record?: ChangeRecorder,
  ): Promise<ComplaintView> {
    const before = await this.found(staff, id);
    if (ifMatch !== null && before.version !== ifMatch) throw new DomainError('ResourceOptimisticLockException');
    if (!from.includes(before.status as ComplaintStatus)) {
      throw new DomainError('ComplaintStateException', `The complaint is ${before.status}; this step needs ${from.join(' or ')}.`);
    }
    const now = this.now();
    const after = await this.repo.update(staff, id, from, ifMatch ?? before.version, change, now);
    // Another step changed it between the read and the write.
    if (!after) throw new DomainError('ResourceOptimisticLockException');
    record?.(before, after, AUDITED_FIELDS);
    return toView(after, now);
  }
}
