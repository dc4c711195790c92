import { Effect } from "effect"
import { SqlClient } from "effect/sql"

/** Marks a report's rows of the 90-day list reviewed by this user, now, unless reviewed already. */
export const markReviewed = (reportId: number, reviewer: { readonly id: number; readonly name: string }) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`
      UPDATE ninety_days_data_correction
      SET reviewed_by_user_id = ${reviewer.id}, reviewed_by_name = ${reviewer.name}, reviewed_at = now()
      WHERE report_id = ${reportId} AND reviewed_at IS NULL`
  })
