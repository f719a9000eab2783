import { describe, expect, it } from 'vitest';
import { corePercent, parseProcStat, PER_DATABASE } from './cpu';
import { median, percentile, pln, ratio } from './stats';
import { auctionBodies, clicksBody } from './requests';

describe('bench:serving helpers', () => {
  it('takes nearest-rank percentiles without reordering the input', () => {
    const values = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
    expect(percentile(values, 50)).toBe(5);
    expect(percentile(values, 99)).toBe(10);
    expect(percentile(values, 10)).toBe(1);
    expect(percentile(values, 0)).toBe(1);
    expect(median([3, 1, 2])).toBe(2);
    expect(percentile([], 50)).toBeNaN();
    expect(values[0]).toBe(5);
  });

  it('prints grosze as PLN with two decimals and divides safely', () => {
    expect(pln(0n)).toBe('0.00');
    expect(pln(12_345)).toBe('123.45');
    expect(pln(-5n)).toBe('-0.05');
    expect(ratio(3, 2)).toBe(1.5);
    expect(ratio(1, 0)).toBeNaN();
  });

  it('reads utime + stime and the parent from a /proc stat line whose command holds spaces and parentheses', () => {
    const line = '4242 (node (worker) x) S 4100 4242 4100 0 -1 4194560 9000 0 0 0 1234 567 0 0 20 0 11 0 100 0 0';
    expect(parseProcStat(line)).toEqual({ pid: 4242, ppid: 4100, ticks: 1801 });
    expect(() => parseProcStat('garbage')).toThrow(/not a \/proc stat line/);
    expect(corePercent(50, 10_000)).toBeCloseTo(5); // 0.5 s of CPU over 10 s
  });

  it("tells a backend of another database from PostgreSQL's own processes", () => {
    expect(PER_DATABASE.exec('postgres: 15/main: postgres ads_test_4c 127.0.0.1(33518) idle')?.[2]).toBe('ads_test_4c');
    expect(PER_DATABASE.exec('postgres: 15/main: autovacuum worker ads_bench_1')?.[1]).toBe('ads_bench_1');
    expect(PER_DATABASE.exec('postgres: bob shop [local] idle')?.[2]).toBe('shop');
    expect(PER_DATABASE.exec('postgres: 15/main: checkpointer')).toBeNull();
    expect(PER_DATABASE.exec('postgres: 15/main: logical replication launcher')).toBeNull();
  });

  it('makes contract-shaped auctions (30 distinct candidates, 3–5 slots, some by category) and clicks', () => {
    const shelves = [Array.from({ length: 80 }, (_, i) => `s${i}`)];
    const products = Array.from({ length: 500 }, (_, i) => `p${i}`);
    const bodies = auctionBodies(200, shelves, products, ['apparel/topwear/tshirts'], 7).map((b) => JSON.parse(b));
    const listings = bodies.filter((b) => b.auctions[0].products);
    expect(listings.length).toBeGreaterThan(120);
    expect(bodies.length - listings.length).toBeGreaterThan(10);
    for (const b of listings) {
      expect(new Set(b.auctions[0].products.ids).size).toBe(30);
      expect(b.auctions[0].slots).toBeGreaterThanOrEqual(3);
      expect(b.auctions[0].slots).toBeLessThanOrEqual(5);
    }
    const clicks = JSON.parse(clicksBody([{ resolvedBidId: 'rb1', productId: 'p1' }], 'x')).clicks;
    expect(clicks[0]).toMatchObject({ id: 'x-c-rb1', resolvedBidId: 'rb1', entity: { type: 'product', id: 'p1' } });
  });
});
