import { migration } from "./ddl"

/**
 * The 90-day list filtered on a requestor's name: the report's requestor key kept on the 90-day row,
 * with a trigram index, so that a name matching few rows of a million finds them without walking the
 * list. A trigger fills the key from the row's report, whoever writes the row.
 */
export default migration(function* (sql) {
  yield* sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`
  yield* sql`ALTER TABLE ninety_days_data_correction ADD COLUMN requestor_key text COLLATE "C"`
  yield* sql`
    UPDATE ninety_days_data_correction n SET requestor_key = portal_search_key(r.requestor_name)
    FROM driver_report r WHERE r.id = n.report_id`
  yield* sql`ALTER TABLE ninety_days_data_correction ALTER COLUMN requestor_key SET NOT NULL`
  yield* sql.unsafe(`
    CREATE FUNCTION ninety_days_requestor_key() RETURNS trigger
    LANGUAGE plpgsql AS $$
    BEGIN
      NEW.requestor_key := (SELECT portal_search_key(r.requestor_name) FROM driver_report r WHERE r.id = NEW.report_id);
      RETURN NEW;
    END
    $$`)
  yield* sql`
    CREATE TRIGGER ninety_days_requestor_key BEFORE INSERT OR UPDATE OF report_id ON ninety_days_data_correction
    FOR EACH ROW EXECUTE FUNCTION ninety_days_requestor_key()`
  yield* sql`CREATE INDEX ninety_days_requestor_key ON ninety_days_data_correction USING gin (requestor_key gin_trgm_ops)`
  yield* sql`ANALYZE ninety_days_data_correction`
})
