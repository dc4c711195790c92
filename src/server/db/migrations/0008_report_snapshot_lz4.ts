import { migration } from "./ddl"

/**
 * Every report generated writes its snapshot (tens of kilobytes of JSON), which PostgreSQL
 * compresses: lz4 does that several times faster than the default pglz, for about the same size.
 * A server built without lz4 (PGlite is one) keeps pglz.
 */
export default migration(function* (sql) {
  yield* sql.unsafe(`
    DO $$
    BEGIN
      ALTER TABLE driver_report ALTER COLUMN snapshot SET COMPRESSION lz4;
      ALTER TABLE vehicle_report ALTER COLUMN snapshot SET COMPRESSION lz4;
    EXCEPTION WHEN feature_not_supported THEN
      NULL;
    END
    $$`)
})
