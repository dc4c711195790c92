import { migration } from "./ddl"

/**
 * The 90-day list at a million rows: a page walks the list's own order (unreviewed first, then newest
 * change) and stops after the page and the capped count, across the caller's companies or within one
 * company, instead of sorting every row in scope. The change-date index it replaces led with the date alone.
 */
export default migration(function* (sql) {
  yield* sql`
    CREATE INDEX ninety_days_review_order ON ninety_days_data_correction ((reviewed_at IS NULL) DESC, change_date DESC, id DESC)`
  yield* sql`
    CREATE INDEX ninety_days_company_review_order
    ON ninety_days_data_correction (reporting_company_id, (reviewed_at IS NULL) DESC, change_date DESC, id DESC)`
  yield* sql`DROP INDEX ninety_days_change`
})
