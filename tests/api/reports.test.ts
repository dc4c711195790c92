import type { Effect } from "effect"
import { beforeAll, describe, expect, it } from "vitest"
import type { DriverReport, GenerateReportPayload } from "../../src/api/reports/schemas"
import { formatReportDate } from "../../src/i18n/reportFormat"
import { namedDriverRefs } from "../../src/server/demo/namedDrivers"
import { usePortal } from "./support/portal"
import { driverInfoAsShown } from "./support/driverInfo"
import { withoutRequestId } from "./support/requestIds"
import { api, send, signIn, type PortalClient } from "./support/signIn"

const portal = usePortal()

const tokens: Record<string, string> = {}
const logins = {
  analyst: "analyst@northwind.example",
  manager: "manager@northwind.example",
  newcomer: "newcomer@maple.example",
  admin: "admin@bureau.example",
  broker: "broker@harbour.example",
  partner: "partner@claimsdata.example",
  reviewer: "reviewer@laurentian.example"
} as const
type Who = keyof typeof logins

beforeAll(async () => {
  for (const [who, login] of Object.entries(logins)) tokens[who] = (await signIn(portal.baseUrl, login)).accessToken
})

const as = (who: Who) => api(portal.baseUrl, tokens[who])
const ok = <A, E>(who: Who, call: (client: PortalClient) => Effect.Effect<A, E>) => as(who).ok(call)
const refused = <A, E>(who: Who, call: (client: PortalClient) => Effect.Effect<A, E>) => as(who).error(call)

const toronto = { ianaTimezone: "America/Toronto" }
type Ref = { readonly licenceNumber: string; readonly jurisdiction: string }
const payloadFor = (ref: Ref, extra: Partial<GenerateReportPayload> = {}): GenerateReportPayload => ({
  jurisdictionCode: ref.jurisdiction,
  driverLicenceNumber: ref.licenceNumber,
  comment: null,
  driverReportOption: null,
  ...extra
})
/** A new report each time: the same one asked again the same day would be the stored one, answered again (reportReuse.test.ts). */
const generate = (who: Who, ref: Ref, extra: Partial<GenerateReportPayload> = {}) =>
  ok(who, (client) =>
    client.driverReports.generateReport({ query: toronto, payload: payloadFor(ref, { fresh: true, ...extra }) })
  )

const storedReports = () =>
  portal.sql((sql) => sql<{ count: number }>`SELECT count(*)::int AS count FROM driver_report`).then(([row]) => row!.count)

const claimNumbers = (report: DriverReport) => report.claims.map((c) => c.claimNumber)

