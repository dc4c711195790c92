import { Effect } from "effect"
import { SqlClient } from "effect/sql"

/** The vehicle report reads claims by the policy vehicle they were on. */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`CREATE INDEX IF NOT EXISTS claim_policy_vehicle ON claim (policy_vehicle_id)`
})
