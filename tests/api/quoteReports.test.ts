import { mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { namedDriverRefs } from "../../src/server/demo/namedDrivers"
import { usePortal } from "./support/portal"
import { machineToken } from "./support/machineClient"
import { send, signIn } from "./support/signIn"

// Laurentian's general company may pull 3 reports a minute: a quote of 4 drivers does not fit.
const limitsFile = join(mkdtempSync(join(tmpdir(), "quote-")), "limits.json")
writeFileSync(limitsFile, JSON.stringify({ companies: { "LAU-GEN": { reportsPerMinute: 3 } } }))

const portal = usePortal({ HARVEST_LIMITS_FILE: limitsFile }, { captureLogs: true })

const byLicence = (ref: { licenceNumber: string; jurisdiction: string }) => ({
  driverLicenceNumber: ref.licenceNumber,
  jurisdictionCode: ref.jurisdiction
})

const quote = (token: string, drivers: ReadonlyArray<unknown>, comment: string | null = "Q-2026-0042") =>
  fetch(`${portal.baseUrl}/api/DriverReports/GenerateQuoteReports?ianaTimezone=America%2FToronto`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ drivers, comment, driverReportOption: null })
  })

const storedReports = () =>
  portal.sql((sql) => sql<{ count: number }>`SELECT count(*)::int AS count FROM driver_report`).then((rows) => rows[0]!.count)

const reportCounter = (login: string) =>
  portal
    .sql(
      (sql) => sql<{ points: number }>`SELECT t.points FROM sign_in_throttle t JOIN portal_user u
        ON t.key = 'harvestReportsMinute:' || u.id WHERE u.email = ${login}`
    )
    .then((rows) => rows[0]?.points ?? 0)

type Answer =
  | { outcome: "report"; report: { id: number; fullName: string; dln: string; dlnJurisdiction: { code: string } } }
  | { outcome: "refused"; status: number; error: { _tag: string; issues?: ReadonlyArray<{ field: string; code: string }> } }