describe("driver search", () => {
  it("finds a driver by licence number and jurisdiction, however the licence is typed", async () => {
    const result = await ok("analyst", (client) =>
      client.driverReports.search({ payload: { driverLicenceNumber: "w9001-23456-70001", jurisdictionCode: "on" } })
    )
    expect(result).toEqual({
      count: 1,
      data: [
        {
          fullName: "Margaret Anne Wilson",
          licenseNumber: "W90012345670001",
          jurisdiction: { code: "ON", descriptionEn: "Ontario", descriptionFr: "Ontario" },
          dateOfBirth: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          yearOfBirth: expect.any(Number)
        }
      ]
    })
  })

  it("finds several records by full name, without regard to case or accents", async () => {
    const smiths = await ok("analyst", (client) => client.driverReports.search({ payload: { fullName: "JOHN SMITH" } }))
    expect(smiths.count).toBe(2)
    expect(smiths.data.map((d) => d.jurisdiction.code).sort()).toEqual(["BC", "ON"])
    const chloe = await ok("analyst", (client) => client.driverReports.search({ payload: { fullName: "chloe bergeron" } }))
    expect(new Set(chloe.data.map((d) => d.fullName))).toEqual(new Set(["Chloé Bergeron"]))
    expect(chloe.data.find((d) => d.licenseNumber === namedDriverRefs.bergeron.licenceNumber)).toMatchObject({
      dateOfBirth: null,
      yearOfBirth: expect.any(Number)
    })
  })

  describe("by the words of a name, as an underwriter types them", () => {
    const found = async (payload: { fullName: string; jurisdictionCode?: string }) =>
      (await ok("analyst", (client) => client.driverReports.search({ payload }))).data.map((d) => d.licenseNumber)
    const margaret = namedDriverRefs.wilson.licenceNumber

    it("finds Margaret Anne Wilson without her middle name, surname first, or by the start of each word", async () => {
      for (const fullName of [
        "Margaret Wilson",
        "wilson margaret",
        "Marg Wilson",
        "WILSON,  Marg",
        "Anne Wilson",
        "Margaret Anne Wilson",
        "Margaret-Anne Wilson",
        "wil mar an"
      ])
        expect(await found({ fullName }), fullName).toContain(margaret)
    })

    it("finds her by her surname with her jurisdiction, among the other Wilsons of Ontario", async () => {
      const wilsons = await ok("analyst", (client) =>
        client.driverReports.search({ payload: { fullName: "Wilson", jurisdictionCode: "ON" } })
      )
      expect(wilsons.data.map((d) => d.licenseNumber)).toEqual(
        expect.arrayContaining([margaret, namedDriverRefs.robertWilson.licenceNumber])
      )
      // Several records: the result dialog asks to refine, as before.
      expect(wilsons.count).toBeGreaterThan(1)
      expect(wilsons.data.every((d) => d.jurisdiction.code === "ON")).toBe(true)
      expect(await found({ fullName: "Wilson", jurisdictionCode: "QC" })).not.toContain(margaret)
    })

    it("needs every typed word, each the start of a word of the name", async () => {
      for (const fullName of ["Margaret Robert Wilson", "argaret Wilson", "Margaret Wilsonne"])
        expect(await found({ fullName }), fullName).not.toContain(margaret)
      expect(await found({ fullName: "- ' ." })).toEqual([])
    })

    it("ignores accents and case, and reads a hyphenated name whole or by its parts", async () => {
      const gagnon = namedDriverRefs.gagnon.licenceNumber
      for (const fullName of [
        "gagnon jean-françois",
        "Francois Gagnon",
        "JEAN FRANCOIS GAGNON",
        "jeanfrancois gagnon",
        "Jean-Fr Gag"
      ])
        expect(await found({ fullName }), fullName).toContain(gagnon)
      expect(await found({ fullName: "bergeron chloé" })).toContain(namedDriverRefs.bergeron.licenceNumber)
    })
  })

  it("narrows a name search by year of birth and jurisdiction", async () => {
    const all = await ok("analyst", (client) =>
      client.driverReports.search({ payload: { fullName: "John Smith", jurisdictionCode: "BC" } })
    )
    expect(all.data.map((d) => d.licenseNumber)).toEqual([namedDriverRefs.smithBritishColumbia.licenceNumber])
    const year = all.data[0]!.yearOfBirth!
    const byYear = await ok("analyst", (client) =>
      client.driverReports.search({ payload: { fullName: "John Smith", yearOfBirth: year } })
    )
    expect(byYear.count).toBe(1)
  })

  it("returns at most 100 records with the true count", async () => {
    const result = await ok("analyst", (client) => client.driverReports.search({ payload: { fullName: "a" } }))
    const [expected] = await portal.sql(
      (sql) =>
        sql<{ count: number }>`
        SELECT count(*)::int AS count FROM driver
        WHERE EXISTS (SELECT 1 FROM regexp_split_to_table(portal_search_key(full_name), '[^a-z0-9]+') AS word WHERE word LIKE 'a%')`
    )
    expect(result.count).toBe(expected!.count)
    expect(result.count).toBeGreaterThan(100)
    expect(result.data).toHaveLength(100)
  })

  it("finds the drivers listed on a policy by VIN, policy number with its company, or claim number with its company", async () => {
    const [vin] = await portal.sql(
      (sql) =>
        sql<{
          vin: string
        }>`SELECT vin FROM policy_vehicle v JOIN policy p ON p.id = v.policy_id WHERE p.policy_number = 'NWD9000000003' LIMIT 1`
    )
    const byVin = await ok("analyst", (client) =>
      client.driverReports.search({ payload: { vehicleIdentificationNumber: vin!.vin.toLowerCase() } })
    )
    expect(byVin.data.map((d) => d.fullName).sort()).toEqual(["Margaret Anne Wilson", "Robert James Wilson"])
    const byPolicy = await ok("analyst", (client) =>
      client.driverReports.search({ payload: { policyNumber: "NWD9000000003", policyReportingCompanyCode: "NWD-GEN" } })
    )
    expect(byPolicy.count).toBe(2)
    const byClaim = await ok("analyst", (client) =>
      client.driverReports.search({ payload: { claimNumber: "NWDC9000000202", claimReportingCompanyCode: "NWD-GEN" } })
    )
    expect(byClaim.data.map((d) => d.fullName)).toEqual(["Olivia Chen"])
  })

  it("does not find a driver by a removed claim", async () => {
    const result = await ok("analyst", (client) =>
      client.driverReports.search({ payload: { claimNumber: "NWDC9000000204", claimReportingCompanyCode: "NWD-GEN" } })
    )
    expect(result).toEqual({ count: 0, data: [] })
  })

  it("masks the date of birth of a driver on hold", async () => {
    const result = await ok("analyst", (client) =>
      client.driverReports.search({ payload: { driverLicenceNumber: namedDriverRefs.lee.licenceNumber, jurisdictionCode: "BC" } })
    )
    expect(result.data[0]).toMatchObject({ fullName: "Kevin Lee", dateOfBirth: null, yearOfBirth: null })
  })

  it("answers an empty result when nobody matches", async () => {
    expect(
      await ok("analyst", (client) =>
        client.driverReports.search({ payload: { driverLicenceNumber: "Z999", jurisdictionCode: "ON" } })
      )
    ).toEqual({
      count: 0,
      data: []
    })
  })

  it("refuses a company code without its number, a number without its company, and a search without criteria", async () => {
    const bad = [
      { policyReportingCompanyCode: "NWD-GEN" },
      { policyNumber: "NWD9000000003" },
      { claimReportingCompanyCode: "NWD-GEN", fullName: "Smith" },
      { claimNumber: "NWDC9000000202" },
      {},
      { yearOfBirth: 1980 },
      { policyNumber: "NWD9000000003", policyReportingCompanyCode: "NOPE" },
      { driverLicenceNumber: "W90012345670001", jurisdictionCode: "ZZ" },
      { fullName: "Smith", driverReportOption: 7 },
      { fullName: "Smith", yearOfBirth: 9000 }
    ]
    for (const payload of bad) {
      expect(
        await refused("analyst", (client) => client.driverReports.search({ payload })),
        JSON.stringify(payload)
      ).toMatchObject({
        _tag: "BadRequest",
        code: "ERROR_400_INVALID_REQUEST"
      })
    }
  })

  it("refuses a year of birth alone, as the browser's form does (the shared driver search rule)", async () => {
    for (const payload of [{ yearOfBirth: 1985 }, { yearOfBirth: 1985, jurisdictionCode: "ON" }]) {
      expect(await refused("analyst", (client) => client.driverReports.search({ payload }))).toMatchObject({
        _tag: "BadRequest",
        code: "ERROR_400_INVALID_REQUEST"
      })
    }
    const all = await ok("analyst", (client) => client.driverReports.search({ payload: { fullName: "John Smith" } }))
    const year = all.data[0]!.yearOfBirth!
    const narrowed = await ok("analyst", (client) =>
      client.driverReports.search({ payload: { fullName: "John Smith", yearOfBirth: year } })
    )
    expect(narrowed.count).toBeGreaterThan(0)
  })

  it("refuses malformed payloads with 400", async () => {
    for (const body of [
      { fullName: 42 },
      { yearOfBirth: 1800, fullName: "x" },
      { comment: "x".repeat(31), fullName: "x" },
      "nope"
    ]) {
      const response = await send(portal.baseUrl, "/api/DriverReports/Search", { method: "POST", token: tokens.analyst, body })
      expect(response.status, JSON.stringify(body)).toBe(400)
    }
  })

  it("answers 403 FUNCTION_NOT_ALLOWED to a user without the driverReport function", async () => {
    expect(await refused("partner", (client) => client.driverReports.search({ payload: { fullName: "Smith" } }))).toMatchObject({
      _tag: "Forbidden",
      token: "FUNCTION_NOT_ALLOWED"
    })
  })

  it("answers 401 without a token", async () => {
    expect(
      (await send(portal.baseUrl, "/api/DriverReports/Search", { method: "POST", body: { fullName: "Smith" } })).status
    ).toBe(401)
  })
})

