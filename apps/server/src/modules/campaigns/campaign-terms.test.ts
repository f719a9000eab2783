import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '@ads/db';
import { json, startCampaignKit, VALID, type CampaignKit } from '../../testing/campaigns.testkit';

describe('POST /api/campaigns/{id}: publishing is an order, made under the terms in force (docs/requirements.md §5, docs/terms.md)', () => {
  let kit: CampaignKit;
  beforeAll(async () => {
    kit = await startCampaignKit();
  });
  afterAll(() => kit?.close());

  it.each([
    ['no body', undefined],
    ['no version', {}],
    ['a version not in force', { termsVersion: 2 }],
    ['version 0', { termsVersion: 0 }],
  ])('refuses %s with 400 ValidationException field TERMS_VERSION, and the draft stays a draft', async (_case, body) => {
    const draft = await json(await kit.call('POST', '/campaign-drafts', { ...VALID, name: `Unticked ${String(_case)}` }));
    const res = await kit.call('POST', `/campaigns/${draft.id}`, body);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/application\/problem\+json/);
    expect(await json(res)).toMatchObject({ type: 'ValidationException', field: 'TERMS_VERSION', detail: expect.stringContaining('version 1') });
    expect((await kit.call('GET', `/campaign-drafts/${draft.id}`)).status).toBe(200);
  });

  it('publishes with the version in force and records it in the audit entry of the publish', async () => {
    const draft = await json(await kit.call('POST', '/campaign-drafts', { ...VALID, name: 'Ticked' }));
    const res = await kit.call('POST', `/campaigns/${draft.id}`, { termsVersion: 1 });
    expect(res.status).toBe(201);
    await kit.server.app.audit.flush();
    const [entry] = await kit.server.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.url, `/api/campaigns/${draft.id}`), eq(auditLog.status, 201)));
    expect(entry!.changes).toEqual([{ field: 'termsVersion', before: null, after: 1 }]);
  });
});
