-- Room on each page for the flush's additive updates (docs/auction-insight.md "Flushing in pieces"): a process adds
-- into the same (campaign, day, hour, product) row every flush period, and an update that fits on the row's page
-- is a HOT update (PostgreSQL storage/heap/README.HOT) that writes no new index entry. Applies to pages written
-- from now on.
ALTER TABLE auction_insight_hourly SET (fillfactor = 50);
--> statement-breakpoint
ALTER TABLE keyword_insight_hourly SET (fillfactor = 50);
