import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { jsonColumn } from "../shared/jsonColumn"
import { execute } from "../shared/statements"

/** What the embedded provider keeps of one of its models (sessions, grants, codes, interactions…). */
export interface OidcPayloadRow<P> {
  readonly payload: P
  /** When the provider marked it used (a code exchanged once); undefined while unused. */
  readonly consumedAt: Date | undefined
}

/** The payload of one model's record, keyed by what the provider looks it up by. */
export interface OidcPayloadKeys {
  readonly grantId?: string | undefined
  readonly userCode?: string | undefined
  readonly uid?: string | undefined
}

/** Stores or replaces a record; expiresAt null keeps it until it is destroyed. */
export const upsertOidcPayload = (model: string, id: string, payload: OidcPayloadKeys, expiresAt: Date | null) =>
  execute(
    (sql) => sql`
      INSERT INTO oidc_payload (model, id, payload, grant_id, user_code, uid, expires_at)
      VALUES (${model}, ${id}, ${JSON.stringify(payload)}::jsonb, ${payload.grantId ?? null},
        ${payload.userCode ?? null}, ${payload.uid ?? null}, ${expiresAt})
      ON CONFLICT (model, id) DO UPDATE SET payload = EXCLUDED.payload, grant_id = EXCLUDED.grant_id,
        user_code = EXCLUDED.user_code, uid = EXCLUDED.uid, expires_at = EXCLUDED.expires_at`
  )

/** The unexpired record of a model whose id, uid or user code is the value given. */
export const findOidcPayload = <P>(model: string, column: "id" | "uid" | "user_code", value: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ payload: P | string; consumedAt: Date | null }>`
      SELECT payload, consumed_at FROM oidc_payload
      WHERE model = ${model} AND ${sql(column)} = ${value}
        AND (expires_at IS NULL OR expires_at > now())`
    return row === undefined
      ? undefined
      : ({ payload: jsonColumn<P>(row.payload), consumedAt: row.consumedAt ?? undefined } satisfies OidcPayloadRow<P>)
  })

/** Marks a record used. */
export const consumeOidcPayload = (model: string, id: string) =>
  execute((sql) => sql`UPDATE oidc_payload SET consumed_at = now() WHERE model = ${model} AND id = ${id}`)

export const destroyOidcPayload = (model: string, id: string) =>
  execute((sql) => sql`DELETE FROM oidc_payload WHERE model = ${model} AND id = ${id}`)

/** Removes every record of a grant, whatever its model (the grant was revoked). */
export const revokeOidcGrant = (grantId: string) => execute((sql) => sql`DELETE FROM oidc_payload WHERE grant_id = ${grantId}`)
