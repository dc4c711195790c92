import { Effect } from "effect"
import type { SqlClient } from "effect/sql"
import { SqlClient as SqlClientService } from "effect/sql"
import type { Adapter, AdapterPayload } from "oidc-provider"
import { findMachineClient } from "../db/identity/machineClients"
import {
  consumeOidcPayload,
  destroyOidcPayload,
  findOidcPayload,
  revokeOidcGrant,
  upsertOidcPayload
} from "../db/identity/oidcPayloads"

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
  const run = <A>(effect: Effect.Effect<A, unknown, SqlClient.SqlClient>) =>
    Effect.runPromise(effect.pipe(Effect.provideService(SqlClientService.SqlClient, sql)))

  return class PgOidcAdapter implements Adapter {
    constructor(readonly model: string) {}

    upsert(id: string, payload: AdapterPayload, expiresIn: number) {
      const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null
      return run(upsertOidcPayload(this.model, id, payload, expiresAt))
    }

    private findWhere(column: "id" | "uid" | "user_code", value: string) {
      return run(findOidcPayload<AdapterPayload>(this.model, column, value)).then((row) => {
        if (!row) return undefined
        return row.consumedAt ? { ...row.payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : row.payload
      })
    }

    find(id: string) {
      if (this.model === "Client")
        return run(findMachineClient(id)).then((client) =>
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
      return run(consumeOidcPayload(this.model, id))
    }

    destroy(id: string) {
      return run(destroyOidcPayload(this.model, id))
    }

    revokeByGrantId(grantId: string) {
      return run(revokeOidcGrant(grantId))
    }
  }
}
