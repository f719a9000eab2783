import { describe, expect, it } from 'vitest';
import type { AdIndexRow } from './ad-index.repository';
import { AdSnapshot } from './ad-index.snapshot';

const row = (campaign: number, productId: string, maxCpc: number): AdIndexRow =>
  ({
    campaignId: `00000000-0000-4000-8000-${String(campaign).padStart(12, '0')}`,
    accountId: `acc-${campaign}`,
    userStatus: 'ACTIVE',
    maxCpc,
    dailyBudget: null,
    totalBudget: null,
    spentTotal: 0,
    spentToday: 0,
    spendDay: null,
    startDate: '2026-01-01',
    endDate: null,
    channel: 'ALL',
    markets: ['PL'],
    delivery: 'ACCELERATED',
    accountName: `Account ${campaign}`,
    advertiserName: null,
    payerName: null,
    billingCompanyName: null,
    productId,
    stock: 1,
    categoryCodes: ['c'],
    clicks: 0,
    impressions: 0,
  }) as AdIndexRow;

describe('AdSnapshot.lookUp', () => {
  it('gives the held products of the ids in order, each time an id is given, skipping unknown ids', () => {
    const snapshot = new AdSnapshot(100);
    snapshot.add([row(1, 'p-1', 200), row(2, 'p-1', 300), row(3, 'p-1', 150), row(1, 'p-2', 200)]);
    const found = snapshot.lookUp(['p-2', 'nope', 'p-1', 'p-2', '']);
    expect(found.map((p) => p.id)).toEqual(['p-2', 'p-1', 'p-2']);
    expect(found[1]!.campaigns.map((c) => c.maxCpc)).toEqual([300, 200, 150]);
    expect(found[0]).toBe(snapshot.products.get('p-2'));
    expect(snapshot.lookUp([])).toEqual([]);
  });
});
