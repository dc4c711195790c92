import { migration } from "./ddl"

/** The vehicle report reads claims by the policy vehicle they were on. */
export default migration(function* (sql) {
  yield* sql`CREATE INDEX IF NOT EXISTS claim_policy_vehicle ON claim (policy_vehicle_id)`
})
