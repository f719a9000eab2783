/**
 * The statistics module's door: the plugin for app.ts, its face (decorated as `app.statistics`), the
 * types its face returns, and the range rule the campaign lists share with GET /statistics
 * (docs/requirements.md §7: the 30 days ending today unless given).
 */
export { statisticsModule, type StatisticsFace } from './statistics.module';
export type { MetricValues } from './statistics.metrics';
export type { SearchTermCount } from './search-terms.repository';
export { resolveRange } from './statistics.params';
