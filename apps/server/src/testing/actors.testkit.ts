import { randomUUID } from 'node:crypto';
import { requireAccount, requireStaff, type AccountScope, type Actor, type StaffScope } from '../modules/access/access';

/** An actor as the access plugin would resolve it, for service-level tests (no token involved). */
export function testActor(accountIds: string[] = [], overrides: Partial<Actor> = {}): Actor {
  return {
    userId: randomUUID(),
    email: 'tester@ads.test',
    name: 'Tester',
    roles: [],
    isMarops: false,
    termsAccepted: true,
    language: null,
    termsAcceptedVersion: 1,
    termsVersionInForce: 1,
    accountIds: new Set(accountIds.map((id) => id.toLowerCase())),
    accountStatuses: new Map(),
    accountRoles: new Map(accountIds.map((id) => [id.toLowerCase(), 'ADMIN'])),
    staffMode: null,
    ...overrides,
  };
}

/** A member's scope of `accountId` (made through requireAccount, as services make theirs). */
export function testScope(accountId: string): AccountScope {
  return requireAccount(testActor([accountId]), accountId, 'members');
}

/** A staff scope (role marops). */
export function testStaff(): StaffScope {
  return requireStaff(testActor([], { roles: ['marops'], isMarops: true }));
}
