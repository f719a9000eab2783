-- docs/operations.md "Database roles": the server may run as a least-privilege role that owns no table, so it
-- cannot create partitions itself. The monthly partition upkeep (server start and the daily job) runs with the
-- rights of the function's owner (the role that ran the migrations) instead; search_path is pinned as the
-- PostgreSQL manual advises for SECURITY DEFINER functions ("Writing SECURITY DEFINER Functions Safely").
-- Only roles granted EXECUTE (the runtime role, by grantRuntimeRole) may call it.
ALTER FUNCTION events_ensure_partitions(integer) SECURITY DEFINER SET search_path = public, pg_temp;
--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION events_ensure_partitions(integer) FROM PUBLIC;
