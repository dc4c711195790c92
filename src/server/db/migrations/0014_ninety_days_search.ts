import { migration } from "./ddl"

/**
 * The 90-day list at scale: its first pages walk the change date in order and stop after a page
 * (instead of sorting every row of the caller's companies), and the unread count reads only the rows
 * not reviewed yet.
 */
export default migration(function* (sql) {
  yield* sql`CREATE INDEX ninety_days_change ON ninety_days_data_correction (change_date DESC, id DESC)`
  yield* sql`
    CREATE INDEX ninety_days_unreviewed ON ninety_days_data_correction (reporting_company_id, organization_id)
    WHERE reviewed_at IS NULL`
})
