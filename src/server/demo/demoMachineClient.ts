import { setClientSecretHash } from "../db/demo/signInSettings"
import { hashClientSecret } from "../identity/machineClientSecrets"

/**
 * The demo world's machine client: Northwind's underwriting system, mapped to Northwind's manager
 * for NWD-GEN (settings tab 2), with a documented secret (README, docs/api.md). A real deployment
 * issues each secret with POST /api/B2CClientOrganizations/secret/{id} and never writes it down.
 */
export const demoMachineClient = { clientId: "northwind-underwriting", clientSecret: "northwind-demo-client-secret" } as const

export const seedDemoMachineClient = setClientSecretHash(
  demoMachineClient.clientId,
  hashClientSecret(demoMachineClient.clientSecret)
)