describe("generating a driver report", () => {
  it("stores a snapshot with the requestor, company, reference and years of data, and returns it", async () => {
    const before = await storedReports()
    const report = await generate("analyst", namedDriverRefs.wilson, { comment: "Q-1001", driverReportOption: 10 })
    expect(await storedReports()).toBe(before + 1)
    expect(report).toMatchObject({
      fullName: "Margaret Anne Wilson",
      dln: "W90012345670001",
      dlnJurisdiction: { code: "ON" },
      requestorEn: "Morgan Lee",
      companyNameEn: "Northwind General - Ontario",
      companyNameFr: "Northwind Générale - Ontario",
      referenceNumber: "Q-1001",
      ianaTimezone: "America/Toronto",
      yearsOfData: 10
    })
    const [row] = await portal.sql(
      (sql) =>
        sql<{ referenceNumber: string; yearsOfData: number; unitId: number | null; companyCode: string; snapshotId: number }>`
        SELECT r.reference_number, r.years_of_data, r.unit_id, c.code AS company_code, (r.snapshot->>'id')::int AS snapshot_id
        FROM driver_report r JOIN reporting_company c ON c.id = r.reporting_company_id WHERE r.id = ${report.id}`
    )
    expect(row).toMatchObject({ referenceNumber: "Q-1001", yearsOfData: 10, companyCode: "NWD-GEN", snapshotId: report.id })
    expect(row!.unitId).not.toBeNull()
  })

  it("compresses stored snapshots with lz4 where the database offers it, and reads them back whole", async () => {
    const report = await generate("analyst", namedDriverRefs.wilson, { driverReportOption: 0 })
    const [row] = await portal.sql(
      (sql) => sql<{ compression: string | null; lz4: boolean }>`
        SELECT pg_column_compression(snapshot) AS compression,
          EXISTS (SELECT 1 FROM pg_settings WHERE name = 'default_toast_compression' AND 'lz4' = ANY (enumvals)) AS lz4
        FROM driver_report WHERE id = ${report.id}`
    )
    expect(row!.compression).toBe(row!.lz4 ? "lz4" : "pglz")
    expect(
      await ok("analyst", (client) => client.driverReports.getById({ params: { reportId: report.id, contextId: 0 } }))
    ).toEqual(report)
  })

  it("shows the summary, policies and claims of a long clean history", async () => {
    const report = await generate("analyst", namedDriverRefs.wilson, { driverReportOption: 0 })
    expect(report).toMatchObject({
      yearsOfData: null,
      yearsOfContinuousInsurance: 25,
      numberOfYearsClaimsFree: 2,
      claimsInLastSixYears: 2,
      atFaultAccidents: 1,
      comprehensiveLosses: 1,
      dcpdClaims: 0,
      numberOfPoliciesAtAddress: 3,
      possibleCoverageGaps: []
    })
    expect(new Set(report.policies.map((p) => p.carrier.code))).toEqual(new Set(["NWD-GEN", "MPL-MUT", "LAU-GEN"]))
    const current = report.policies[0]!
    expect(current).toMatchObject({ isActivePolicy: true, status: { code: "ACT" }, numberOfOperators: 2, numberOfVehicles: 3 })
    expect(current.vehicles.map((v) => v.modelYear)).toEqual([...current.vehicles.map((v) => v.modelYear)].sort((a, b) => b - a))
    expect(current.operators.map((o) => o.relationShipToPolicyHolder?.code)).toEqual(["SELF", "SPOUSE"])
    expect(report.policies.slice(1).every((p) => !p.isActivePolicy)).toBe(true)
    expect(claimNumbers(report)).toEqual(["NWDC9000000002", "NWDC9000000001", "MPLC9000000003", "LAUC9000000004"])
  })

  it("bounds policies and claims by the years of data option", async () => {
    const six = await generate("analyst", namedDriverRefs.wilson, { driverReportOption: 6 })
    const maximum = await generate("analyst", namedDriverRefs.wilson, { driverReportOption: 0 })
    expect(claimNumbers(six)).toEqual(["NWDC9000000002", "NWDC9000000001"])
    expect(six.policies.length).toBeLessThan(maximum.policies.length)
    expect(six.yearsOfContinuousInsurance).toBe(25)
  })

  it("uses the user's default option when none is given", async () => {
    expect((await generate("analyst", namedDriverRefs.wilson)).yearsOfData).toBe(25)
  })

  it("lists earlier reports on the driver as previous inquiries, newest first", async () => {
    const first = await generate("manager", namedDriverRefs.gagnon)
    const second = await generate("analyst", namedDriverRefs.gagnon)
    expect(second.previousInquiries[0]).toEqual({
      date: first.reportDate,
      companyNameEn: "Northwind General - Ontario",
      companyNameFr: "Northwind Générale - Ontario"
    })
    const dates = second.previousInquiries.map((i) => i.date)
    expect(dates).toEqual([...dates].sort().reverse())
    expect(second.previousInquiries.map((i) => i.companyNameEn)).toContain("Maple Leaf Mutual - National")
  })

  it("leaves the reports corrections generate (working copies) out of previous inquiries, for every company", async () => {
    const pulled = await generate("admin", namedDriverRefs.chen)
    const copy = await ok("admin", (client) =>
      client.dataCorrection.updateDriverInfo({
        payload: { ...driverInfoAsShown(pulled), fullAddress: `${pulled.id} Front Street West, Toronto ON M5J 1E6` }
      })
    )
    const laurentian = await generate("reviewer", namedDriverRefs.chen)
    const dates = laurentian.previousInquiries.map((i) => i.date)
    expect(dates[0]).toBe(pulled.reportDate)
    expect(dates).not.toContain(copy.reportDate)
    const [pulls] = await portal.sql(
      (sql) => sql<{ count: number; copies: number }>`
        SELECT count(*) FILTER (WHERE NOT from_correction)::int AS count, count(*) FILTER (WHERE from_correction)::int AS copies
        FROM driver_report WHERE driver_id = ${laurentian.driverId} AND id <> ${laurentian.id}`
    )
    expect(pulls!.copies).toBeGreaterThan(0)
    expect(laurentian.previousInquiries).toHaveLength(pulls!.count)
  })

  it("leaves the pull a correction corrects out of the corrected report's previous inquiries, through its working copies", async () => {
    const pulled = await generate("admin", namedDriverRefs.chen)
    const correct = (report: DriverReport, street: string) =>
      ok("admin", (client) =>
        client.dataCorrection.updateDriverInfo({
          payload: { ...driverInfoAsShown(report), fullAddress: `${pulled.id} ${street}, Toronto ON M5J 1E6` }
        })
      )
    const copy = await correct(pulled, "Front Street West")
    expect(copy.previousInquiries).toEqual(pulled.previousInquiries)
    const again = await correct(copy, "King Street West")
    expect(again.previousInquiries).toEqual(pulled.previousInquiries)
    // The next pull lists that one pull, once.
    const next = await generate("admin", namedDriverRefs.chen)
    expect(next.previousInquiries).toEqual([
      { date: pulled.reportDate, companyNameEn: expect.any(String), companyNameFr: expect.any(String) },
      ...pulled.previousInquiries
    ])
  })

  it("shows a possible coverage gap and an overlap across carriers", async () => {
    const report = await generate("analyst", namedDriverRefs.gagnon, { driverReportOption: 0 })
    expect(report.possibleCoverageGaps).toEqual([{ startDate: expect.any(String), endDate: expect.any(String), days: 120 }])
    expect(
      report.policies
        .filter((p) => p.overlap)
        .map((p) => p.carrier.code)
        .sort()
    ).toEqual(["LAU-GEN", "MPL-MUT"])
  })

  it("shows cancelled policies with and without a cancellation date", async () => {
    const report = await generate("analyst", namedDriverRefs.sharma, { driverReportOption: 0 })
    const cancelled = report.policies.filter((p) => p.isCancelled)
    expect(cancelled.map((p) => [p.status.code, p.cancellationDate === null])).toEqual([
      ["CIR", true],
      ["CNP", false]
    ])
    expect(cancelled[1]!.stopDate).toBe(cancelled[1]!.cancellationDate)
    expect(report.possibleCoverageGaps.map((g) => g.days)).toEqual([35])
  })

  it("shows the Alberta grid, a commercial policy with a trailer and its gross weights", async () => {
    const report = await generate("analyst", namedDriverRefs.friesen)
    expect(report).toMatchObject({ albertaGridLevel: "4", albertaGridIndicator: "Y", albertaGridRatingDate: expect.any(String) })
    expect(report.albertaGridRatingDate! >= "1997-10-01").toBe(true)
    const commercial = report.policies.find((p) => p.isCommercial && p.isActivePolicy)!
    expect(commercial.policyholderFullName).toBe("Friesen Farms Ltd.")
    expect(commercial.vehicles.map((v) => [v.isTrailer, v.grossVehicleWeightInKG])).toEqual([
      [false, 11800],
      [true, 4500]
    ])
    expect(commercial.overlap).toBe(true)
  })

  it("shows third-party and reserve-only claims, masks a claim the driver did not drive, and never shows a removed claim", async () => {
    const report = await generate("analyst", namedDriverRefs.chen)
    const byNumber = (number: string) => report.claims.find((c) => c.claimNumber === number)
    expect(claimNumbers(report)).toEqual(expect.arrayContaining(["NWDC9000000202", "MPLC9000000201", "NWDC9000000203"]))
    expect(claimNumbers(report)).not.toContain("NWDC9000000204")
    expect(byNumber("NWDC9000000202")).toMatchObject({
      isReserveOnly: true,
      status: "open",
      claimLosses: [{ isReserve: true, reserveDate: expect.any(String) }]
    })
    expect(byNumber("MPLC9000000201")).toMatchObject({
      isThirdParty: true,
      claimDetailThirdParty: { masked: false, driverFullName: "Marcus Reid" }
    })
    expect(byNumber("NWDC9000000203")).toMatchObject({
      involvement: { code: "O" },
      policyholderName: null,
      claimDetailFirstParty: { masked: true, driverFullName: null, dln: null },
      claimDetailThirdParty: { masked: true, driverFullName: null }
    })
    // The reserve-only claim 40 days ago is an at-fault accident: no claims-free year yet.
    expect(report.numberOfYearsClaimsFree).toBe(0)
  })

  it("masks the date of birth of a driver on hold and of an operator on hold", async () => {
    expect(await generate("analyst", namedDriverRefs.lee)).toMatchObject({
      dateOfBirth: null,
      yearOfBirth: null,
      dateOfBirthMasked: true
    })
    const sharma = await generate("analyst", namedDriverRefs.sharma)
    const roy = sharma.policies[0]!.operators.find((o) => o.fullName === "Emma Roy")!
    expect(roy).toMatchObject({ onHold: true, yearOfBirth: null, relationShipToPolicyHolder: { code: "FRIEND" } })
  })

  it("shows a year of birth alone, driver training for a new licence, and empty sections", async () => {
    expect(await generate("analyst", namedDriverRefs.bergeron)).toMatchObject({
      dateOfBirth: null,
      yearOfBirth: expect.any(Number)
    })
    expect(await generate("analyst", namedDriverRefs.roy)).toMatchObject({ yearsLicensed: 2, driverTraining: { code: "Y" } })
    expect(await generate("analyst", namedDriverRefs.murphy)).toMatchObject({
      policies: [],
      claims: [],
      possibleCoverageGaps: [],
      yearsOfContinuousInsurance: 0
    })
  })

  it("answers 404 for an unknown driver and 400 for bad input, storing nothing", async () => {
    const before = await storedReports()
    expect(
      await refused("analyst", (client) =>
        client.driverReports.generateReport({
          query: toronto,
          payload: payloadFor({ licenceNumber: "NOPE1", jurisdiction: "ON" })
        })
      )
    ).toMatchObject({ _tag: "NotFound" })
    const badCalls: ReadonlyArray<(client: PortalClient) => Effect.Effect<unknown, unknown>> = [
      (client) =>
        client.driverReports.generateReport({
          query: { ianaTimezone: "Mars/Olympus" },
          payload: payloadFor(namedDriverRefs.wilson)
        }),
      (client) =>
        client.driverReports.generateReport({ query: { ianaTimezone: "+05:00" }, payload: payloadFor(namedDriverRefs.wilson) }),
      (client) =>
        client.driverReports.generateReport({
          query: toronto,
          payload: payloadFor(namedDriverRefs.wilson, { driverReportOption: 7 })
        }),
      (client) =>
        client.driverReports.generateReport({
          query: toronto,
          payload: payloadFor({ licenceNumber: "W90012345670001", jurisdiction: "ZZ" })
        })
    ]
    for (const call of badCalls) expect(await refused("analyst", call)).toMatchObject({ _tag: "BadRequest" })
    for (const body of [
      {},
      { ...payloadFor(namedDriverRefs.wilson), comment: "x".repeat(31) },
      { ...payloadFor(namedDriverRefs.wilson), driverReportOption: 30 }
    ]) {
      const response = await send(portal.baseUrl, "/api/DriverReports/GenerateReport?ianaTimezone=America/Toronto", {
        method: "POST",
        token: tokens.analyst,
        body
      })
      expect(response.status).toBe(400)
    }
    const noZone = await send(portal.baseUrl, "/api/DriverReports/GenerateReport", {
      method: "POST",
      token: tokens.analyst,
      body: payloadFor(namedDriverRefs.wilson)
    })
    expect(noZone.status).toBe(400)
    expect(await storedReports()).toBe(before)
  })

  it("answers 403 FUNCTION_NOT_ALLOWED without the driverReport function", async () => {
    expect(
      await refused("partner", (client) =>
        client.driverReports.generateReport({ query: toronto, payload: payloadFor(namedDriverRefs.wilson) })
      )
    ).toMatchObject({ _tag: "Forbidden", token: "FUNCTION_NOT_ALLOWED" })
  })
})

