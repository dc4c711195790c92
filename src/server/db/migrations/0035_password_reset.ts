import { migration } from "./ddl"

/**
 * A password reset link (issue 33): only the SHA-256 of its token is kept, with the account it opens,
 * when it stops opening it (an hour after it was sent) and when it was used (once).
 */
export default migration(function* (sql) {
  yield* sql`
    CREATE TABLE password_reset (
      token_hash text PRIMARY KEY,
      user_id integer NOT NULL REFERENCES portal_user (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    )`
  yield* sql`CREATE INDEX password_reset_user ON password_reset (user_id)`
})
