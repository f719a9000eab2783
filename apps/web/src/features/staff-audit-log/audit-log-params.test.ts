import { describe, expect, it } from 'vitest';
import { readAuditLogParams, withAuditLogFilter } from './audit-log-params';

const ACCOUNT = '11111111-1111-4111-8111-111111111111';

describe('audit log URL state', () => {
  it('reads filters and paging, dropping malformed values', () => {
    const params = new URLSearchParams(
      `accountId=${ACCOUNT.toUpperCase()}&urlContains=%20/campaigns%20&from=2026-03-01&to=2026-02-01&actorEmail=a@b.pl&method=PATCH&actingAsStaff=true&page=2&size=50`,
    );
    expect(readAuditLogParams(params)).toEqual({
      filter: {
        accountId: ACCOUNT,
        urlContains: '/campaigns',
        from: '2026-03-01',
        actorEmail: 'a@b.pl',
        method: 'PATCH',
        actingAsStaff: true,
      },
      page: 2,
      size: 50,
    });
    expect(readAuditLogParams(new URLSearchParams('accountId=nope&method=TRACE&actingAsStaff=yes&page=-1&size=7'))).toEqual({
      filter: {},
      page: 0,
      size: 20,
    });
  });

  it('writes a new filter over the old one and goes back to the first page, keeping the size', () => {
    const next = withAuditLogFilter(new URLSearchParams('urlContains=x&method=GET&page=3&size=50'), {
      urlContains: '/accounts',
      actingAsStaff: false,
    });
    expect(next.toString()).toBe('urlContains=%2Faccounts&size=50&actingAsStaff=false');
  });
});
