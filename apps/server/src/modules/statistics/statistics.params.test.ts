import { describe, expect, it } from 'vitest';
import { METRICS, parseStatisticsParams, type RawStatisticsParams } from './statistics.params';

const ID = '7d1f0c2e-3b7a-4c55-9a57-0d3f1e2a4b6c';
const TODAY = '2026-10-27';
const parse = (raw: RawStatisticsParams) => parseStatisticsParams(raw, TODAY);

describe('parseStatisticsParams (docs/requirements.md §7, §8)', () => {
  it('defaults to every metric, no dimensions and the 30 days ending today', () => {
    expect(parse({ campaignIdIn: [ID] })).toEqual({
      metrics: [...METRICS],
      dimensions: [],
      campaignIds: [ID],
      dateBegin: '2026-09-28',
      dateEnd: TODAY,
      sort: undefined,
      limit: undefined,
      offset: 0,
    });
    expect(parse({ campaignIdIn: [ID], dateEnd: '2026-03-31' })).toMatchObject({ dateBegin: '2026-03-02', dateEnd: '2026-03-31' });
  });

  it('takes searchTerm and keywordId alone or with day, never beside a product or category dimension', () => {
    expect(parse({ campaignIdIn: [ID], dimensions: ['searchTerm,keywordId,day'] }).dimensions).toEqual(['searchTerm', 'keywordId', 'day']);
    expect(parse({ campaignIdIn: [ID], dimensions: ['searchTerm'], sortBy: 'searchTerm,asc' }).sort).toEqual({
      field: 'searchTerm',
      direction: 'ASC',
    });
    expect(() => parse({ campaignIdIn: [ID], dimensions: ['searchTerm,productId'] })).toThrow(/only with day/);
    expect(() => parse({ campaignIdIn: [ID], dimensions: ['keywordId,categoryId'] })).toThrow(/only with day/);
  });

  it('merges comma lists and repeats, dropping duplicates, and lower-cases ids', () => {
    const q = parse({
      campaignIdIn: [`${ID.toUpperCase()},${ID}`, ID],
      metrics: ['cost, ctr', 'cost'],
      dimensions: ['productId,productName'],
    });
    expect(q).toMatchObject({ campaignIds: [ID], metrics: ['cost', 'ctr'], dimensions: ['productId', 'productName'] });
  });

  it('sorts a day series ascending and anything else by cost descending, unless told otherwise', () => {
    expect(parse({ campaignIdIn: [ID], dimensions: ['day', 'productId'] }).sort).toEqual({ field: 'day', direction: 'ASC' });
    expect(parse({ campaignIdIn: [ID], dimensions: ['categoryId'] }).sort).toEqual({ field: 'cost', direction: 'DESC' });
    expect(parse({ campaignIdIn: [ID], dimensions: ['categoryId'], sortBy: 'categoryId,asc' }).sort).toEqual({
      field: 'categoryId',
      direction: 'ASC',
    });
    // any metric may order the rows, requested or not
    expect(parse({ campaignIdIn: [ID], metrics: ['views'], dimensions: ['productId'], sortBy: 'roas,DESC' }).sort).toEqual({
      field: 'roas',
      direction: 'DESC',
    });
  });

  it.each([
    [{ campaignIdIn: undefined }, 'campaignIdIn'],
    [{ campaignIdIn: [''] }, 'campaignIdIn'],
    [{ campaignIdIn: ['not-a-uuid'] }, 'campaignIdIn'],
    [
      { campaignIdIn: [Array.from({ length: 1001 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`).join(',')] },
      'campaignIdIn',
    ],
    [{ metrics: ['views,impressions'] }, 'metrics'],
    [{ metrics: [''] }, 'metrics'],
    [{ dimensions: ['brand'] }, 'dimensions'],
    [{ dateBegin: '2026-02-30' }, 'dateBegin'],
    [{ dateEnd: '26-10-2026' }, 'dateEnd'],
    [{ dateBegin: '2026-10-27', dateEnd: '2026-10-26' }, 'dateBegin'],
    [{ dateBegin: '2024-01-01', dateEnd: '2026-01-01' }, 'dateEnd'],
    [{ limit: 0 }, 'limit'],
    [{ limit: 1001 }, 'limit'],
    [{ limit: 2.5 }, 'limit'],
    [{ offset: -1 }, 'offset'],
    [{ offset: 100_001 }, 'offset'],
  ])('throws InvalidStatisticsParamsException for %j', (params, field) => {
    expect(() => parse({ campaignIdIn: [ID], ...params })).toThrow(
      expect.objectContaining({ type: 'InvalidStatisticsParamsException', status: 400, field }),
    );
  });

  it('accepts the longest range, 731 days', () => {
    expect(parse({ campaignIdIn: [ID], dateBegin: '2024-01-01', dateEnd: '2025-12-31' }).dateEnd).toBe('2025-12-31');
  });

  it.each(['cost', 'cost,UP', 'cost;DESC', 'impressions,ASC', 'productName,ASC', 'day,ASC,x', ',ASC'])(
    'throws InvalidSortByDefinitionException for sortBy=%s',
    (sortBy) => {
      expect(() => parse({ campaignIdIn: [ID], dimensions: ['productId'], sortBy })).toThrow(
        expect.objectContaining({ type: 'InvalidSortByDefinitionException', status: 400, field: 'sortBy' }),
      );
    },
  );
});
