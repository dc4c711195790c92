import { Duration, Effect } from "effect"
import { SqlClient } from "effect/sql"
import type { SqlError } from "effect/sql/SqlError"

/**
 * The removals of the retention sweep, one a kind of record, each answering how many it removed. Which
 * kinds go and after how long is the domain's to say (domain/retention/retentionSweep.ts); each age is
 * counted back from the database's clock.
 */

/** An age as PostgreSQL reads it: whole days as days, anything shorter in seconds. */
const interval = (age: Duration.Duration) => {
  const seconds = Duration.toSeconds(age)
  return seconds % 86_400 === 0 ? `${seconds / 86_400} days` : `${seconds} seconds`
}

const removal =
  (statement: (sql: SqlClient.SqlClient, age: string) => Effect.Effect<ReadonlyArray<unknown>, SqlError>) =>
  (olderThan: Duration.Duration) =>
    Effect.flatMap(SqlClient.SqlClient, (sql) => Effect.map(statement(sql, interval(olderThan)), (rows) => rows.length))

/** Mail sent that long ago, and mail never sent whose body is a secret (an invitation's link) created that long ago. */
export const removeSentMail = removal(
  (sql, age) => sql`
    DELETE FROM mail_outbox
    WHERE (sent_at IS NOT NULL AND sent_at < now() - ${age}::interval)
      OR (sent_at IS NULL AND body_is_secret AND created_at < now() - ${age}::interval)
    RETURNING id`
)

/** Invitations used, revoked or expired that long ago (only a hash of their link is kept). */
export const removeSpentInvitations = removal(
  (sql, age) => sql`
    DELETE FROM user_invitation
    WHERE coalesce(used_at, revoked_at, expires_at) < now() - ${age}::interval
      AND (used_at IS NOT NULL OR revoked_at IS NOT NULL OR expires_at < now())
    RETURNING token_hash`
)

/** The embedded provider's records (sessions, grants, codes, tokens, interactions) expired that long ago. */
export const removeExpiredProviderRecords = removal(
  (sql, age) => sql`DELETE FROM oidc_payload WHERE expires_at < now() - ${age}::interval RETURNING id`
)

/** The session list's rows last used that long ago whose grant the provider no longer holds. */
export const removeEndedSessions = removal(
  (sql, age) => sql`
    DELETE FROM account_session s
    WHERE s.last_used_at < now() - ${age}::interval
      AND NOT EXISTS (SELECT 1 FROM oidc_payload p WHERE p.model = 'Grant' AND p.id = s.grant_id)
    RETURNING grant_id`
)

/** Carriers' sign-in states created that long ago. */
export const removeFederatedSignIns = removal(
  (sql, age) => sql`DELETE FROM federated_sign_in WHERE created_at < now() - ${age}::interval RETURNING state`
)

/** Password reset links used or expired that long ago (only their hash is kept). */
export const removeResetLinks = removal(
  (sql, age) => sql`
    DELETE FROM password_reset WHERE coalesce(used_at, expires_at) < now() - ${age}::interval RETURNING token_hash`
)

/** The accounts a password verified for a second factor's step, that long ago. */
export const removeSecondFactorSteps = removal(
  (sql, age) => sql`
    DELETE FROM second_factor_interaction WHERE created_at < now() - ${age}::interval RETURNING interaction_uid`
)

/** A session's re-authentication once its grant is gone: a grant gone vouches for nobody. */
export const removeReauthentications = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const rows = yield* sql`
    DELETE FROM session_reauthentication r
    WHERE NOT EXISTS (SELECT 1 FROM oidc_payload p WHERE p.model = 'Grant' AND p.id = r.grant_id)
    RETURNING grant_id`
  return rows.length
})

/** The values SDC error rows quote (a driver's data) of files received that long ago; line, column and reason stay. */
export const clearSdcErrorValues = removal(
  (sql, age) => sql`
    UPDATE sdc_error e SET value = ''
    FROM sdc_file f
    WHERE f.id = e.file_id AND e.value <> '' AND f.received_at < now() - ${age}::interval
    RETURNING e.id`
)
