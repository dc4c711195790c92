import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import type { DriverReport } from "../../src/api/reports/schemas"
import { readSnapshotNotingCorrections } from "../../src/server/domain/reports/correctedSince"
import { generateReport, type ReportRequest } from "../../src/server/domain/reports/generateReport"
import { resolveYearsOfData } from "../../src/server/domain/reports/reportOptions"
import { analyst, driverWithTerms, inMemoryReports, termRow } from "./inMemoryReports"

const driver = driverWithTerms([
  termRow(1, "2010-01-01", "2011-01-01"),
  termRow(2, "2023-01-01", "2024-01-01"),
  termRow(3, "2024-01-01", "2025-01-01")
])

const request = (overrides: Partial<ReportRequest> = {}): ReportRequest => ({
  driver: { jurisdictionCode: "AB", licenceNumber: "123456789" },
  requestor: analyst,
  ianaTimezone: "America/Edmonton",
  yearsOfData: null,
  referenceNumber: "REF-1",
  reportDate: "2025-03-01T18:00:00.000Z",
  ...overrides
})

const generate = (reports: ReturnType<typeof inMemoryReports>, wanted: ReportRequest) =>
  Effect.runPromise(generateReport(wanted).pipe(Effect.provide(reports.layer)))

const generated = async (reports: ReturnType<typeof inMemoryReports>, wanted: ReportRequest) => {
  const result = await generate(reports, wanted)
  if (result._tag !== "Generated") throw new Error(`Not generated: ${result._tag}`)
  return result.generated
}

describe("generating a driver report", () => {
  it("tells an unknown jurisdiction from an unknown driver, and stores nothing for either", async () => {
    const reports = inMemoryReports(() => [driver])
    const unknownJurisdiction = await generate(reports, request({ driver: { jurisdictionCode: "ZZ", licenceNumber: "1" } }))
    const unknownDriver = await generate(reports, request({ driver: { jurisdictionCode: "ON", licenceNumber: "1" } }))
    expect(unknownJurisdiction._tag).toBe("UnknownJurisdiction")
    expect(unknownDriver._tag).toBe("UnknownDriver")
    expect(reports.stored).toHaveLength(0)
  })

  it("files the report under the requestor's organization, company and unit, as it answers it", async () => {
    const reports = inMemoryReports(() => [driver])
    const { report, json } = await generated(reports, request())
    expect(reports.stored).toHaveLength(1)
    expect(reports.stored[0]).toMatchObject({
      id: report.id,
      driverId: 7,
      requestorUserId: 5,
      requestorName: "Alex Analyst",
      organizationId: 1,
      reportingCompanyId: 10,
      unitId: 3,
      referenceNumber: "REF-1",
      ianaTimezone: "America/Edmonton",
      driverLicenceNumber: "123456789",
      driverJurisdictionCode: "AB",
      driverName: "Jordan Tremblay"
    })
    // The stored snapshot is the answer itself.
    expect(reports.stored[0]!.snapshotJson).toBe(json)
    expect(JSON.parse(json) as DriverReport).toEqual(report)
    expect(report).toMatchObject({ requestorEn: "Alex Analyst", companyNameEn: "Northwind Insurance", referenceNumber: "REF-1" })
  })

  it("shows the policies within the years of data; the maximum shows them all", async () => {
    const reports = inMemoryReports(() => [driver])
    const six = await generated(reports, request({ yearsOfData: 6 }))
    const maximum = await generated(reports, request({ yearsOfData: null }))
    expect(six.report.policies.map((p) => p.policyNumber)).toEqual(["POL-3", "POL-2"])
    expect(six.report.yearsOfData).toBe(6)
    expect(maximum.report.policies.map((p) => p.policyNumber)).toEqual(["POL-3", "POL-2", "POL-1"])
  })

  it("lists earlier pulls as previous inquiries, newest first, but not the pull a correction corrects", async () => {
    const reports = inMemoryReports(() => [driver])
    const first = await generated(reports, request({ reportDate: "2025-01-10T12:00:00.000Z" }))
    await generated(
      reports,
      request({ reportDate: "2025-02-10T12:00:00.000Z", requestor: { ...analyst, id: 6, reportingCompanyId: 11 } })
    )
    const third = await generated(reports, request())
    expect(third.report.previousInquiries.map((i) => [i.date, i.companyNameEn])).toEqual([
      ["2025-02-10T12:00:00.000Z", "Contoso Mutual"],
      ["2025-01-10T12:00:00.000Z", "Northwind Insurance"]
    ])
    const correction = await generated(reports, request({ correctionOf: first.report.id, regeneratedFrom: first.report.id }))
    expect(correction.report.previousInquiries.map((i) => i.date)).not.toContain("2025-01-10T12:00:00.000Z")
    expect(reports.stored.at(-1)!.regeneratedFrom).toBe(first.report.id)
  })
})

describe("opening a stored report", () => {
  it("answers the report as pulled, saying when its driver's data was corrected since", async () => {
    const reports = inMemoryReports(() => [driver])
    const { report, json } = await generated(reports, request())
    const open = () => Effect.runPromise(readSnapshotNotingCorrections(report.id).pipe(Effect.provide(reports.layer)))
    expect(await open()).toBe(json)
    reports.correctedSince.set(report.id, "2025-03-05T10:00:00.000Z")
    const opened = JSON.parse(await open()) as DriverReport & { dataCorrectedOn?: string }
    expect(opened.dataCorrectedOn).toBe("2025-03-05T10:00:00.000Z")
    expect({ ...opened, dataCorrectedOn: undefined }).toEqual({ ...report, dataCorrectedOn: undefined })
  })
})

describe("the years of data of a report (driver report options)", () => {
  const options = [
    { driverReportOption: { yearsOfData: 10 }, isDefault: false },
    { driverReportOption: { yearsOfData: null }, isDefault: true }
  ]

  it("takes the option asked for when the user holds it, 0 standing for the maximum", () => {
    expect(resolveYearsOfData(10, options)).toEqual({ yearsOfData: 10 })
    expect(resolveYearsOfData(0, options)).toEqual({ yearsOfData: null })
  })

  it("refuses an option the user does not hold", () => {
    expect(resolveYearsOfData(6, options)).toHaveProperty("error")
  })

  it("falls back to the default option, else the first, else 25 years", () => {
    expect(resolveYearsOfData(null, options)).toEqual({ yearsOfData: null })
    expect(resolveYearsOfData(null, [{ ...options[0]! }])).toEqual({ yearsOfData: 10 })
    expect(resolveYearsOfData(null, [])).toEqual({ yearsOfData: 25 })
  })
})
