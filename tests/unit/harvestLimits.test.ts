import { describe, expect, it } from "vitest"
import { harvestVerdict, limitsFor, perMinuteOf, perMinuteTable } from "../../src/server/domain/harvest/harvestLimits"
import {
  defaultHarvestLimits,
  parseHarvestLimitsFile,
  readHarvestLimits,
  type HarvestLimits
} from "../../src/server/harvestLimitSettings"

const settings = {
  defaults: defaultHarvestLimits,
  byCode: new Map([
    ["NWD-GEN", { reportsPerMinute: 5 }],
    ["NWD", { reportsPerMinute: 500, searchesPerDay: 9 }]
  ])
}
const window = (made: number, msBeforeReset = 30_500) => ({ made, msBeforeReset })

describe("the limits on harvesting of a user", () => {
  it("are the defaults when neither their company nor their organization is configured", () => {
    expect(limitsFor(settings, ["LAU-GEN", "LAU"])).toEqual(defaultHarvestLimits)
  })

  it("take their company's configured limits first, then their organization's, limit by limit", () => {
    expect(limitsFor(settings, ["NWD-GEN", "NWD"])).toEqual({ ...defaultHarvestLimits, reportsPerMinute: 5, searchesPerDay: 9 })
    expect(limitsFor(settings, ["nwd-ont", "nwd"])).toEqual({ ...defaultHarvestLimits, reportsPerMinute: 500, searchesPerDay: 9 })
  })

  it("are never met by a busy underwriter: a report every few seconds all day is under them", () => {
    expect(defaultHarvestLimits.reportsPerMinute).toBeGreaterThanOrEqual(30)
    expect(defaultHarvestLimits.reportsPerDay).toBeGreaterThanOrEqual(1000)
    expect(defaultHarvestLimits.searchesPerMinute).toBeGreaterThan(defaultHarvestLimits.reportsPerMinute)
    expect(defaultHarvestLimits.reportsPerMinute).toBeLessThan(200)
  })
})

describe("the table of per-minute limits the database reads while it counts", () => {
  const configured = {
    defaults: defaultHarvestLimits,
    byCode: new Map<string, Partial<HarvestLimits>>([
      ...settings.byCode,
      ["LAU-GEN", { searchesPerMinute: 7 }],
      ["LAU", { reportsPerMinute: 9, reportsPerDay: 50 }],
      ["MPL", { reportsPerDay: 40 }]
    ])
  }
  // As the statement reads it: each code upper-cased, "" when the table does not name it; no company is "".
  const lookUp = (table: ReturnType<typeof perMinuteTable>, company: string | null, organization: string) => {
    const key = (code: string | null) => (code !== null && table.codes.includes(code.toUpperCase()) ? code.toUpperCase() : "")
    return table.byCodes[key(company)]![key(organization)]
  }
  const companies = [null, "NWD-GEN", "nwd-ont", "LAU-GEN", "LAU", "MPL", "NWD", "OTHER"]
  const organizations = ["NWD", "nwd", "LAU", "MPL", "OTHER", "NWD-GEN"]

  it("gives every user the per-minute limit limitsFor gives them", () => {
    for (const kind of ["reports", "searches"] as const) {
      const table = perMinuteTable(configured, kind)
      for (const company of companies)
        for (const organization of organizations)
          expect(lookUp(table, company, organization)).toBe(
            perMinuteOf(kind, limitsFor(configured, company === null ? [organization] : [company, organization]))
          )
    }
  })

  it("names only the codes that set the limit, so that it stays small", () => {
    expect(perMinuteTable(configured, "reports").codes).toEqual(["NWD-GEN", "NWD", "LAU"])
    expect(perMinuteTable(configured, "searches").codes).toEqual(["LAU-GEN"])
    expect(perMinuteTable({ defaults: defaultHarvestLimits, byCode: new Map() }, "reports")).toEqual({
      codes: [],
      byCodes: { "": { "": defaultHarvestLimits.reportsPerMinute } }
    })
  })
})

describe("the verdict on one more report or search", () => {
  const limits = { ...defaultHarvestLimits, reportsPerMinute: 3, reportsPerDay: 10 }

  it("lets it through up to the limit of the minute and of the day", () => {
    expect(harvestVerdict("reports", limits, window(3), window(10))).toEqual({ _tag: "Open" })
  })

  it("refuses the one past the minute's limit, with the seconds left in the minute, telling the first refusal once", () => {
    expect(harvestVerdict("reports", limits, window(4), undefined)).toEqual({
      _tag: "Refused",
      window: "minute",
      retryAfterSeconds: 31,
      firstInWindow: true
    })
    expect(harvestVerdict("reports", limits, window(5), undefined)).toMatchObject({ firstInWindow: false })
  })

  it("refuses the one past the day's limit until the day ends", () => {
    expect(harvestVerdict("reports", limits, window(1), window(11, 3_600_000))).toEqual({
      _tag: "Refused",
      window: "day",
      retryAfterSeconds: 3600,
      firstInWindow: true
    })
  })

  it("counts searches against the search limits", () => {
    expect(harvestVerdict("searches", limits, window(4), window(4))).toEqual({ _tag: "Open" })
  })
})

describe("HARVEST_LIMITS_FILE", () => {
  it("reads each company's limits by code, in any case", () => {
    const byCode = parseHarvestLimitsFile(
      JSON.stringify({ companies: { "nwd-gen": { reportsPerMinute: 200, searchesPerDay: 20000 } } })
    )
    expect(byCode.get("NWD-GEN")).toEqual({ reportsPerMinute: 200, searchesPerDay: 20000 })
  })

  it("refuses a file that is not JSON, an unknown limit or one that is not a positive integer, naming the entry", () => {
    expect(() => parseHarvestLimitsFile("{")).toThrow(/not valid JSON/)
    expect(() => parseHarvestLimitsFile("[]")).toThrow(/must hold/)
    expect(() => parseHarvestLimitsFile(JSON.stringify({ companies: { NWD: { reportsPerHour: 5 } } }))).toThrow(
      /company "NWD": reportsPerHour is not one of/
    )
    expect(() => parseHarvestLimitsFile(JSON.stringify({ companies: { NWD: { reportsPerMinute: 0 } } }))).toThrow(
      /reportsPerMinute must be a positive integer/
    )
    expect(() => parseHarvestLimitsFile(JSON.stringify({ companies: { "bad code!": {} } }))).toThrow(
      /not a company or organization code/
    )
  })

  it("takes the defaults from the environment", () => {
    expect(readHarvestLimits({ HARVEST_REPORTS_PER_MINUTE: "90" }).defaults).toEqual({
      ...defaultHarvestLimits,
      reportsPerMinute: 90
    })
    expect(() => readHarvestLimits({ HARVEST_SEARCHES_PER_DAY: "-1" })).toThrow(
      /HARVEST_SEARCHES_PER_DAY must be a positive integer/
    )
  })
})
