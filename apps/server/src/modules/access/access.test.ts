import { describe, expect, it } from 'vitest';
import { DomainError } from '@ads/domain';
import { testActor } from '../../testing/actors.testkit';
import { isStaffActing, requireAccount, requireStaff } from './access';

const A = '6f1c2b0e-8a51-4c3e-9a55-0d1f2a3b4c5d';
const B = '0b7e8f9a-1c2d-4e3f-8a4b-5c6d7e8f9a0b';
const forbidden = { type: 'AccessForbiddenException' };
const staff = (mode: 'read' | 'edit' | null, accountStatuses: Map<string, string> = new Map()) =>
  testActor([], { roles: ['marops'], isMarops: true, staffMode: mode, accountStatuses });

describe('requireAccount', () => {
  it('gives a member their account for reading and writing, in any letter case', () => {
    const actor = testActor([A]);
    expect(requireAccount(actor, A, 'read')).toMatchObject({ accountId: A, via: 'member' });
    expect(requireAccount(actor, A.toUpperCase(), 'campaigns')).toMatchObject({ accountId: A, via: 'member' });
  });

  it('refuses a foreign, missing or malformed account with AccessForbiddenException', () => {
    const actor = testActor([A]);
    for (const id of [B, undefined, '', 'not-a-uuid', `${A.slice(0, 35)}z`]) {
      expect(() => requireAccount(actor, id, 'read')).toThrow(DomainError);
      try {
        requireAccount(actor, id, 'read');
      } catch (error) {
        expect(error).toMatchObject(forbidden);
      }
    }
  });

  it('lets staff act on a foreign account only in an explicit mode: read looks, edit changes', () => {
    expect(() => requireAccount(staff(null), B, 'read')).toThrow(expect.objectContaining(forbidden));
    expect(requireAccount(staff('read'), B, 'read')).toMatchObject({ via: 'staff' });
    expect(() => requireAccount(staff('read'), B, 'campaigns')).toThrow(expect.objectContaining(forbidden));
    expect(requireAccount(staff('edit'), B, 'campaigns')).toMatchObject({ via: 'staff' });
  });

  it('gives a member the capabilities of their role in the account and names the role when refusing', () => {
    const actor = testActor([A], { accountRoles: new Map([[A, 'CAMPAIGN_MANAGER']]) });
    expect(requireAccount(actor, A, 'campaigns')).toMatchObject({ accountId: A, via: 'member', role: 'CAMPAIGN_MANAGER' });
    expect(() => requireAccount(actor, A, 'billing-read')).toThrow(
      expect.objectContaining({
        type: 'AccessForbiddenException',
        message: 'Your role in this account (campaign manager) does not allow this operation.',
      }),
    );
    const readOnly = testActor([A], { accountRoles: new Map([[A, 'READ_ONLY']]) });
    expect(requireAccount(readOnly, A, 'billing-read')).toMatchObject({ role: 'READ_ONLY' });
    expect(() => requireAccount(readOnly, A, 'campaigns')).toThrow(expect.objectContaining(forbidden));
    expect(requireAccount(staff('edit'), B, 'members')).toMatchObject({ via: 'staff', role: null });
    expect(() => requireAccount(staff('read'), B, 'billing')).toThrow(expect.objectContaining(forbidden));
  });

  it('lets a member of a TERMINATED or BANNED account only read; SUSPENDED and ACTIVE write', () => {
    for (const [status, writes] of [
      ['ACTIVE', true],
      ['SUSPENDED', true],
      ['TERMINATED', false],
      ['BANNED', false],
    ] as const) {
      const actor = testActor([A], { accountStatuses: new Map([[A, status]]) });
      expect(requireAccount(actor, A, 'read')).toMatchObject({ accountId: A, via: 'member' });
      if (writes) expect(requireAccount(actor, A, 'campaigns')).toMatchObject({ accountId: A });
      else
        expect(() => requireAccount(actor, A, 'campaigns')).toThrow(
          expect.objectContaining({ type: 'OperationNotAllowedForAccountException' }),
        );
    }
  });

  it('refuses staff edits to a TERMINATED or BANNED account they act on; reading stays', () => {
    for (const status of ['TERMINATED', 'BANNED']) {
      const actor = staff('edit', new Map([[B, status]]));
      expect(requireAccount(actor, B, 'read')).toMatchObject({ via: 'staff' });
      expect(() => requireAccount(actor, B, 'campaigns')).toThrow(
        expect.objectContaining({ type: 'OperationNotAllowedForAccountException' }),
      );
    }
    expect(requireAccount(staff('edit', new Map([[B, 'SUSPENDED']])), B, 'campaigns')).toMatchObject({ via: 'staff' });
  });

  it('ignores a staff mode on a non-staff actor', () => {
    const actor = testActor([A], { staffMode: 'edit' });
    expect(() => requireAccount(actor, B, 'read')).toThrow(expect.objectContaining(forbidden));
  });
});

describe('requireStaff and isStaffActing', () => {
  it('requires the marops role', () => {
    expect(() => requireStaff(testActor([A]))).toThrow(expect.objectContaining(forbidden));
    expect(requireStaff(staff(null)).actor.isMarops).toBe(true);
  });

  it('marks staff acting on an account they are not a member of', () => {
    expect(isStaffActing(staff('read'), B)).toBe(true);
    expect(isStaffActing(staff(null), B)).toBe(false);
    expect(isStaffActing(testActor([B], { roles: ['marops'], isMarops: true, staffMode: 'edit' }), B)).toBe(false);
    expect(isStaffActing(undefined, B)).toBe(false);
  });
});
