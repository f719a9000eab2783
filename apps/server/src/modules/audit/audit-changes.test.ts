import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '@ads/db';
import { diffFields, jsonValue } from './audit-changes';
import { startCampaignKit, type CampaignKit } from '../../testing/campaigns.testkit';

describe('what changed: diffFields', () => {
  it('lists the fields whose JSON values differ, in the order asked, absent as null', () => {
    const before = { name: 'A', maxCpc: 150, endDate: null, tags: { b: 1, a: 2 } };
    const after = { name: 'B', maxCpc: 150, endDate: '2026-12-31', tags: { a: 2, b: 1 }, extra: undefined };
    expect(diffFields(before, after)).toEqual([
      { field: 'name', before: 'A', after: 'B' },
      { field: 'endDate', before: null, after: '2026-12-31' },
    ]);
    expect(diffFields(before, after, ['maxCpc', 'name'])).toEqual([{ field: 'name', before: 'A', after: 'B' }]);
  });

  it('stores values as jsonb keeps them: dates as ISO text, NUL replaced', () => {
    expect(jsonValue({ at: new Date('2026-01-01T00:00:00Z'), s: 'a\u0000b', u: undefined })).toEqual({
      at: '2026-01-01T00:00:00.000Z',
      s: 'a\uFFFDb',
    });
  });
});

describe('what changed: PATCH /campaigns/{id} reports the changed campaign fields to its audit entry', () => {
  let kit: CampaignKit;
  beforeAll(async () => {
    kit = await startCampaignKit();
  });
  afterAll(() => kit?.close());

  it('keeps before and after of each field the patch changed, not the fields it left alone', async () => {
    const c = await kit.publish();
    const res = await kit.call('PATCH', `/campaigns/${c.id}`, {
      name: 'Renamed',
      maxCpc: 250,
      dailyBudget: null,
      totalBudget: c.totalBudget,
    });
    expect(res.status).toBe(200);
    await kit.server.app.audit.flush();
    const [row] = await kit.server.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.url, `/api/campaigns/${c.id}`), eq(auditLog.method, 'PATCH')));
    expect(row?.changes).toEqual([
      { field: 'name', before: c.name, after: 'Renamed' },
      { field: 'maxCpc', before: c.maxCpc, after: 250 },
      { field: 'dailyBudget', before: c.dailyBudget, after: null },
    ]);
  });
});
