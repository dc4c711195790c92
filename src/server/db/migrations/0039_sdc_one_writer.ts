import { migration } from "./ddl"

/**
 * Supplementary data under concurrency (docs/sdc-format.md, "Files sent at the same time"): a record
 * is held once, a company's files are checked and applied one at a time, a key repeated in a file is
 * found as its rows are staged, and a file applied in steps (the embedded database) keeps how far it
 * got, so that a stopped server finishes it at its next start.
 */
export default migration(function* (sql) {
  // Two files sent at the same moment could add one record twice before this migration: the first row stays.
  yield* sql`
    DELETE FROM policy_term t USING policy_term k
    WHERE k.policy_id = t.policy_id AND k.effective_date = t.effective_date AND k.id < t.id`
  yield* sql`
    DELETE FROM policy_operator_vehicle v USING policy_operator o, policy_operator k
    WHERE v.policy_operator_id = o.id AND k.policy_id = o.policy_id AND k.driver_id = o.driver_id
      AND k.date_added = o.date_added AND k.id < o.id`
  yield* sql`
    DELETE FROM policy_operator o USING policy_operator k
    WHERE k.policy_id = o.policy_id AND k.driver_id = o.driver_id AND k.date_added = o.date_added AND k.id < o.id`
  yield* sql`
    CREATE TEMPORARY TABLE repeated_claim ON COMMIT DROP AS
    SELECT c.id FROM claim c JOIN claim k ON k.reporting_company_id = c.reporting_company_id
      AND k.claim_number = c.claim_number AND k.driver_id = c.driver_id AND NOT k.on_hold AND k.id < c.id
    WHERE NOT c.on_hold`
  for (const table of ["claim_loss", "claim_first_party", "claim_third_party"])
    yield* sql.unsafe(`DELETE FROM ${table} WHERE claim_id IN (SELECT id FROM repeated_claim)`)
  yield* sql`DELETE FROM claim WHERE id IN (SELECT id FROM repeated_claim)`

  yield* sql`CREATE UNIQUE INDEX policy_term_key ON policy_term (policy_id, effective_date)`
  yield* sql`CREATE UNIQUE INDEX policy_operator_key ON policy_operator (policy_id, driver_id, date_added)`
  yield* sql`
    CREATE UNIQUE INDEX claim_key ON claim (reporting_company_id, claim_number, driver_id) WHERE NOT on_hold`

  // One file of a company in processing (checked, then applied) at a time.
  yield* sql`
    UPDATE sdc_file f SET status_id = 4, completed_at = now(), error_count = error_count + 1
    WHERE status_id = 2 AND EXISTS (
      SELECT 1 FROM sdc_file e WHERE e.reporting_company_id = f.reporting_company_id AND e.status_id = 2 AND e.id < f.id)`
  yield* sql`CREATE UNIQUE INDEX sdc_file_company_processing ON sdc_file (reporting_company_id) WHERE status_id = 2`
  // Where a file applied in steps stands: the next change and the line it starts after; null until its apply begins.
  yield* sql`ALTER TABLE sdc_file ADD COLUMN apply_step integer, ADD COLUMN apply_after_line integer`

  // A record's key twice in a file: the later row is refused as it is staged (DUPLICATE_KEY).
  yield* sql`
    CREATE UNIQUE INDEX sdc_staging_key ON sdc_staging (file_id, record,
      (CASE WHEN record = 'C' THEN NULL ELSE policy_number END), effective_date, licence_number, jurisdiction_id,
      date_added, claim_number) NULLS NOT DISTINCT`
})
