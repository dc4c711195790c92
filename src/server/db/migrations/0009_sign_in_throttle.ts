import { migration } from "./ddl"

/**
 * Counters of failed sign-ins and look-ups, shared by every server instance. The columns are the
 * ones rate-limiter-flexible's PostgreSQL store reads and writes; expire is in epoch milliseconds.
 */
export default migration(function* (sql) {
  yield* sql`
    CREATE TABLE sign_in_throttle (
      key varchar(255) PRIMARY KEY,
      points integer NOT NULL DEFAULT 0,
      expire bigint
    )`
  yield* sql`CREATE INDEX sign_in_throttle_expire ON sign_in_throttle (expire)`
})
