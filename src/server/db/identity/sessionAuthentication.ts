import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { execute } from "../shared/statements"

/**
 * When the provider session (grant) last authenticated its person: the grant's creation (iat, the
 * sign-in; silent renewals keep it) or the latest re-authentication recorded for it, whichever is
 * later. Undefined for a session the provider no longer holds.
 */
export const sessionAuthenticatedAt = (grantId: string, userId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{ signedInAt: Date | null; reauthenticatedAt: Date | null }>`
      SELECT
        (SELECT to_timestamp((payload ->> 'iat')::double precision) FROM oidc_payload
          WHERE model = 'Grant' AND id = ${grantId} AND (expires_at IS NULL OR expires_at > now())) AS signed_in_at,
        (SELECT authenticated_at FROM session_reauthentication
          WHERE grant_id = ${grantId} AND user_id = ${userId}) AS reauthenticated_at`
    const row = rows[0]
    if (row === undefined || row.signedInAt === null) return undefined
    const signedIn = new Date(row.signedInAt)
    const reauthenticated = row.reauthenticatedAt === null ? undefined : new Date(row.reauthenticatedAt)
    return reauthenticated !== undefined && reauthenticated > signedIn ? reauthenticated : signedIn
  })

/** The person gave their password again in this session, at this moment. */
export const recordReauthentication = (grantId: string, userId: number, at: Date) =>
  execute(
    (sql) => sql`
      INSERT INTO session_reauthentication (grant_id, user_id, authenticated_at)
      VALUES (${grantId}, ${userId}, ${at})
      ON CONFLICT (grant_id) DO UPDATE SET user_id = EXCLUDED.user_id, authenticated_at = EXCLUDED.authenticated_at`
  )
