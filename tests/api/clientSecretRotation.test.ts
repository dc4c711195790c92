import { decodeJwt } from "jose"
import { describe, expect, it } from "vitest"
import { demoMachineClient } from "../../src/server/demo/demoMachineClient"
import { namedDriverRefs } from "../../src/server/demo/namedDrivers"
import { usePortal } from "./support/portal"
import { send, signIn } from "./support/signIn"

const portal = usePortal()

/** The client-credentials grant at the embedded provider, as a carrier's system asks for a token. */
const machineToken = async (clientSecret: string) => {
  const response = await fetch(`${portal.baseUrl}/oidc/token`, {
    method: "POST",
    headers: {
      authorization: `Basic ${Buffer.from(`${encodeURIComponent(demoMachineClient.clientId)}:${encodeURIComponent(clientSecret)}`).toString("base64")}`,
      "content-type": "application/x-www-form-urlencoded"
    },
    body: new URLSearchParams({ grant_type: "client_credentials", resource: `${portal.baseUrl}/api` })
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { access_token: string }).access_token
}

const wilson = namedDriverRefs.wilson
const search = (token: string) =>
  send(portal.baseUrl, "/api/DriverReports/Search", {
    method: "POST",
    token,
    body: { driverLicenceNumber: wilson.licenceNumber, jurisdictionCode: wilson.jurisdiction }
  })

const issueSecret = async () => {
  const admin = (await signIn(portal.baseUrl, "admin@bureau.example")).accessToken
  const [mapping] = await portal.sql(
    (sql) => sql<{ id: number }>`SELECT id FROM b2c_client_organization WHERE client_id = ${demoMachineClient.clientId}`
  )
  const issued = await send(portal.baseUrl, `/api/B2CClientOrganizations/secret/${mapping!.id}`, { method: "POST", token: admin })
  expect(issued.status, issued.text).toBe(200)
  return (issued.json() as { clientSecret: string }).clientSecret
}

describe("a new client secret ends the tokens of the one before", () => {
  it("refuses at its next call a token issued with the previous secret, and takes one of the new secret", async () => {
    const before = await machineToken(demoMachineClient.clientSecret)
    expect((await search(before)).status).toBe(200)

    const secret = await issueSecret()
    const refused = await search(before)
    expect(refused.status).toBe(401)
    expect(refused.json()).toMatchObject({ _tag: "Unauthorized" })

    const after = await machineToken(secret)
    expect((await search(after)).status).toBe(200)
    // Each token names its secret by an id that is neither the secret nor its kept hash.
    const [kept] = await portal.sql(
      (sql) =>
        sql<{
          hash: string
        }>`SELECT client_secret_hash AS hash FROM b2c_client_organization WHERE client_id = ${demoMachineClient.clientId}`
    )
    const claims = JSON.stringify(decodeJwt(after))
    expect(claims).not.toContain(secret)
    expect(claims).not.toContain(kept!.hash)

    // And again: the token of the second secret ends with a third.
    await issueSecret()
    expect((await search(after)).status).toBe(401)
  })
})
