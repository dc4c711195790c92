import { describe, expect, it } from "vitest"
import type { WhoAmI } from "../../src/api/platform/whoAmI"
import { demoMachineClient } from "../../src/server/demo/demoMachineClient"
import { namedDriverRefs } from "../../src/server/demo/namedDrivers"
import { call, machineToken } from "./support/machineClient"
import { usePortal } from "./support/portal"
import { signIn } from "./support/signIn"

const reportsPerMinute = 7
const portal = usePortal({ HARVEST_REPORTS_PER_MINUTE: String(reportsPerMinute) })

const whoAmI = async (token: string) => {
  const answer = await call(portal.baseUrl, "/api/Users/WhoAmI", { token })
  expect(answer.status, answer.text).toBe(200)
  return answer.json as WhoAmI
}

describe("GET /api/Users/WhoAmI", () => {
  it("tells Northwind's system its client id, the manager's account it maps to, its companies, functions and options", async () => {
    const token = await machineToken(portal.baseUrl)
    const me = await whoAmI(token)
    expect(me.caller).toEqual({ kind: "machineClient", clientId: demoMachineClient.clientId })
    expect(me.account.userId.toLowerCase()).toBe("manager@northwind.example")
    expect(me.companies.map((company) => company.code)).toContain("NWD-GEN")
    const driverReport = me.functions.find((held) => held.name === "driverReport")
    expect(driverReport?.functionId).toBe(1)
    expect(driverReport?.reportingCompanyIds.length).toBeGreaterThan(0)
    for (const held of me.functions)
      for (const id of held.reportingCompanyIds) expect(me.companies.map((company) => company.id)).toContain(id)
    if (me.functions.some((held) => held.name === "sdcReport"))
      expect(me.sdcFileTypes.map((type) => type.code)).toEqual(["ALL", "POLICY", "OPERATOR", "CLAIM"])
    expect(me.limits.reports.minute).toEqual({ limit: reportsPerMinute, remaining: reportsPerMinute, resetSeconds: 60 })
    expect(me.limits.searches.day).toMatchObject({ limit: 5000, remaining: 5000 })
  })

  it("counts nothing itself, and shows what a report took, as the report's RateLimit headers said", async () => {
    const token = await machineToken(portal.baseUrl)
    const before = await whoAmI(token)
    const report = await call(portal.baseUrl, "/api/DriverReports/GenerateReport?ianaTimezone=America%2FToronto", {
      method: "POST",
      token,
      body: {
        jurisdictionCode: namedDriverRefs.wilson.jurisdiction,
        driverLicenceNumber: namedDriverRefs.wilson.licenceNumber,
        comment: null,
        driverReportOption: null,
        fresh: true
      }
    })
    expect(report.status, report.text).toBe(200)
    const after = await whoAmI(token)
    expect(after.limits.reports.minute.remaining).toBe(before.limits.reports.minute.remaining - 1)
    expect(after.limits.reports.day.remaining).toBe(before.limits.reports.day.remaining - 1)
    expect(String(after.limits.reports.minute.remaining)).toBe(report.headers.get("ratelimit-remaining"))
    // The same driver again answers the stored report and counts nothing: its headers say so too.
    const reused = await call(portal.baseUrl, "/api/DriverReports/GenerateReport?ianaTimezone=America%2FToronto", {
      method: "POST",
      token,
      body: {
        jurisdictionCode: namedDriverRefs.wilson.jurisdiction,
        driverLicenceNumber: namedDriverRefs.wilson.licenceNumber,
        comment: null,
        driverReportOption: null
      }
    })
    expect(reused.status, reused.text).toBe(200)
    expect(reused.json).toMatchObject({ reused: true })
    expect(reused.headers.get("ratelimit-remaining")).toBe(String(after.limits.reports.minute.remaining))
    expect((await whoAmI(token)).limits.reports.minute.remaining).toBe(after.limits.reports.minute.remaining)
  })

  it("answers a signed-in person in the same shape, with no client id", async () => {
    const person = (await signIn(portal.baseUrl, "e.wright@maple.example")).accessToken
    const me = await whoAmI(person)
    expect(me.caller).toEqual({ kind: "person", clientId: null })
    expect(me.account.userId.toLowerCase()).toBe("e.wright@maple.example")
    expect(me.companies.every((company) => !company.code.startsWith("NWD"))).toBe(true)
    expect(me.limits.reports.minute.limit).toBe(reportsPerMinute)
  })

  it("is open to machine clients in the OpenAPI document, and refuses a call without a token", async () => {
    const document = (await call(portal.baseUrl, "/api/openapi.json")).json as {
      paths: Record<string, Record<string, { "x-machine-clients"?: boolean; summary?: string }>>
    }
    expect(document.paths["/api/Users/WhoAmI"]?.get).toMatchObject({ "x-machine-clients": true, summary: expect.any(String) })
    expect((await call(portal.baseUrl, "/api/Users/WhoAmI")).status).toBe(401)
  })
})