describe("a quote's drivers in one call", () => {
  it("answers a rating system's 10 drivers each in its place: reports, an unknown licence, a jurisdiction the portal does not hold, criteria matching several", async () => {
    const token = await machineToken(portal.baseUrl)
    const found = [
      namedDriverRefs.wilson,
      namedDriverRefs.gagnon,
      namedDriverRefs.sharma,
      namedDriverRefs.friesen,
      namedDriverRefs.lee,
      namedDriverRefs.bergeron
    ]
    const drivers = [
      ...found.slice(0, 3).map(byLicence),
      { driverLicenceNumber: "X00000000000000", jurisdictionCode: "ON" },
      ...found.slice(3).map(byLicence),
      { driverLicenceNumber: "W90012345670001", jurisdictionCode: "ZZ" },
      // The search's criteria: one driver by the policy she holds, and a name several drivers share.
      { policyNumber: "NWD9000000061", policyReportingCompanyCode: "NWD-GEN" },
      { fullName: "John Smith" }
    ]
    const before = await storedReports()
    const response = await quote(token, drivers)
    const text = await response.text()
    expect(response.status, text).toBe(200)
    const answers = (JSON.parse(text) as { drivers: ReadonlyArray<Answer> }).drivers
    expect(answers).toHaveLength(10)

    const reported = (at: number) => {
      const answer = answers[at]!
      expect(answer.outcome, JSON.stringify(answer)).toBe("report")
      return (answer as Extract<Answer, { outcome: "report" }>).report
    }
    for (const [at, ref] of [
      [0, found[0]],
      [1, found[1]],
      [2, found[2]],
      [4, found[3]],
      [5, found[4]],
      [6, found[5]]
    ] as const) {
      expect(reported(at)).toMatchObject({ dln: ref!.licenceNumber, dlnJurisdiction: { code: ref!.jurisdiction } })
    }
    expect(reported(0)).toMatchObject({ fullName: "Margaret Anne Wilson", referenceNumber: "Q-2026-0042" })
    expect(reported(8)).toMatchObject({ fullName: "Olivia Chen", dln: namedDriverRefs.chen.licenceNumber })

    expect(answers[3]).toMatchObject({ outcome: "refused", status: 404, error: { _tag: "NotFound" } })
    expect(answers[7]).toMatchObject({
      outcome: "refused",
      status: 400,
      error: {
        _tag: "BadRequest",
        code: "ERROR_400_INVALID_REQUEST",
        issues: [{ field: "jurisdictionCode", code: "unknownValue" }]
      }
    })
    expect(answers[9]).toMatchObject({ outcome: "refused", status: 409, error: { _tag: "Conflict" } })

    // Seven reports stored, each the mapped account's, with the quote's reference: GetById opens each.
    expect(await storedReports()).toBe(before + 7)
    const ids = answers.flatMap((answer) => (answer.outcome === "report" ? [answer.report.id] : []))
    const stored = await portal.sql(
      (sql) => sql<{ email: string; referenceNumber: string }>`
        SELECT u.email, r.reference_number FROM driver_report r JOIN portal_user u ON u.id = r.requestor_user_id
        WHERE r.id IN ${sql.in(ids)}`
    )
    expect(stored.map((row) => [row.email, row.referenceNumber])).toEqual(
      ids.map(() => ["manager@northwind.example", "Q-2026-0042"])
    )
    const opened = await send(portal.baseUrl, `/api/DriverReports/GetById/${ids[0]}/0`, { token })
    expect(opened.status, opened.text).toBe(200)
    expect(opened.json()).toMatchObject({ id: ids[0], fullName: "Margaret Anne Wilson" })
  })

  it("answers a quote asked again the same day with the reports already pulled, marked reused, storing and counting nothing; fresh asks for new ones", async () => {
    const token = await machineToken(portal.baseUrl)
    const drivers = [namedDriverRefs.murphy, namedDriverRefs.leblanc].map(byLicence)
    const first = (await (await quote(token, drivers, "Q-REUSE")).json()) as { drivers: ReadonlyArray<Answer> }
    const ids = first.drivers.map((answer) => (answer.outcome === "report" ? answer.report.id : 0))
    expect(ids.every((id) => id > 0)).toBe(true)
    const stored = await storedReports()
    const counted = await reportCounter("manager@northwind.example")

    const again = await quote(token, drivers, "Q-REUSE")
    expect(again.status).toBe(200)
    expect(((await again.json()) as { drivers: ReadonlyArray<Answer> }).drivers).toMatchObject(
      ids.map((id) => ({ outcome: "report", report: { id, reused: true } }))
    )
    expect(await storedReports()).toBe(stored)
    expect(await reportCounter("manager@northwind.example")).toBe(counted)

    const fresh = await fetch(`${portal.baseUrl}/api/DriverReports/GenerateQuoteReports?ianaTimezone=America%2FToronto`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ drivers, comment: "Q-REUSE", driverReportOption: null, fresh: true })
    })
    const freshAnswers = ((await fresh.json()) as { drivers: ReadonlyArray<Answer> }).drivers
    expect(freshAnswers.map((answer) => answer.outcome === "report" && !ids.includes(answer.report.id))).toEqual([true, true])
    expect(await storedReports()).toBe(stored + 2)
  })

  it("refuses none or more than 10 drivers with 400 naming drivers, and stores nothing", async () => {
    const token = await machineToken(portal.baseUrl)
    const before = await storedReports()
    for (const drivers of [[], Array.from({ length: 11 }, () => byLicence(namedDriverRefs.wilson))]) {
      const response = await quote(token, drivers)
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({
        _tag: "BadRequest",
        code: "ERROR_400_INVALID_REQUEST",
        issues: [{ field: "drivers", code: "invalidValue" }]
      })
    }
    expect(await storedReports()).toBe(before)
  })

  it("refuses a quote the room left in the report limit cannot cover as a whole, with 429 and Retry-After, and counts nothing", async () => {
    const login = "reviewer@laurentian.example"
    const token = (await signIn(portal.baseUrl, login)).accessToken
    const four = [namedDriverRefs.wilson, namedDriverRefs.gagnon, namedDriverRefs.sharma, namedDriverRefs.chen].map(byLicence)
    const before = await storedReports()
    const refused = await quote(token, four)
    expect(refused.status).toBe(429)
    const retryAfter = Number(refused.headers.get("retry-after"))
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    expect(retryAfter).toBeLessThanOrEqual(60)
    expect(await refused.json()).toMatchObject({ _tag: "TooManyRequests", limit: "reports", retryAfterSeconds: retryAfter })
    // Where the caller stands, as every counted call says: the minute's 3 reports all left.
    expect([refused.headers.get("ratelimit-limit"), refused.headers.get("ratelimit-remaining")]).toEqual(["3", "3"])
    expect(await storedReports()).toBe(before)
    expect(await reportCounter(login)).toBe(0)
    // Told as a single report past the limit is: a security event with the request's id.
    expect(portal.logLines.filter((line) => line.securityEvent === "harvestLimit" && line.actor === login)).toEqual([
      expect.objectContaining({
        outcome: "failure",
        action: "reportsPerMinute",
        reason: "limitMet",
        requestId: refused.headers.get("x-request-id")
      })
    ])

    // Three fit, and count as three reports: the next single report is refused.
    const three = await quote(token, four.slice(0, 3))
    expect(three.status, await three.text()).toBe(200)
    expect(three.headers.get("ratelimit-remaining")).toBe("0")
    expect(await storedReports()).toBe(before + 3)
    expect(await reportCounter(login)).toBe(3)
    const single = await send(portal.baseUrl, "/api/DriverReports/GenerateReport?ianaTimezone=America%2FToronto", {
      method: "POST",
      token,
      body: { ...byLicence(namedDriverRefs.lee), comment: null, driverReportOption: null }
    })
    expect(single.status).toBe(429)
  })
})
