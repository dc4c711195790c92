import { migration } from "./ddl"

/**
 * Re-authentication (ASVS 3.7.1): the last time a person gave their password again in one provider
 * session (its grant). A session authenticated when its grant was made (the sign-in) or at the latest
 * of these; the row goes with the account.
 */
export default migration(function* (sql) {
  yield* sql`
    CREATE TABLE session_reauthentication (
      grant_id text PRIMARY KEY,
      user_id integer NOT NULL REFERENCES portal_user (id) ON DELETE CASCADE,
      authenticated_at timestamptz NOT NULL
    )`
  yield* sql`CREATE INDEX session_reauthentication_user ON session_reauthentication (user_id)`
})
