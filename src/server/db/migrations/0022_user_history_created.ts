import { migration } from "./ddl"

/**
 * The user access report lists an account from its "created" entry: an index of those entries alone,
 * so that the lookup per user reads one index entry instead of the user's whole history.
 */
export default migration(function* (sql) {
  yield* sql`CREATE INDEX user_access_history_created ON user_access_history (user_id, occurred_at) WHERE event = 'created'`
})
