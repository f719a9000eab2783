import { describe, expect, it } from 'vitest';
import {
  COMPLAINT_ANSWER_DAYS,
  complaintAnswerIssues,
  complaintDueAt,
  complaintDueDay,
  complaintIssueMessage,
  complaintIssues,
  complaintOverdue,
  throwFirstComplaintIssue,
  type ComplaintInput,
} from './complaints';

const VALID: ComplaintInput = {
  subjectType: 'CAMPAIGN',
  subjectDate: '2026-11-20',
  subjectReference: null,
  demand: 'Refund the clicks charged twice.',
  contactName: 'Ann Nowak',
  contactEmail: 'ann@brand.test',
  contactPhone: null,
};

describe('complaintDueDay (docs/complaints.md "Due date": filed day + 30 Warsaw calendar days)', () => {
  it('is 30 calendar days', () => {
    expect(COMPLAINT_ANSWER_DAYS).toBe(30);
    expect(complaintDueDay(new Date('2026-11-26T12:00:00Z'))).toBe('2026-12-26');
  });

  it('counts from the Warsaw day of filing, not the UTC one', () => {
    // 23:30 UTC on 21 Nov is 00:30 on 22 Nov in Warsaw (CET, UTC+1).
    expect(complaintDueDay(new Date('2026-11-21T23:30:00Z'))).toBe('2026-12-22');
    expect(complaintDueDay(new Date('2026-11-21T22:59:59Z'))).toBe('2026-12-21');
  });

  // Each DST case is one that 30 × 24 h (or a UTC date) would get wrong by a day.
  it('is unmoved by the autumn DST change (25 Oct 2026, a 25-hour day)', () => {
    // 23:59 local on 10 Oct (CEST, UTC+2) → 9 Nov.
    expect(complaintDueDay(new Date('2026-10-10T21:59:00Z'))).toBe('2026-11-09');
    // 00:30 local on 11 Oct → 10 Nov; + 720 h would be 23:30 local on 9 Nov (CET).
    expect(complaintDueDay(new Date('2026-10-10T22:30:00Z'))).toBe('2026-11-10');
    // Due at the end of 9 Nov in Warsaw (CET, UTC+1): 23:00 UTC.
    expect(complaintDueAt('2026-11-09').toISOString()).toBe('2026-11-09T23:00:00.000Z');
  });

  it('is unmoved by the spring DST change (29 Mar 2026, a 23-hour day)', () => {
    // 00:30 local on 10 Mar (CET) → 9 Apr; the UTC date (9 Mar) would give 8 Apr.
    expect(complaintDueDay(new Date('2026-03-09T23:30:00Z'))).toBe('2026-04-09');
    // 23:30 local on 9 Mar → 8 Apr; + 720 h would be 00:30 local on 9 Apr (CEST).
    expect(complaintDueDay(new Date('2026-03-09T22:30:00Z'))).toBe('2026-04-08');
    // Due at the end of 8 Apr in Warsaw (CEST, UTC+2): 22:00 UTC.
    expect(complaintDueAt('2026-04-08').toISOString()).toBe('2026-04-08T22:00:00.000Z');
  });
});

describe('complaintOverdue', () => {
  it('is overdue only after the due day ended, and only while waiting for an answer', () => {
    const c = { status: 'OPEN' as const, dueDay: '2026-12-26' };
    expect(complaintOverdue(c, new Date('2026-12-26T22:59:59Z'))).toBe(false);
    expect(complaintOverdue(c, new Date('2026-12-26T23:00:00Z'))).toBe(true);
    expect(complaintOverdue({ ...c, status: 'IN_PROGRESS' }, new Date('2027-01-05T00:00:00Z'))).toBe(true);
    expect(complaintOverdue({ ...c, status: 'ANSWERED' }, new Date('2027-01-05T00:00:00Z'))).toBe(false);
    expect(complaintOverdue({ ...c, status: 'CLOSED' }, new Date('2027-01-05T00:00:00Z'))).toBe(false);
  });
});

describe('complaintIssues (docs/requirements.md §5.13)', () => {
  const today = '2026-11-26';
  it('accepts a complete complaint', () => {
    expect(complaintIssues(VALID, today)).toEqual([]);
    expect(complaintIssues({ ...VALID, contactPhone: '+48 600 100 200', subjectReference: 'FV/2026/11/1' }, today)).toEqual([]);
  });

  it.each([
    [{ subjectType: '' }, 'SUBJECT_TYPE', 'SUBJECT_TYPE_REQUIRED'],
    [{ subjectType: 'BILLING' }, 'SUBJECT_TYPE', 'SUBJECT_TYPE_REQUIRED'],
    [{ subjectDate: '' }, 'SUBJECT_DATE', 'SUBJECT_DATE_REQUIRED'],
    [{ subjectDate: '2026-02-30' }, 'SUBJECT_DATE', 'SUBJECT_DATE_REQUIRED'],
    [{ subjectDate: '2026-11-27' }, 'SUBJECT_DATE', 'SUBJECT_DATE_FUTURE'],
    [{ subjectReference: 'x'.repeat(101) }, 'SUBJECT_REFERENCE', 'SUBJECT_REFERENCE_TOO_LONG'],
    [{ demand: '   ' }, 'DEMAND', 'DEMAND_REQUIRED'],
    [{ demand: 'x'.repeat(5001) }, 'DEMAND', 'DEMAND_TOO_LONG'],
    [{ contactName: '' }, 'CONTACT_NAME', 'CONTACT_NAME_REQUIRED'],
    [{ contactEmail: '' }, 'CONTACT_EMAIL', 'CONTACT_EMAIL_REQUIRED'],
    [{ contactEmail: 'ann@brand' }, 'CONTACT_EMAIL', 'CONTACT_EMAIL_INVALID'],
    [{ contactPhone: 'call me' }, 'CONTACT_PHONE', 'CONTACT_PHONE_INVALID'],
    [{ contactPhone: '+48 1' }, 'CONTACT_PHONE', 'CONTACT_PHONE_INVALID'],
  ])('%o → %s %s', (over, field, code) => {
    const issues = complaintIssues({ ...VALID, ...over }, today);
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ field, code });
    expect(complaintIssueMessage(issues[0]!)).toMatch(/\.$/);
  });

  it('throws the first issue as ValidationException with its field', () => {
    expect(() => throwFirstComplaintIssue(complaintIssues({ ...VALID, demand: '', contactName: '' }, today))).toThrow(
      expect.objectContaining({ type: 'ValidationException', field: 'DEMAND', message: 'Describe your demand: what you ask us to do.' }),
    );
    expect(complaintAnswerIssues(' ')).toEqual([{ field: 'ANSWER', code: 'ANSWER_REQUIRED', params: {} }]);
  });
});
