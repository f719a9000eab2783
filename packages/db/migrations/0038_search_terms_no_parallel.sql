-- No parallel plans on the per-campaign search-term roll-up, as on the account roll-up (0036): the all-campaigns
-- search-term statement plans a per-campaign branch behind a one-time filter that is false whenever the account
-- roll-up answers, and a parallel plan there launched its workers anyway (34-52 ms of a 175 ms call measured on a
-- 2-core machine, docs/statistics-measurements.md 2026-12-01). The single-campaign reads are index ranges.
ALTER TABLE stats_search_terms_daily SET (parallel_workers = 0);
