import { mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { beforeAll, describe, expect, it } from "vitest"
import { namedDriverRefs } from "../../src/server/demo/namedDrivers"
import { usePortal } from "./support/portal"
import { machineToken } from "./support/machineClient"
import { send, signIn } from "./support/signIn"

const reportsPerMinute = 5
const searchesPerMinute = 4
// Laurentian's general company is given a lower limit than everyone else's.
const limitsFile = join(mkdtempSync(join(tmpdir(), "harvest-")), "limits.json")
writeFileSync(limitsFile, JSON.stringify({ companies: { "LAU-GEN": { reportsPerMinute: 2 } } }))

const portal = usePortal(
  {
    HARVEST_REPORTS_PER_MINUTE: String(reportsPerMinute),
    HARVEST_SEARCHES_PER_MINUTE: String(searchesPerMinute),
    HARVEST_LIMITS_FILE: limitsFile
  },
  { captureLogs: true }
)

const logins = {
  analyst: "analyst@northwind.example",
  manager: "manager@northwind.example",
  reviewer: "reviewer@laurentian.example",
  admin: "admin@bureau.example",
  // Holds the vehicle report only.
  partner: "partner@claimsdata.example",
  fraser: "o.fraser@northwind.example"
} as const
const tokens: Record<string, string> = {}
beforeAll(async () => {
  for (const [who, login] of Object.entries(logins)) tokens[who] = (await signIn(portal.baseUrl, login)).accessToken
})

const wilson = namedDriverRefs.wilson
const generate = (token: string) =>
  fetch(`${portal.baseUrl}/api/DriverReports/GenerateReport?ianaTimezone=America%2FToronto`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({
      jurisdictionCode: wilson.jurisdiction,
      driverLicenceNumber: wilson.licenceNumber,
      comment: null,
      driverReportOption: null,
      // Each call is a new report: the same one asked again the same day would be answered without a count.
      fresh: true
    })
  })
const search = (token: string) =>
  send(portal.baseUrl, "/api/DriverReports/Search", { method: "POST", token, body: { fullName: "JOHN SMITH" } })

const storedReports = () =>
  portal.sql((sql) => sql<{ count: number }>`SELECT count(*)::int AS count FROM driver_report`).then((rows) => rows[0]!.count)

/** The points of a user's counter of reports, by login: `minute` or `day`, 0 when never counted. */
const counter = (login: string, window: "Minute" | "Day") =>
  portal
    .sql(
      (sql) => sql<{ points: number }>`SELECT t.points FROM sign_in_throttle t JOIN portal_user u
        ON t.key = ${`harvestReports${window}:`} || u.id WHERE u.email = ${login}`
    )
    .then((rows) => rows[0]?.points ?? 0)

describe("limits on harvesting (ASVS 11.1.4, 13.2.4)", () => {
  it("refuses a report past the per-minute limit with 429 and Retry-After, and stores nothing; another user is unaffected", async () => {
    for (let i = 0; i < reportsPerMinute; i++) expect((await generate(tokens.analyst!)).status).toBe(200)
    const before = await storedReports()

    const refused = await generate(tokens.analyst!)
    expect(refused.status).toBe(429)
    const retryAfter = Number(refused.headers.get("retry-after"))
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    expect(retryAfter).toBeLessThanOrEqual(60)
    expect(await refused.json()).toEqual({
      _tag: "TooManyRequests",
      limit: "reports",
      retryAfterSeconds: retryAfter,
      requestId: refused.headers.get("x-request-id")
    })
    expect((await generate(tokens.analyst!)).status).toBe(429)
    expect(await storedReports()).toBe(before)

    expect((await generate(tokens.admin!)).status).toBe(200)
    expect(await storedReports()).toBe(before + 1)
  })

  it("does not count a request refused by the minute towards the day", async () => {
    expect(await counter(logins.analyst, "Minute")).toBe(reportsPerMinute + 2)
    expect(await counter(logins.analyst, "Day")).toBe(reportsPerMinute)
  })

  it("counts nothing for a caller the declared access refuses, nor for a disabled account", async () => {
    const refused = await generate(tokens.partner!)
    expect(refused.status).toBe(403)
    expect(await refused.json()).toMatchObject({ token: "FUNCTION_NOT_ALLOWED" })
    expect(await counter(logins.partner, "Minute")).toBe(0)

    expect((await generate(tokens.fraser!)).status).toBe(200)
    const setDisabled = (disabled: boolean) =>
      portal.sql((sql) => sql`UPDATE portal_user SET is_disabled = ${disabled} WHERE email = ${logins.fraser}`)
    await setDisabled(true)
    try {
      const disabled = await generate(tokens.fraser!)
      expect(disabled.status).toBe(403)
      expect(await disabled.json()).toMatchObject({ token: "ACCOUNT_DISABLED" })
    } finally {
      await setDisabled(false)
    }
    expect([await counter(logins.fraser, "Minute"), await counter(logins.fraser, "Day")]).toEqual([1, 1])
  })

  it("counts searches on their own limit", async () => {
    for (let i = 0; i < searchesPerMinute; i++) expect((await search(tokens.admin!)).status).toBe(200)
    const refused = await search(tokens.admin!)
    expect(refused.status).toBe(429)
    expect(refused.json()).toMatchObject({ _tag: "TooManyRequests", limit: "searches" })
    // The admin's reports are still under their limit.
    expect((await generate(tokens.admin!)).status).toBe(200)
  })

  it("applies the limit configured for the user's company", async () => {
    expect((await generate(tokens.reviewer!)).status).toBe(200)
    expect((await generate(tokens.reviewer!)).status).toBe(200)
    expect((await generate(tokens.reviewer!)).status).toBe(429)
  })

  it("counts a machine client's reports as its mapped account's", async () => {
    const machine = await machineToken(portal.baseUrl)
    for (let i = 0; i < 3; i++) expect((await generate(tokens.manager!)).status).toBe(200)
    for (let i = 0; i < 2; i++) expect((await generate(machine)).status).toBe(200)
    expect((await generate(machine)).status).toBe(429)
    expect((await generate(tokens.manager!)).status).toBe(429)
  })

  it("tells a user meeting a limit once, as a security event with the request's id", () => {
    const events = portal.logLines.filter((line) => line.securityEvent === "harvestLimit")
    const analysts = events.filter((line) => line.actor === "analyst@northwind.example")
    expect(analysts).toHaveLength(1)
    expect(analysts[0]).toMatchObject({ outcome: "failure", action: "reportsPerMinute", reason: "limitMet" })
    expect(typeof analysts[0]!.requestId).toBe("string")
    expect(events.map((line) => line.action)).toContain("searchesPerMinute")
  })

  it("counts the limits met and the refusals in the metrics", async () => {
    const metrics = await (await fetch(`${portal.baseUrl}/metrics`)).text()
    const value = (name: string, labels: RegExp) =>
      metrics
        .split("\n")
        .filter((line) => line.startsWith(name) && labels.test(line))
        .reduce((sum, line) => sum + Number(line.split(" ").at(-1)), 0)
    expect(value("portal_harvest_limits_met_total", /limit="reports".*window="minute"|window="minute".*limit="reports"/)).toBe(3)
    expect(value("portal_harvest_refusals_total", /limit="reports"/)).toBeGreaterThanOrEqual(5)
    expect(value("portal_harvest_limits_met_total", /limit="searches"/)).toBe(1)
  })
})
