// Ids of pins and boards are never reused after a hard delete (migrations/0035_ids_never_reused.sql):
// every insert names its id explicitly, above both the newest row and the highest id ever deleted.

/** The SQL expression of the next id of `table`: one past the newest row and the highest retired id. */
export function nextIdSql(table: 'pins' | 'boards'): string {
  return `(MAX((SELECT COALESCE(MAX(id), 0) FROM ${table}), (SELECT COALESCE(MAX(max_id), 0) FROM id_high_water WHERE entity = '${table}')) + 1)`;
}
