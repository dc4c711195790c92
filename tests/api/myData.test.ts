import { describe, expect, it } from "vitest"
import type { MyData } from "../../src/api/users/myData"
import { demoMachineClient } from "../../src/server/demo/demoMachineClient"
import { namedDriverRefs } from "../../src/server/demo/namedDrivers"
import { usePortal } from "./support/portal"
import { send, signIn } from "./support/signIn"

const portal = usePortal()

const wilson = namedDriverRefs.wilson
/** A new report of this person's: asked again the same day, the company's stored one would answer. */
const generate = (token: string) =>
  send(portal.baseUrl, "/api/DriverReports/GenerateReport?ianaTimezone=America%2FToronto", {
    method: "POST",
    token,
    body: {
      jurisdictionCode: wilson.jurisdiction,
      driverLicenceNumber: wilson.licenceNumber,
      comment: null,
      driverReportOption: null,
      fresh: true
    }
  })

const myData = (token: string | undefined) => send(portal.baseUrl, "/api/Account/MyData", { token })

describe("a person's own data (GET /api/Account/MyData, ASVS 8.3.2)", () => {
  it("gives the signed-in person their profile, functions, history, reports and sign-ins, and no one else's", async () => {
    const analyst = (await signIn(portal.baseUrl, "analyst@northwind.example")).accessToken
    const manager = (await signIn(portal.baseUrl, "manager@northwind.example")).accessToken
    const own = (await generate(analyst)).json() as { id: number }
    const others = (await generate(manager)).json() as { id: number }

    const answer = await myData(analyst)
    expect(answer.status).toBe(200)
    expect(answer.contentType).toBe("application/json; charset=utf-8")
    const data = answer.json() as MyData
    expect(data.profile).toMatchObject({ email: "analyst@northwind.example", organization: { nameEn: expect.any(String) } })
    expect(data.functions.length).toBeGreaterThan(0)
    expect(data.functions.map((f) => f.function.nameEn)).toContain("Driver Report")
    const reportIds = data.reports.filter((r) => r.kind === "driver").map((r) => r.id)
    expect(reportIds).toContain(own.id)
    expect(reportIds).not.toContain(others.id)
    // The report is listed as the person's activity, without the driver's data.
    expect(answer.text).not.toContain(wilson.licenceNumber)
    expect(data.signIns.length).toBeGreaterThan(0)
    expect(Date.parse(data.signIns[0]!)).toBeGreaterThan(Date.now() - 60_000)
    expect(data.history.every((change) => change.descriptionEn !== "" && change.descriptionFr !== "")).toBe(true)
    // No secret of the account: its password hash is not in the document.
    expect(answer.text).not.toMatch(/scrypt|password_?hash/i)
    expect(answer.text).not.toContain("manager@northwind.example")
  })

  it("answers each person with their own account, whatever they hold", async () => {
    const admin = (await signIn(portal.baseUrl, "admin@bureau.example")).accessToken
    await expect(myData(admin).then((a) => (a.json() as MyData).profile.email)).resolves.toBe("admin@bureau.example")
  })

  it("is refused without a token and to a carrier's system (client credentials)", async () => {
    expect((await myData(undefined)).status).toBe(401)
    const tokenAnswer = await fetch(`${portal.baseUrl}/oidc/token`, {
      method: "POST",
      headers: {
        authorization: `Basic ${Buffer.from(`${encodeURIComponent(demoMachineClient.clientId)}:${encodeURIComponent(demoMachineClient.clientSecret)}`).toString("base64")}`,
        "content-type": "application/x-www-form-urlencoded"
      },
      body: new URLSearchParams({ grant_type: "client_credentials", resource: `${portal.baseUrl}/api` })
    })
    const machine = ((await tokenAnswer.json()) as { access_token: string }).access_token
    const refused = await myData(machine)
    expect(refused.status).toBe(403)
    expect(refused.json()).toMatchObject({ _tag: "Forbidden", token: "FUNCTION_NOT_ALLOWED" })
  })
})
