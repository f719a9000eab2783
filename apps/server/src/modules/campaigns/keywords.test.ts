import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '@ads/db';
import { json, startCampaignKit, type CampaignKit } from '../../testing/campaigns.testkit';

describe('keywords of drafts and campaigns (docs/search-placements.md "API")', () => {
  let kit: CampaignKit;
  // MAX_KEYWORDS 5 so the count limit is reachable (configuration over the domain default of 1000).
  beforeAll(async () => {
    kit = await startCampaignKit({ env: { MAX_KEYWORDS: '5' } });
  });
  afterAll(() => kit?.close());

  it('a draft created with keywords keeps them normalised; publishing moves them to the campaign with ids', async () => {
    const c = await kit.publish({
      keywords: [
        { text: ' Sneakersy DAMSKIE ', matchType: 'EXACT', bid: 250 },
        { text: 'buty łódź', matchType: 'BROAD' },
      ],
      negativeKeywords: [{ text: 'Podróbka', matchType: 'PHRASE' }],
    });
    const res = await kit.call('GET', `/campaigns/${c.id}/keywords`);
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toBe(`"${c.version}"`);
    const body = await json(res);
    expect(body).toMatchObject({
      keywords: [
        { text: 'buty łódź', normalized: 'buty lodz', matchType: 'BROAD', bid: null },
        { text: 'Sneakersy DAMSKIE', normalized: 'sneakersy damskie', matchType: 'EXACT', bid: 250 },
      ],
      negativeKeywords: [{ text: 'Podróbka', normalized: 'podrobka', matchType: 'PHRASE' }],
    });
    expect(body.keywords[0].id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("shows a draft's keywords in the draft and on GET …/keywords, and PATCH replaces the list sent", async () => {
    const d = await json(
      await kit.call('POST', '/campaign-drafts', { name: 'Keyword draft', keywords: [{ text: 'Klapki', matchType: 'PHRASE' }] }),
    );
    expect(d.keywords).toEqual([{ id: null, text: 'Klapki', normalized: 'klapki', matchType: 'PHRASE', bid: null }]);
    expect(d.negativeKeywords).toEqual([]);
    const res = await kit.call(
      'PATCH',
      `/campaign-drafts/${d.id}/keywords`,
      { negativeKeywords: [{ text: 'tanie', matchType: 'EXACT' }] },
      { 'if-match': `"${d.version}"` },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toBe(`"${d.version + 1}"`);
    const lists = await json(await kit.call('GET', `/campaign-drafts/${d.id}/keywords`));
    expect(lists.keywords.map((k: { text: string }) => k.text)).toEqual(['Klapki']); // not sent: kept
    expect(lists.negativeKeywords).toEqual([{ id: null, text: 'tanie', normalized: 'tanie', matchType: 'EXACT' }]);
  });

  it('replacing a campaign list keeps the id of a keyword still there, bumps the version, announces campaigns.changed and is audited', async () => {
    const c = await kit.publish({
      keywords: [
        { text: 'sneakersy', matchType: 'EXACT' },
        { text: 'trampki', matchType: 'EXACT' },
      ],
    });
    const before = await json(await kit.call('GET', `/campaigns/${c.id}/keywords`));
    const changed: string[][] = [];
    kit.server.ctx.events.on('campaigns.changed', (ids) => changed.push(ids));
    const res = await kit.call('PATCH', `/campaigns/${c.id}/keywords`, {
      keywords: [
        { text: 'SNEAKERSY', matchType: 'EXACT', bid: 300 },
        { text: 'kozaki', matchType: 'BROAD' },
      ],
    });
    expect(res.status).toBe(200);
    const after = await json(res);
    expect(after.keywords.map((k: { text: string; bid: number | null }) => [k.text, k.bid])).toEqual([
      ['kozaki', null],
      ['SNEAKERSY', 300],
    ]);
    expect(after.keywords[1].id).toBe(before.keywords.find((k: { text: string }) => k.text === 'sneakersy').id);
    expect(res.headers.get('etag')).toBe(`"${c.version + 1}"`);
    expect(changed).toContainEqual([c.id]);
    await kit.server.app.audit.flush();
    const [row] = await kit.server.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.url, `/api/campaigns/${c.id}/keywords`), eq(auditLog.method, 'PATCH')));
    expect(row?.changes).toEqual([
      {
        field: 'keywords',
        before: [
          { text: 'sneakersy', matchType: 'EXACT', bid: null },
          { text: 'trampki', matchType: 'EXACT', bid: null },
        ],
        after: [
          { text: 'kozaki', matchType: 'BROAD', bid: null },
          { text: 'SNEAKERSY', matchType: 'EXACT', bid: 300 },
        ],
      },
    ]);
    const stale = await kit.call('PATCH', `/campaigns/${c.id}/keywords`, { keywords: [] }, { 'if-match': `"${c.version}"` });
    expect(stale.status).toBe(412);
  });

  it('answers problem details with field and message for each broken rule', async () => {
    const c = await kit.publish();
    const cases: [unknown, string, string][] = [
      [{ keywords: [{ text: '!!!', matchType: 'EXACT' }] }, 'KEYWORDS', 'Keyword 1 has no letters or digits.'],
      [{ keywords: [{ text: 'x'.repeat(81), matchType: 'EXACT' }] }, 'KEYWORDS', 'Keyword 1 can have at most 80 characters.'],
      [
        { keywords: [{ text: 'a', matchType: 'EXACT', bid: 99 }] },
        'KEYWORDS',
        'Keyword 1: the bid must be between 1.00 PLN and 100.00 PLN.',
      ],
      [
        {
          keywords: [
            { text: 'Buty', matchType: 'EXACT' },
            { text: 'buty', matchType: 'EXACT' },
          ],
        },
        'KEYWORDS',
        'Keyword 2 repeats keyword 1 with the same match type.',
      ],
      [
        { keywords: Array.from({ length: 6 }, (_, i) => ({ text: `k${i}`, matchType: 'EXACT' })) },
        'KEYWORDS',
        'At most 5 keywords per campaign (6 sent).',
      ],
      [
        { negativeKeywords: [{ text: 'a b c d e f g h i j k', matchType: 'PHRASE' }] },
        'NEGATIVE_KEYWORDS',
        'Negative keyword 1 can have at most 10 words.',
      ],
    ];
    for (const [body, field, detail] of cases) {
      const res = await kit.call('PATCH', `/campaigns/${c.id}/keywords`, body);
      expect(res.status).toBe(400);
      expect(await json(res)).toMatchObject({ type: 'ValidationException', field, detail });
    }
    const broadNegative = await kit.call('PATCH', `/campaigns/${c.id}/keywords`, { negativeKeywords: [{ text: 'x', matchType: 'BROAD' }] });
    expect(broadNegative.status).toBe(400);
    const draft = await kit.call('POST', '/campaign-drafts', { name: 'Bad keywords', keywords: [{ text: '', matchType: 'EXACT' }] });
    expect(draft.status).toBe(400);
    expect((await json(await kit.call('GET', `/campaigns/${c.id}/keywords`))).keywords).toEqual([]);
  });

  it('keeps other accounts out and refuses an archived campaign', async () => {
    const c = await kit.publish();
    const foreign = await kit.call('GET', `/campaigns/${c.id}/keywords`, undefined, { 'account-id': kit.otherAccountId });
    expect(foreign.status).toBe(403);
    const missing = await kit.call('GET', '/campaigns/9b2f3c1e-4d5a-4b6c-8d7e-0f1a2b3c4d5e/keywords');
    expect(missing.status).toBe(404);
    await kit.call('PUT', '/campaigns/user-status', { userStatus: 'ARCHIVED', campaignIds: [c.id] });
    const archived = await kit.call('PATCH', `/campaigns/${c.id}/keywords`, { keywords: [{ text: 'x', matchType: 'EXACT' }] });
    expect(archived.status).toBe(400);
    expect(await json(archived)).toMatchObject({ type: 'ValidationException', field: 'USER_STATUS' });
  });
});
