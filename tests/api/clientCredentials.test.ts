import { describe, expect, it } from "vitest"
import { demoMachineClient } from "../../src/server/demo/demoMachineClient"
import { namedDriverRefs } from "../../src/server/demo/namedDrivers"
import { usePortal } from "./support/portal"
import { send, signIn } from "./support/signIn"

const portal = usePortal()

/** The client-credentials grant at the embedded provider, as a carrier's system asks for a token. */
const requestToken = async (clientId: string, clientSecret: string) => {
  const response = await fetch(`${portal.baseUrl}/oidc/token`, {
    method: "POST",
    headers: {
      authorization: `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString("base64")}`,
      "content-type": "application/x-www-form-urlencoded"
    },
    body: new URLSearchParams({ grant_type: "client_credentials", resource: `${portal.baseUrl}/api` })
  })
  return { status: response.status, body: (await response.json()) as { access_token?: string; error?: string } }
}

const machineToken = async (clientSecret: string = demoMachineClient.clientSecret) => {
  const answer = await requestToken(demoMachineClient.clientId, clientSecret)
  expect(answer.status).toBe(200)
  return answer.body.access_token!
}

const wilson = namedDriverRefs.wilson
const generate = (token: string) =>
  send(portal.baseUrl, "/api/DriverReports/GenerateReport?ianaTimezone=America%2FToronto", {
    method: "POST",
    token,
    body: {
      jurisdictionCode: wilson.jurisdiction,
      driverLicenceNumber: wilson.licenceNumber,
      comment: null,
      driverReportOption: null
    }
  })

const mappingId = async () => {
  const [row] = await portal.sql(
    (sql) => sql<{ id: number }>`SELECT id FROM b2c_client_organization WHERE client_id = ${demoMachineClient.clientId}`
  )
  return row!.id
}

describe("a carrier's system with client credentials", () => {
  it("pulls a driver report and its PDF as the account its client id maps to, recorded as that account's", async () => {
    const token = await machineToken()
    const search = await send(portal.baseUrl, "/api/DriverReports/Search", {
      method: "POST",
      token,
      body: { driverLicenceNumber: wilson.licenceNumber, jurisdictionCode: wilson.jurisdiction }
    })
    expect(search.status, search.text).toBe(200)
    expect(search.json()).toMatchObject({ count: 1 })

    const generated = await generate(token)
    expect(generated.status, generated.text).toBe(200)
    const report = generated.json() as { id: number; requestorName: string }
    const [stored] = await portal.sql(
      (sql) => sql<{ email: string }>`
        SELECT u.email FROM driver_report r JOIN portal_user u ON u.id = r.requestor_user_id WHERE r.id = ${report.id}`
    )
    expect(stored!.email).toBe("manager@northwind.example")

    const link = await send(portal.baseUrl, `/api/DriverReports/GenerateReportPdf/${report.id}?lng=english`, {
      method: "POST",
      token
    })
    expect(link.status, link.text).toBe(200)
    // The link is the credential: the system fetches the PDF itself without a token.
    const pdf = await fetch(`${portal.baseUrl}${(link.json() as { link: string }).link}`)
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get("content-type")).toContain("application/pdf")
    const history = await send(portal.baseUrl, "/api/DriverReports/HistorySearch?pageNumber=1&pageSize=5", { token })
    expect(history.status, history.text).toBe(200)
  })

  it("is refused the operations of signed-in users, and another company's report answers as missing", async () => {
    const token = await machineToken()
    for (const path of ["/api/Users/GetUserConnected", "/api/Users/Search?status=1&pageNumber=1&pageSize=10"]) {
      const answer = await send(portal.baseUrl, path, { token })
      expect(answer.status, path).toBe(403)
      expect(answer.json()).toMatchObject({ _tag: "Forbidden", token: "FUNCTION_NOT_ALLOWED" })
    }
    // A report Maple's underwriter pulled for Maple's company: not one of the mapped account's companies.
    const maple = (await signIn(portal.baseUrl, "e.wright@maple.example")).accessToken
    const mapleReport = (await generate(maple)).json() as { id: number }
    const other = await send(portal.baseUrl, `/api/DriverReports/GetById/${mapleReport.id}/0`, { token })
    expect(other.status).toBe(404)
  })

  it("gets no token with a wrong secret or an unknown client id", async () => {
    expect((await requestToken(demoMachineClient.clientId, "not-the-secret")).body.error).toBe("invalid_client")
    expect((await requestToken("nobody-at-all", demoMachineClient.clientSecret)).body.error).toBe("invalid_client")
  })

  it("is refused at once when its mapping is disabled, and works again once restored", async () => {
    const token = await machineToken()
    const admin = (await signIn(portal.baseUrl, "admin@bureau.example")).accessToken
    const id = await mappingId()
    expect((await send(portal.baseUrl, `/api/B2CClientOrganizations/${id}`, { method: "DELETE", token: admin })).status).toBe(204)
    const refused = await generate(token)
    expect(refused.status).toBe(401)
    expect((await requestToken(demoMachineClient.clientId, demoMachineClient.clientSecret)).body.error).toBe("invalid_client")

    expect(
      (await send(portal.baseUrl, `/api/B2CClientOrganizations/restore/${id}`, { method: "PATCH", token: admin })).status
    ).toBe(200)
    expect((await generate(token)).status).toBe(200)
  })

  it("takes a new secret issued by bureau staff at once, and the previous one no longer", async () => {
    const admin = (await signIn(portal.baseUrl, "admin@bureau.example")).accessToken
    const manager = (await signIn(portal.baseUrl, "manager@northwind.example")).accessToken
    const id = await mappingId()
    expect(
      (await send(portal.baseUrl, `/api/B2CClientOrganizations/secret/${id}`, { method: "POST", token: manager })).status
    ).toBe(403)
    const issued = await send(portal.baseUrl, `/api/B2CClientOrganizations/secret/${id}`, { method: "POST", token: admin })
    expect(issued.status).toBe(200)
    const { clientId, clientSecret } = issued.json() as { clientId: string; clientSecret: string }
    expect(clientId).toBe(demoMachineClient.clientId)
    expect(clientSecret.length).toBeGreaterThanOrEqual(40)
    const [kept] = await portal.sql(
      (sql) => sql<{ hash: string }>`SELECT client_secret_hash AS hash FROM b2c_client_organization WHERE id = ${id}`
    )
    expect(kept!.hash).not.toContain(clientSecret)

    expect((await requestToken(clientId, demoMachineClient.clientSecret)).body.error).toBe("invalid_client")
    expect((await generate(await machineToken(clientSecret))).status).toBe(200)
  })
})
