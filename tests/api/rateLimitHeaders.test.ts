import { beforeAll, describe, expect, it } from "vitest"
import { namedDriverRefs } from "../../src/server/demo/namedDrivers"
import { call, machineToken } from "./support/machineClient"
import { usePortal } from "./support/portal"
import { signIn } from "./support/signIn"

const reportsPerMinute = 3
const searchesPerDay = 5
const portal = usePortal({
  HARVEST_REPORTS_PER_MINUTE: String(reportsPerMinute),
  HARVEST_SEARCHES_PER_DAY: String(searchesPerDay)
})

const wilson = namedDriverRefs.wilson
let token = ""
beforeAll(async () => {
  token = await machineToken(portal.baseUrl)
})

const search = (bearer: string) =>
  call(portal.baseUrl, "/api/DriverReports/Search", {
    method: "POST",
    token: bearer,
    body: { driverLicenceNumber: wilson.licenceNumber, jurisdictionCode: wilson.jurisdiction }
  })
const generate = () =>
  call(portal.baseUrl, "/api/DriverReports/GenerateReport?ianaTimezone=America%2FToronto", {
    method: "POST",
    token,
    body: {
      jurisdictionCode: wilson.jurisdiction,
      driverLicenceNumber: wilson.licenceNumber,
      comment: null,
      driverReportOption: null,
      // A new report each time: the same driver again would answer the stored one (reportReuse.ts).
      fresh: true
    }
  })

const quotaOf = (headers: Headers) => ({
  limit: Number(headers.get("ratelimit-limit")),
  remaining: Number(headers.get("ratelimit-remaining")),
  reset: Number(headers.get("ratelimit-reset"))
})

describe("the RateLimit headers of counted calls", () => {
  it("tell a system the tighter window: its day of searches when fewer remain there than in its minute", async () => {
    const first = await search(token)
    expect(first.status, first.text).toBe(200)
    // 120 searches a minute, 5 a day: the day is the tighter, and it starts again in about a day.
    expect(quotaOf(first.headers)).toMatchObject({ limit: searchesPerDay, remaining: searchesPerDay - 1 })
    expect(quotaOf(first.headers).reset).toBeGreaterThan(86_000)
    expect(quotaOf(first.headers).reset).toBeLessThanOrEqual(86_400)
    const second = await search(token)
    expect(quotaOf(second.headers)).toMatchObject({ limit: searchesPerDay, remaining: searchesPerDay - 2 })
  })

  it("count down the minute's reports, and come with the 429 past it, its reset the Retry-After", async () => {
    const remaining: Array<number> = []
    for (let made = 0; made < reportsPerMinute; made++) {
      const answer = await generate()
      expect(answer.status, answer.text).toBe(200)
      const quota = quotaOf(answer.headers)
      expect(quota.limit).toBe(reportsPerMinute)
      expect(quota.reset).toBeGreaterThanOrEqual(1)
      expect(quota.reset).toBeLessThanOrEqual(60)
      remaining.push(quota.remaining)
    }
    expect(remaining).toEqual([2, 1, 0])
    const refused = await generate()
    expect(refused.status, refused.text).toBe(429)
    expect(quotaOf(refused.headers)).toMatchObject({ limit: reportsPerMinute, remaining: 0 })
    expect(refused.headers.get("ratelimit-reset")).toBe(refused.headers.get("retry-after"))
  })

  it("come to a signed-in person too, counted apart from the system", async () => {
    const person = (await signIn(portal.baseUrl, "e.wright@maple.example")).accessToken
    const answer = await search(person)
    expect(answer.status, answer.text).toBe(200)
    expect(quotaOf(answer.headers)).toMatchObject({ limit: searchesPerDay, remaining: searchesPerDay - 1 })
  })

  it("are not on calls that count nothing, and the OpenAPI document declares them on the counted ones", async () => {
    const uncounted = await call(portal.baseUrl, "/api/openapi.json")
    expect(uncounted.headers.get("ratelimit-limit")).toBeNull()
    const document = uncounted.json as {
      paths: Record<string, Record<string, { responses: Record<string, { headers?: Record<string, unknown> }> }>>
      components: { headers: Record<string, unknown> }
    }
    expect(Object.keys(document.components.headers)).toEqual(
      expect.arrayContaining(["RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset"])
    )
    const generateReport = document.paths["/api/DriverReports/GenerateReport"]!.post!
    for (const status of ["200", "429"])
      expect(Object.keys(generateReport.responses[status]!.headers ?? {}), status).toEqual(
        expect.arrayContaining(["RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset"])
      )
    const profile = document.paths["/api/Users/GetUserConnected"]!.get!
    expect(Object.values(profile.responses).some((response) => response.headers?.["RateLimit-Limit"])).toBe(false)
  })
})
