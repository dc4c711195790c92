import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { execute } from "../shared/statements"

/** A session of a person's account as they see it (migration 0036). */
export interface AccountSessionRow {
  readonly grantId: string
  readonly userAgent: string | null
  readonly address: string | null
  readonly startedAt: Date
  readonly lastUsedAt: Date
}

/** The longest a user agent is kept: enough to name the browser, never a whole request's worth. */
const userAgentKept = 512

/** A new provider session's grant: who, from which browser and address, from now. */
export const recordAccountSession = (session: {
  readonly grantId: string
  readonly sub: string
  readonly userAgent: string | undefined
  readonly address: string | undefined
}) =>
  execute(
    (sql) => sql`
      INSERT INTO account_session (grant_id, sub, user_agent, address)
      VALUES (${session.grantId}, ${session.sub}, ${session.userAgent?.slice(0, userAgentKept) ?? null},
        ${session.address ?? null})
      ON CONFLICT (grant_id) DO NOTHING`
  )

/** The session was used now (a refresh token's use). */
export const touchAccountSession = (grantId: string) =>
  execute((sql) => sql`UPDATE account_session SET last_used_at = now() WHERE grant_id = ${grantId}`)

/** A call's session, checked in the statement that loads its caller; `touch` records the use too. */
export interface SessionCheck {
  readonly grantId: string
  readonly touch: boolean
}

/**
 * `live`: the session's grant row while it is alive, by its primary key; with `touch`, `touched`
 * records the use (the caller does so at most once a minute per session). Common table expressions
 * for the statement that loads the caller, so that a call pays one round trip for both.
 */
export const liveSessionExpressions = (sql: SqlClient.SqlClient, session: SessionCheck) =>
  sql`live AS (
      SELECT id FROM oidc_payload
      WHERE model = 'Grant' AND id = ${session.grantId} AND (expires_at IS NULL OR expires_at > now()))${
        session.touch
          ? sql`, touched AS (UPDATE account_session SET last_used_at = now() WHERE grant_id IN (SELECT id FROM live))`
          : sql``
      }`

/** The account's sessions alive, the last used first; rows of grants ended otherwise (sign-out, expiry) go. */
export const listAccountSessions = (sub: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`
      DELETE FROM account_session s WHERE s.sub = ${sub} AND NOT EXISTS (
        SELECT 1 FROM oidc_payload g
        WHERE g.model = 'Grant' AND g.id = s.grant_id AND (g.expires_at IS NULL OR g.expires_at > now()))`
    return yield* sql<AccountSessionRow>`
      SELECT grant_id, user_agent, address, started_at, last_used_at FROM account_session
      WHERE sub = ${sub} ORDER BY last_used_at DESC, started_at DESC, grant_id`
  })

/**
 * Ends sessions of an account: the grants (all, or the one named), their refresh tokens and codes,
 * the provider sessions that hold them (or that hold none of the account's kept grants), and their
 * rows. The grant named in `except` and the provider session holding it are kept. Answers the grants ended.
 */
export const deleteAccountSessions = (sub: string, which: { readonly only?: string; readonly except?: string }) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return yield* sql.withTransaction(
      Effect.gen(function* () {
        const except = which.except ?? ""
        const grants = (yield* sql<{ readonly id: string }>`
          SELECT id FROM oidc_payload WHERE model = 'Grant' AND payload->>'accountId' = ${sub}
          UNION SELECT grant_id FROM account_session WHERE sub = ${sub}`)
          .map((row) => row.id)
          .filter((id) => id !== except && (which.only === undefined || id === which.only))
        if (which.only === undefined) {
          // Every provider session of the account but the one holding the kept grant.
          yield* sql`
            DELETE FROM oidc_payload s WHERE s.model = 'Session' AND s.payload->>'accountId' = ${sub}
              AND NOT EXISTS (SELECT 1 FROM jsonb_each(COALESCE(s.payload->'authorizations', '{}'::jsonb)) a
                WHERE a.value->>'grantId' = ${except})`
        }
        if (grants.length === 0) return grants
        yield* sql`
          DELETE FROM oidc_payload s WHERE s.model = 'Session' AND s.payload->>'accountId' = ${sub}
            AND EXISTS (SELECT 1 FROM jsonb_each(COALESCE(s.payload->'authorizations', '{}'::jsonb)) a
              WHERE a.value->>'grantId' = ANY(${grants}::text[]))`
        yield* sql`DELETE FROM oidc_payload WHERE grant_id = ANY(${grants}::text[])`
        yield* sql`DELETE FROM oidc_payload WHERE model = 'Grant' AND id = ANY(${grants}::text[])`
        yield* sql`DELETE FROM account_session WHERE grant_id = ANY(${grants}::text[])`
        return grants
      })
    )
  })
