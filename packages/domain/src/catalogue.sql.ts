/**
 * SQL mirror of {@link productStock} (catalogue.ts): a product's units in stock as an aggregate over its
 * sizes, e.g. `productStockSql('s.active', 's.stock')` → `coalesce(sum(s.stock) filter (where s.active and
 * s.stock > 0), 0)`. packages/db/src/domain-sql.test.ts holds the two equal on PostgreSQL.
 * @param active, stock SQL columns of a size (trusted text, never user input)
 */
export function productStockSql(active: string, stock: string): string {
  return `coalesce(sum(${stock}) filter (where ${active} and ${stock} > 0), 0)`;
}
