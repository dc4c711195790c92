import { Effect } from "effect"
import type { SqlClient } from "effect/sql"
import { SqlClient as SqlClientService } from "effect/sql"
import type { Adapter, AdapterPayload } from "oidc-provider"
import { findMachineClient } from "../db/identity/machineClients"
import { jsonColumn } from "../db/shared/jsonColumn"

/**
 * A machine client as the provider registers it: the client-credentials grant only, authenticated by
 * its secret; the secret's hash stands in its place (compared by clientSecretMatches).
 */
const machineClientMetadata = (clientId: string, clientSecretHash: string): AdapterPayload => ({
  client_id: clientId,
  client_secret: clientSecretHash,
  grant_types: ["client_credentials"],
  response_types: [],
  redirect_uris: [],
  token_endpoint_auth_method: "client_secret_basic"
})

/**
 * oidc-provider storage in PostgreSQL, so the server itself keeps no state between instances. Clients
 * other than the portal itself are the enabled client identifier mappings that have a secret.
 */
export const makeOidcAdapter = (sql: SqlClient.SqlClient) => {
  const run = <A>(effect: Effect.Effect<A, unknown>) => Effect.runPromise(effect)

  return class PgOidcAdapter implements Adapter {
    constructor(readonly model: string) {}

    upsert(id: string, payload: AdapterPayload, expiresIn: number) {
      const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null
      return run(sql`
        INSERT INTO oidc_payload (model, id, payload, grant_id, user_code, uid, expires_at)
        VALUES (${this.model}, ${id}, ${JSON.stringify(payload)}::jsonb, ${payload.grantId ?? null},
          ${payload.userCode ?? null}, ${payload.uid ?? null}, ${expiresAt})
        ON CONFLICT (model, id) DO UPDATE SET payload = EXCLUDED.payload, grant_id = EXCLUDED.grant_id,
          user_code = EXCLUDED.user_code, uid = EXCLUDED.uid, expires_at = EXCLUDED.expires_at`).then(() => undefined)
    }

    private findWhere(column: "id" | "uid" | "user_code", value: string) {
      return run(
        sql<{ payload: AdapterPayload | string; consumedAt: Date | null }>`
          SELECT payload, consumed_at FROM oidc_payload
          WHERE model = ${this.model} AND ${sql(column)} = ${value}
            AND (expires_at IS NULL OR expires_at > now())`
      ).then(([row]) => {
        if (!row) return undefined
        const payload = jsonColumn<AdapterPayload>(row.payload)
        return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload
      })
    }

    find(id: string) {
      if (this.model === "Client")
        return run(findMachineClient(id).pipe(Effect.provideService(SqlClientService.SqlClient, sql))).then((client) =>
          client === undefined ? undefined : machineClientMetadata(client.clientId, client.clientSecretHash)
        )
      return this.findWhere("id", id)
    }

    findByUid(uid: string) {
      return this.findWhere("uid", uid)
    }

    findByUserCode(userCode: string) {
      return this.findWhere("user_code", userCode)
    }

    consume(id: string) {
      return run(sql`UPDATE oidc_payload SET consumed_at = now() WHERE model = ${this.model} AND id = ${id}`).then(
        () => undefined
      )
    }

    destroy(id: string) {
      return run(sql`DELETE FROM oidc_payload WHERE model = ${this.model} AND id = ${id}`).then(() => undefined)
    }

    revokeByGrantId(grantId: string) {
      return run(sql`DELETE FROM oidc_payload WHERE grant_id = ${grantId}`).then(() => undefined)
    }
  }
}
