import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startCampaignKit, type CampaignKit } from '../../testing/campaigns.testkit';

// Change history (docs/notifications.md "Change history") of the writes that do not go through
// PATCH /campaigns/{id}: the budget endpoint, the status of several campaigns at once, products, members.
let kit: CampaignKit;
let a: { id: string; version: number };
let b: { id: string; version: number };

interface Entry {
  action: string;
  changes: { field: string; before: unknown; after: unknown; subject?: string }[];
}
const historyOf = async (path: string): Promise<Entry[]> => {
  await kit.server.app.audit.flush();
  const res = await kit.call('GET', `${path}?size=100`);
  expect(res.status).toBe(200);
  return (await json(res)).content;
};

beforeAll(async () => {
  kit = await startCampaignKit();
  a = await kit.publish();
  b = await kit.publish({ name: 'Second' });
});
afterAll(() => kit?.close());

describe('change history of other writes', () => {
  it('PATCH …/budget shows the daily budget before → after in the campaign history', async () => {
    expect((await kit.call('PATCH', `/campaigns/${a.id}/budget`, { dailyBudget: 7000 })).status).toBe(200);
    const [latest] = await historyOf(`/campaigns/${a.id}/history`);
    expect(latest).toMatchObject({ action: `PATCH /campaigns/${a.id}/budget`, changes: [{ field: 'dailyBudget', before: 5000, after: 7000 }] });
  });

  it('PUT /campaigns/user-status: each campaign history holds only its own status change', async () => {
    const res = await kit.call('PUT', '/campaigns/user-status', { userStatus: 'PAUSED', campaignIds: [a.id, b.id] });
    expect(await json(res)).toEqual({ updated: 2 });
    for (const c of [a, b]) {
      const [latest] = await historyOf(`/campaigns/${c.id}/history`);
      expect(latest).toEqual(
        expect.objectContaining({ action: 'PUT /campaigns/user-status', changes: [{ field: 'userStatus', before: 'ACTIVE', after: 'PAUSED', subject: c.id }] }),
      );
    }
    const account = await historyOf(`/accounts/${kit.accountId}/history`);
    expect(account[0]!.changes.map((c) => c.subject).sort()).toEqual([a.id, b.id].sort());
  });

  it('product changes list the SKUs added and removed', async () => {
    const res = await kit.call('PATCH', `/campaigns/${a.id}/inventory`, { skusToAdd: ['3'], skusToRemove: ['2'] });
    expect(res.status).toBe(200);
    const [latest] = await historyOf(`/campaigns/${a.id}/history`);
    expect(latest!.changes).toEqual([
      { field: 'skusAdded', before: null, after: ['3'] },
      { field: 'skusRemoved', before: null, after: ['2'] },
    ]);
  });

  it('inviting and removing a member show in the account history with e-mail and role', async () => {
    const invited = await kit.call('POST', `/accounts/${kit.accountId}/users`, { email: 'eve@brand.test', role: 'BILLING' });
    expect(invited.status).toBe(201);
    const { id } = await json(invited);
    let [latest] = await historyOf(`/accounts/${kit.accountId}/history`);
    expect(latest!.changes).toEqual([
      { field: 'member', before: null, after: 'eve@brand.test' },
      { field: 'role', before: null, after: 'BILLING' },
    ]);
    expect((await kit.call('DELETE', `/accounts/${kit.accountId}/users/${id}`)).status).toBe(204);
    [latest] = await historyOf(`/accounts/${kit.accountId}/history`);
    expect(latest!.changes).toEqual([{ field: 'invitation', before: id, after: null }]);
  });
});
