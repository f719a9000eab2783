-- The search-term report sorts terms in SQL (docs/statistics-scale.md "Search terms"): Polish order with numbers
-- compared as numbers, as the service's Intl.Collator('pl', {numeric: true}). A build without ICU (PGlite) gets
-- byte order under the same name.
DO $$
BEGIN
  CREATE COLLATION IF NOT EXISTS pl_numeric (provider = icu, locale = 'pl-u-kn-true');
EXCEPTION WHEN OTHERS THEN
  CREATE COLLATION IF NOT EXISTS pl_numeric FROM "C";
END
$$;
