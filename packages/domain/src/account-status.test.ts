import { describe, expect, it } from 'vitest';
import { accountServes, nextAccountStatus } from './account-status';

describe('account lifecycle (docs/requirements.md §1, §4)', () => {
  it('suspends and resumes only between ACTIVE and SUSPENDED', () => {
    expect(nextAccountStatus('ACTIVE', 'suspend')).toBe('SUSPENDED');
    expect(nextAccountStatus('SUSPENDED', 'resume')).toBe('ACTIVE');
    expect(nextAccountStatus('SUSPENDED', 'suspend')).toBeNull();
    expect(nextAccountStatus('ACTIVE', 'resume')).toBeNull();
    expect(nextAccountStatus('TERMINATED', 'resume')).toBeNull();
  });

  it('terminates from ACTIVE or SUSPENDED; termination is final except for a ban', () => {
    expect(nextAccountStatus('ACTIVE', 'terminate')).toBe('TERMINATED');
    expect(nextAccountStatus('SUSPENDED', 'terminate')).toBe('TERMINATED');
    expect(nextAccountStatus('TERMINATED', 'terminate')).toBeNull();
    expect(nextAccountStatus('TERMINATED', 'ban')).toBe('BANNED');
    expect(nextAccountStatus('BANNED', 'ban')).toBeNull();
    expect(nextAccountStatus('BANNED', 'resume')).toBeNull();
  });

  it('serves only ACTIVE accounts', () => {
    expect(['ACTIVE', 'SUSPENDED', 'TERMINATED', 'BANNED'].filter((s) => accountServes(s as never))).toEqual(['ACTIVE']);
  });
});
