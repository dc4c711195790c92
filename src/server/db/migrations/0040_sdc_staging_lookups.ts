import { migration } from "./ddl"

/**
 * The reference checks of a file in bounded steps (the embedded database) ask, for each row of a
 * range, whether the file adds its policy or its driver: an index each, so that a step costs its own
 * rows and not a pass over the whole file.
 */
export default migration(function* (sql) {
  yield* sql`
    CREATE INDEX sdc_staging_policy_added ON sdc_staging (file_id, policy_number) WHERE record = 'P' AND txn = 'A'`
  yield* sql`
    CREATE INDEX sdc_staging_driver_added ON sdc_staging (file_id, licence_number, jurisdiction_id)
    WHERE record = 'O' AND txn = 'A'`
})