describe("reading a stored report", () => {
  it("gives the stored snapshot to users of the same company, unchanged by later data", async () => {
    const report = await generate("analyst", namedDriverRefs.chen)
    await portal.sql(
      (sql) =>
        sql`UPDATE driver SET full_name = 'Olivia Chen-Renamed' WHERE licence_number = ${namedDriverRefs.chen.licenceNumber}`
    )
    try {
      expect(
        await ok("analyst", (client) => client.driverReports.getById({ params: { reportId: report.id, contextId: 0 } }))
      ).toEqual(report)
      expect(
        await ok("manager", (client) => client.driverReports.getById({ params: { reportId: report.id, contextId: report.id } }))
      ).toEqual(report)
      expect(
        (await ok("admin", (client) => client.driverReports.getById({ params: { reportId: report.id, contextId: 0 } }))).id
      ).toBe(report.id)
    } finally {
      await portal.sql(
        (sql) => sql`UPDATE driver SET full_name = 'Olivia Chen' WHERE licence_number = ${namedDriverRefs.chen.licenceNumber}`
      )
    }
  })

  it("never gives another company's report, and answers its id as a missing one", async () => {
    const northwind = await generate("analyst", namedDriverRefs.wilson)
    const maple = await generate("newcomer", namedDriverRefs.wilson)
    const broker = await generate("broker", namedDriverRefs.wilson)
    const bureau = await generate("admin", namedDriverRefs.wilson)
    const read = (who: Who, id: number) =>
      refused(who, (client) => client.driverReports.getById({ params: { reportId: id, contextId: 0 } })).then(withoutRequestId)
    // Another company's report answers exactly as a missing id (but for the request's own id): the id is not confirmed.
    const missing = await read("analyst", 999999)
    expect(missing).toMatchObject({ _tag: "NotFound" })
    expect(await read("newcomer", northwind.id)).toEqual(missing)
    expect(await read("analyst", maple.id)).toEqual(missing)
    expect(await read("analyst", broker.id)).toEqual(missing)
    expect(await read("analyst", bureau.id)).toEqual(missing)
    expect(await read("broker", northwind.id)).toEqual(missing)
    const raw = (who: Who, id: number) =>
      send(portal.baseUrl, `/api/DriverReports/GetById/${id}/0`, { token: tokens[who] }).then((r) => [
        r.status,
        withoutRequestId(r.json())
      ])
    expect(await raw("analyst", maple.id)).toEqual(await raw("analyst", 999999))
    expect(
      (await ok("broker", (client) => client.driverReports.getById({ params: { reportId: broker.id, contextId: 0 } }))).id
    ).toBe(broker.id)
    expect(
      (await ok("newcomer", (client) => client.driverReports.getById({ params: { reportId: maple.id, contextId: 0 } }))).id
    ).toBe(maple.id)
  })

  it("answers 404 for an unknown report and 403 FUNCTION_NOT_ALLOWED without a report function", async () => {
    expect(
      await refused("analyst", (client) => client.driverReports.getById({ params: { reportId: 999999, contextId: 0 } }))
    ).toMatchObject({
      _tag: "NotFound"
    })
    expect(
      await refused("partner", (client) => client.driverReports.getById({ params: { reportId: 1, contextId: 0 } }))
    ).toMatchObject({
      _tag: "Forbidden",
      token: "FUNCTION_NOT_ALLOWED"
    })
    expect((await send(portal.baseUrl, "/api/DriverReports/GetById/abc/0", { token: tokens.analyst })).status).toBe(400)
  })
})

