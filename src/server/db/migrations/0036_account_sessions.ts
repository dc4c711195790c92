import { migration } from "./ddl"

/**
 * A person's sessions as they see and end them (ASVS 3.3.4): one row per provider grant (one grant
 * per provider session), with the browser and address it was started from and when it was last
 * used. Whether a session is alive is the grant's own row in oidc_payload; this row only describes it.
 * The grants alive when this runs are kept, their browser and address unknown.
 */
export default migration(function* (sql) {
  yield* sql`
    CREATE TABLE account_session (
      grant_id text PRIMARY KEY,
      sub text NOT NULL,
      user_agent text,
      address text,
      started_at timestamptz NOT NULL DEFAULT now(),
      last_used_at timestamptz NOT NULL DEFAULT now()
    )`
  yield* sql`CREATE INDEX account_session_sub ON account_session (sub)`
  yield* sql`
    INSERT INTO account_session (grant_id, sub, started_at, last_used_at)
    SELECT id, payload->>'accountId',
      COALESCE(to_timestamp((payload->>'iat')::bigint), now()), COALESCE(to_timestamp((payload->>'iat')::bigint), now())
    FROM oidc_payload
    WHERE model = 'Grant' AND payload->>'accountId' IS NOT NULL AND (expires_at IS NULL OR expires_at > now())`
})
