import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startCampaignKit, VALID, type CampaignKit } from '../../testing/campaigns.testkit';

/** docs/serving-trust.md "Channels, markets and shop API keys": a campaign's shop channel and markets (docs/requirements.md §1, §3, §5). */
describe('campaign channel and markets', () => {
  let kit: CampaignKit;
  beforeAll(async () => {
    kit = await startCampaignKit();
  });
  afterAll(() => kit?.close());

  const draft = async (body: Record<string, unknown>) => json(await kit.call('POST', '/campaign-drafts', { ...VALID, ...body }));
  const publishProblem = async (body: Record<string, unknown>) => {
    const d = await draft(body);
    const res = await kit.call('POST', `/campaigns/${d.id}`, { termsVersion: 1 });
    return { status: res.status, body: await json(res) };
  };

  it('a draft may lack them: channel null, markets empty', async () => {
    const d = await draft({ name: 'No channel yet', channel: undefined, markets: undefined });
    expect(d).toMatchObject({ channel: null, markets: [] });
    const list = await json(await kit.call('GET', '/campaign-views/draft-list'));
    expect(list.content.find((r: { id: string }) => r.id === d.id)).toMatchObject({ channel: null, markets: [] });
  });

  it('publishing requires a channel and at least one active market (validation problem with field)', async () => {
    expect(await publishProblem({ name: 'P1', channel: undefined })).toMatchObject({
      status: 400,
      body: { type: 'ValidationException', field: 'CHANNEL' },
    });
    expect(await publishProblem({ name: 'P2', markets: [] })).toMatchObject({
      status: 400,
      body: { type: 'ValidationException', field: 'MARKETS' },
    });
    expect(await publishProblem({ name: 'P3', markets: ['DE'] })).toMatchObject({
      status: 400,
      body: { type: 'ValidationException', field: 'MARKETS' },
    });
    expect(await publishProblem({ name: 'P4', channel: 'OTHER' })).toMatchObject({
      status: 400,
      body: { type: 'ValidationException', field: 'CHANNEL' },
    });
  });

  it('publishes with the chosen channel and markets and shows them in the lists and the overview', async () => {
    const c = await kit.publish({ channel: 'ALL', markets: ['PL', 'PL'] });
    expect(c).toMatchObject({ channel: 'ALL', markets: ['PL'] });
    const list = await json(await kit.call('GET', '/campaign-views/active-list'));
    expect(list.content.find((r: { id: string }) => r.id === c.id)).toMatchObject({ channel: 'ALL', markets: ['PL'] });
    expect(await json(await kit.call('GET', `/campaign-views/${c.id}`))).toMatchObject({ channel: 'ALL', markets: ['PL'] });
  });

  it('PATCH changes them with If-Match and refuses an empty market list', async () => {
    const c = await kit.publish({ channel: 'MAIN', markets: ['PL'] });
    const res = await kit.call('PATCH', `/campaigns/${c.id}`, { channel: 'EOBUWIE' }, { 'if-match': `"${c.version}"` });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ channel: 'EOBUWIE', markets: ['PL'], version: c.version + 1 });
    const stale = await kit.call('PATCH', `/campaigns/${c.id}`, { channel: 'ALL' }, { 'if-match': `"${c.version}"` });
    expect(stale.status).toBe(412);
    const empty = await kit.call('PATCH', `/campaigns/${c.id}`, { markets: [] }, { 'if-match': `"${c.version + 1}"` });
    expect(empty.status).toBe(400);
    expect(await json(empty)).toMatchObject({ type: 'ValidationException', field: 'MARKETS' });
  });
});