describe("regenerating a report", () => {
  it("stores a new snapshot from the current data, with the same driver, reference and years of data", async () => {
    const original = await generate("analyst", namedDriverRefs.chen, { comment: "CLM-1", driverReportOption: 6 })
    await portal.sql(
      (sql) => sql`UPDATE driver SET years_licensed = 24 WHERE licence_number = ${namedDriverRefs.chen.licenceNumber}`
    )
    // The report's row in the 90-day list, as a correction of the driver files it.
    const [ninetyDays] = await portal.sql(
      (sql) => sql<{ id: number }>`
        INSERT INTO ninety_days_data_correction (report_id, organization_id, reporting_company_id, unit_id, change_date, field_ids)
        SELECT id, organization_id, reporting_company_id, unit_id, now(), '{7}' FROM driver_report WHERE id = ${original.id}
        RETURNING id`
    )
    const again = await ok("manager", (client) =>
      client.driverReports.regenerateReport({
        params: { id: original.id },
        query: { ianaTimezone: "America/Vancouver", ninetyDaysDataCorrectionId: ninetyDays!.id }
      })
    )
    expect(again.id).not.toBe(original.id)
    expect(again).toMatchObject({
      driverId: original.driverId,
      referenceNumber: "CLM-1",
      yearsOfData: 6,
      ianaTimezone: "America/Vancouver",
      yearsLicensed: 24,
      requestorEn: "Camille Gagnon"
    })
    expect(again.previousInquiries[0]!.date).toBe(original.reportDate)
    const [row] = await portal.sql(
      (sql) =>
        sql<{ regeneratedFrom: number; ninetyDaysDataCorrectionId: number }>`
        SELECT regenerated_from, ninety_days_data_correction_id FROM driver_report WHERE id = ${again.id}`
    )
    expect(row).toEqual({ regeneratedFrom: original.id, ninetyDaysDataCorrectionId: ninetyDays!.id })
  })

  it("refuses another company's report, an unknown report and a bad time zone", async () => {
    const maple = await generate("newcomer", namedDriverRefs.chen)
    expect(
      withoutRequestId(
        await refused("analyst", (client) => client.driverReports.regenerateReport({ params: { id: maple.id }, query: toronto }))
      )
    ).toEqual(
      withoutRequestId(
        await refused("analyst", (client) => client.driverReports.regenerateReport({ params: { id: 999999 }, query: toronto }))
      )
    )
    expect(
      await refused("analyst", (client) => client.driverReports.regenerateReport({ params: { id: 999999 }, query: toronto }))
    ).toMatchObject({
      _tag: "NotFound"
    })
    const own = await generate("analyst", namedDriverRefs.chen)
    const response = await send(portal.baseUrl, `/api/DriverReports/RegenerateReport/${own.id}?ianaTimezone=Nowhere/Atall`, {
      method: "POST",
      token: tokens.analyst
    })
    expect(response.status).toBe(400)
  })
})

