import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { hashClientSecret } from "../identity/machineClientSecrets"

/**
 * The demo world's machine client: Northwind's underwriting system, mapped to Northwind's manager
 * for NWD-GEN (settings tab 2), with a documented secret (README, docs/api.md). A real deployment
 * issues each secret with POST /api/B2CClientOrganizations/secret/{id} and never writes it down.
 */
export const demoMachineClient = { clientId: "northwind-underwriting", clientSecret: "northwind-demo-client-secret" } as const

export const seedDemoMachineClient = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    UPDATE b2c_client_organization SET client_secret_hash = ${hashClientSecret(demoMachineClient.clientSecret)}
    WHERE client_id = ${demoMachineClient.clientId} AND NOT disabled`
})