describe("PDF of a report", () => {
  const pdfLink = (reportId: number, lng: "english" | "french") =>
    ok("analyst", (client) => client.driverReports.generateReportPdf({ params: { id: reportId }, query: { lng } })).then(
      ({ link }) => link
    )
  const download = async (link: string) => {
    const response = await fetch(`${portal.baseUrl}${link}`)
    expect(response.status).toBe(200)
    return Buffer.from(await response.arrayBuffer())
  }
  const textOf = async (bytes: Uint8Array) => {
    const { extractText } = await import("unpdf")
    return (await extractText(new Uint8Array(bytes), { mergePages: true })).text
  }
  const expire = (link: string) =>
    portal.sql(
      (sql) => sql`UPDATE report_pdf SET expires_at = now() - interval '1 second' WHERE id = ${link.split("/").pop()!}::uuid`
    )

  it("answers a link that serves the rendered PDF inline, without a token", async () => {
    const report = await generate("analyst", namedDriverRefs.wilson)
    for (const lng of ["english", "french"] as const) {
      const { link } = await ok("analyst", (client) =>
        client.driverReports.generateReportPdf({ params: { id: report.id }, query: { lng } })
      )
      expect(link).toMatch(/^\/api\/DriverReports\/Pdf\/[0-9a-f-]{36}$/)
      const response = await fetch(`${portal.baseUrl}${link}`)
      expect(response.status).toBe(200)
      expect(response.headers.get("content-type")).toBe("application/pdf")
      const day = formatReportDate(report.reportDate, toronto.ianaTimezone)
      expect(response.headers.get("content-disposition")).toBe(
        lng === "english"
          ? `inline; filename="driver-report_W90012345670001_${day}_en.pdf"`
          : `inline; filename="rapport-conducteur_W90012345670001_${day}_fr.pdf"`
      )
      const bytes = new Uint8Array(await response.arrayBuffer())
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-")
    }
    const [row] = await portal.sql(
      (sql) =>
        sql<{
          minutes: number
        }>`SELECT round(extract(epoch FROM expires_at - created_at) / 60)::int AS minutes FROM report_pdf ORDER BY created_at DESC LIMIT 1`
    )
    expect(row!.minutes).toBe(15)
  })

  it("renders a report once per language and answers a new link each time", async () => {
    const report = await generate("analyst", namedDriverRefs.chen)
    const first = await pdfLink(report.id, "english")
    const second = await pdfLink(report.id, "english")
    expect(second).not.toBe(first)
    const english = await download(first)
    expect((await download(second)).equals(english)).toBe(true)
    const french = await download(await pdfLink(report.id, "french"))
    expect(french.equals(english)).toBe(false)
    expect(await textOf(english)).toContain("Driver report")
    expect(await textOf(french)).toContain("Rapport de conducteur")
    const rendered = await portal.sql(
      (sql) =>
        sql<{ language: string }>`SELECT language FROM report_pdf_document WHERE report_id = ${report.id} ORDER BY language`
    )
    expect(rendered.map((row) => row.language)).toEqual(["en", "fr"])
  })

  it("answers 404 once the link has expired, and for an unknown link", async () => {
    const report = await generate("analyst", namedDriverRefs.murphy)
    const link = await pdfLink(report.id, "english")
    const bytes = await download(link)
    await expire(link)
    expect((await fetch(`${portal.baseUrl}${link}`)).status).toBe(404)
    // Asking again gives a new link to the same PDF; the expired one stays expired.
    const renewed = await pdfLink(report.id, "english")
    expect((await download(renewed)).equals(bytes)).toBe(true)
    expect((await fetch(`${portal.baseUrl}${link}`)).status).toBe(404)
    expect((await fetch(`${portal.baseUrl}/api/DriverReports/Pdf/${crypto.randomUUID()}`)).status).toBe(404)
    expect((await fetch(`${portal.baseUrl}/api/DriverReports/Pdf/------------------------------------`)).status).toBe(404)
  })

  it("answers 500 for a report that cannot be rendered, and renders the next one", async () => {
    const broken = await generate("analyst", namedDriverRefs.chen)
    await portal.sql((sql) => sql`UPDATE driver_report SET snapshot = '{}' WHERE id = ${broken.id}`)
    expect(
      await refused("analyst", (client) =>
        client.driverReports.generateReportPdf({ params: { id: broken.id }, query: { lng: "english" } })
      )
    ).toMatchObject({ _tag: "InternalError" })
    const report = await generate("analyst", namedDriverRefs.chen)
    expect(await textOf(await download(await pdfLink(report.id, "french")))).toContain("Rapport de conducteur")
  })

  it("refuses another company's report, an unknown language and a user without a report function", async () => {
    const maple = await generate("newcomer", namedDriverRefs.murphy)
    expect(
      await refused("analyst", (client) =>
        client.driverReports.generateReportPdf({ params: { id: maple.id }, query: { lng: "english" } })
      )
    ).toMatchObject({ _tag: "NotFound", message: "No such report" })
    const own = await generate("analyst", namedDriverRefs.murphy)
    const german = await send(portal.baseUrl, `/api/DriverReports/GenerateReportPdf/${own.id}?lng=german`, {
      method: "POST",
      token: tokens.analyst
    })
    expect(german.status).toBe(400)
    expect(
      await refused("partner", (client) =>
        client.driverReports.generateReportPdf({ params: { id: own.id }, query: { lng: "english" } })
      )
    ).toMatchObject({ _tag: "Forbidden", token: "FUNCTION_NOT_ALLOWED" })
  })
})
