import { describe, expect, it } from "vitest"
import { assembleDriverReport, type ReportContext } from "../../src/server/domain/reports/assembleReport"
import { mayReadReport } from "../../src/server/domain/shared/reportScope"
import {
  addYears,
  isIanaTimeZone,
  isValidDate,
  localDate,
  startOfDay,
  wholeYearsBetween
} from "../../src/server/domain/shared/dates"
import type { ClaimRow, DriverData, OperatorRow, TermRow, VehicleRow } from "../../src/server/db/reports/driverRows"
import { resolveYearsOfData } from "../../src/server/domain/reports/reportOptions"
import {
  dataBoundStart,
  isActiveTerm,
  overlappingSpans,
  possibleCoverageGaps,
  sixYearCounts,
  termStop,
  yearsClaimsFree,
  yearsOfContinuousInsurance,
  type CountedClaim
} from "../../src/server/domain/reports/rules"
import { parseDriverSearch } from "../../src/server/domain/reports/searchCriteria"

const ontario = { code: "ON", descriptionEn: "Ontario", descriptionFr: "Ontario" }
const carrier = (code: string) => ({ code, nameEn: `${code} en`, nameFr: `${code} fr` })
const span = (id: number, policyId: number, start: string, stop: string) => ({ id, policyId, start, stop })

let nextId = 1
const term = (policyId: number, effectiveDate: string, expiryDate: string, extra: Partial<TermRow> = {}): TermRow => ({
  termId: nextId++,
  policyId,
  policyNumber: `P-${policyId}`,
  carrier: carrier(`C${policyId}`),
  holderName: "Alex Driver",
  holderAddress: "1 Main Street, Toronto ON M1M 1M1",
  isCommercial: false,
  effectiveDate,
  expiryDate,
  cancellationDate: null,
  isCancelled: false,
  statusId: 3,
  updatedAt: "2024-01-01T00:00:00.000Z",
  ...extra
})

const vehicle = (policyId: number, modelYear: number, extra: Partial<VehicleRow> = {}): VehicleRow => ({
  id: nextId++,
  policyId,
  dateAdded: "2000-01-01",
  dateRemoved: null,
  modelYear,
  makeEn: "Honda",
  makeFr: "Honda",
  modelEn: "Civic",
  modelFr: "Civic",
  vin: `VIN${modelYear}`,
  isTrailer: false,
  vehicleCode: "123456",
  locationPostalCode: "m1m 1m1",
  vehicleUseId: 1,
  typeOfUseId: 1,
  vehicleClass: "01",
  drivingRecord: 6,
  majorCoverageIds: [1, 3],
  commutingDistanceOneWay: 10,
  commutingDistanceAnnual: 12000,
  businessUsePercentage: 0,
  brandingId: 1,
  grossVehicleWeightKg: 1800,
  ...extra
})

const operator = (policyId: number, extra: Partial<OperatorRow> = {}): OperatorRow => ({
  id: nextId++,
  policyId,
  driverId: 1,
  fullName: "Alex Driver",
  licenceNumber: "A1",
  jurisdiction: ontario,
  yearOfBirth: 1980,
  relationshipId: 1,
  dateAdded: "2000-01-01",
  dateDeleted: null,
  onHold: false,
  vehicles: [],
  ...extra
})

const claim = (dateOfLoss: string, extra: Partial<ClaimRow> = {}): ClaimRow => ({
  id: nextId++,
  carrier: carrier("C1"),
  policyNumber: "P-1",
  claimNumber: `CL-${dateOfLoss}`,
  policyholderName: "Alex Driver",
  policyholderAddress: "1 Main Street, Toronto ON M1M 1M1",
  dateOfLoss,
  dateReported: dateOfLoss,
  status: "closed",
  isThirdParty: false,
  isReserveOnly: false,
  isComprehensive: false,
  atFaultPercentage: 0,
  involvementCode: "F",
  vehicleId: null,
  vehicleEn: null,
  vehicleFr: null,
  vehicleLossId: 1,
  majorCoverageIds: [3],
  updatedAt: "2024-01-01T00:00:00.000Z",
  losses: [{ lossKindId: 3, lossAmount: 1000.1, expenseAmount: 100.2, isReserve: false, reserveDate: null }],
  firstParty: {
    driverId: 1,
    fullName: "Alex Driver",
    licenceNumber: "A1",
    jurisdiction: ontario,
    dateOfBirth: "1980-05-05",
    yearOfBirth: 1980,
    listedOnPolicy: true,
    driverExcluded: false,
    atFaultPercentage: 0,
    onHold: false
  },
  thirdParty: {
    fullName: "Other Person",
    licenceNumber: "B2",
    jurisdiction: ontario,
    insurerNameEn: "Other",
    insurerNameFr: "Autre",
    policyNumber: "X-1",
    atFaultPercentage: 100
  },
  ...extra
})

const data = (extra: Partial<DriverData> = {}): DriverData => ({
  driver: {
    id: 1,
    licenceNumber: "A1",
    jurisdiction: ontario,
    fullName: "Alex Driver",
    fullAddress: "1 Main Street, Toronto ON M1M 1M1",
    dateOfBirth: "1980-05-05",
    yearOfBirth: 1980,
    genderId: 1,
    maritalStatusId: 1,
    driverTrainingId: null,
    yearsLicensed: 20,
    onHold: false,
    albertaGridLevel: null,
    albertaGridIndicator: null,
    albertaGridRatingDate: null,
    updatedAt: "2024-03-01T00:00:00.000Z"
  },
  terms: [],
  vehicles: [],
  operators: [],
  claims: [],
  inquiries: [],
  ...extra
})

// Noon in Toronto on 2024-06-15.
const context = (extra: Partial<ReportContext> = {}): ReportContext => ({
  id: 0,
  reportDate: "2024-06-15T16:00:00.000Z",
  ianaTimezone: "America/Toronto",
  yearsOfData: null,
  requestorName: "Morgan Lee",
  companyNameEn: "Northwind",
  companyNameFr: "Northwind",
  referenceNumber: null,
  ...extra
})

const counted = (dateOfLoss: string, extra: Partial<CountedClaim> = {}): CountedClaim => ({
  dateOfLoss,
  involvementCode: "F",
  atFaultPercentage: 100,
  isComprehensive: false,
  isDcpd: false,
  ...extra
})

describe("dates", () => {
  it("subtracts years the way Temporal constrains 29 February", () => {
    expect(addYears("2024-02-29", -6)).toBe("2018-02-28")
    expect(addYears("2024-06-15", -6)).toBe("2018-06-15")
  })

  it("counts whole years only once the anniversary is reached", () => {
    expect(wholeYearsBetween("2000-06-16", "2024-06-15")).toBe(23)
    expect(wholeYearsBetween("2000-06-15", "2024-06-15")).toBe(24)
  })

  it("takes the report date in the report's own time zone", () => {
    expect(localDate("2024-06-15T02:00:00.000Z", "America/Toronto")).toBe("2024-06-14")
    expect(localDate("2024-06-15T02:00:00.000Z", "Europe/Paris")).toBe("2024-06-15")
    expect(startOfDay("2024-06-15", "America/Toronto")).toBe("2024-06-15T04:00:00Z")
  })

  it("accepts IANA zone names only", () => {
    expect(isIanaTimeZone("America/Toronto")).toBe(true)
    expect(isIanaTimeZone("America/Argentina/Buenos_Aires")).toBe(true)
    expect(isIanaTimeZone("UTC")).toBe(true)
    expect(isIanaTimeZone("Mars/Olympus")).toBe(false)
    expect(isIanaTimeZone("+05:00")).toBe(false)
    expect(isIanaTimeZone("EST")).toBe(false)
  })

  it("refuses calendar dates that do not exist", () => {
    expect(isValidDate("2024-02-29")).toBe(true)
    expect(isValidDate("2023-02-29")).toBe(false)
    expect(isValidDate("2024-13-01")).toBe(false)
  })
})

describe("years of data", () => {
  it("bounds the report to the given years before the report date; null is the maximum", () => {
    expect(dataBoundStart("2024-06-15", 6)).toBe("2018-06-15")
    expect(dataBoundStart("2024-06-15", null)).toBeNull()
  })

  it("leaves out policies that ended and claims that happened before the bound", () => {
    const old = term(1, "2010-01-01", "2011-01-01")
    const straddling = term(2, "2018-01-01", "2019-01-01")
    const recent = term(3, "2023-01-01", "2024-01-01")
    const driverData = data({
      terms: [old, straddling, recent],
      claims: [claim("2012-03-03"), claim("2018-06-15"), claim("2023-05-05")]
    })
    const six = assembleDriverReport(driverData, context({ yearsOfData: 6 }))
    expect(six.policies.map((p) => p.policyKey)).toEqual([recent.termId, straddling.termId])
    expect(six.claims.map((c) => c.dateOfLoss)).toEqual(["2023-05-05", "2018-06-15"])
    const maximum = assembleDriverReport(driverData, context({ yearsOfData: null }))
    expect(maximum.policies).toHaveLength(3)
    expect(maximum.claims).toHaveLength(3)
  })

  it("takes the user's option, refuses one the user does not hold, and falls back to the default", () => {
    const options = [
      { driverReportOption: { yearsOfData: 6 }, isDefault: false },
      { driverReportOption: { yearsOfData: 25 }, isDefault: true },
      { driverReportOption: { yearsOfData: null }, isDefault: false }
    ]
    expect(resolveYearsOfData(6, options)).toEqual({ yearsOfData: 6 })
    expect(resolveYearsOfData(0, options)).toEqual({ yearsOfData: null })
    expect(resolveYearsOfData(null, options)).toEqual({ yearsOfData: 25 })
    expect(resolveYearsOfData(10, options)).toHaveProperty("error")
    expect(resolveYearsOfData(null, [])).toEqual({ yearsOfData: 25 })
  })
})

describe("years of continuous insurance", () => {
  it("counts the unbroken run of terms across carriers up to the report date", () => {
    const spans = [span(1, 1, "2015-03-01", "2018-03-01"), span(2, 2, "2018-03-01", "2025-03-01")]
    expect(yearsOfContinuousInsurance(spans, "2024-06-15")).toBe(9)
  })

  it("starts again after a gap of even one day", () => {
    const spans = [span(1, 1, "2015-03-01", "2018-03-01"), span(2, 2, "2018-03-02", "2025-03-01")]
    expect(yearsOfContinuousInsurance(spans, "2024-06-15")).toBe(6)
  })

  it("joins overlapping policies into one run", () => {
    const spans = [span(1, 1, "2010-01-01", "2016-01-01"), span(2, 2, "2015-06-01", "2025-01-01")]
    expect(yearsOfContinuousInsurance(spans, "2024-06-15")).toBe(14)
  })

  it("is 0 when no term covers the report date", () => {
    expect(yearsOfContinuousInsurance([span(1, 1, "2010-01-01", "2024-06-15")], "2024-06-15")).toBe(0)
    expect(yearsOfContinuousInsurance([], "2024-06-15")).toBe(0)
  })

  it("is capped at 25", () => {
    expect(yearsOfContinuousInsurance([span(1, 1, "1990-01-01", "2025-01-01")], "2024-06-15")).toBe(25)
  })

  it("ends a cancelled term at its cancellation date, or at expiry when that date is unknown", () => {
    expect(termStop({ expiryDate: "2024-01-01", cancellationDate: "2023-05-01" })).toBe("2023-05-01")
    expect(termStop({ expiryDate: "2024-01-01", cancellationDate: null })).toBe("2024-01-01")
  })
})

describe("possible coverage gaps", () => {
  it("gives the days between the end of one term and the start of the next, across carriers", () => {
    const gaps = possibleCoverageGaps([
      span(1, 1, "2015-01-01", "2016-01-01"),
      span(2, 2, "2016-05-01", "2017-05-01"),
      span(3, 3, "2017-05-01", "2018-05-01")
    ])
    expect(gaps).toEqual([{ startDate: "2016-01-01", endDate: "2016-05-01", days: 121 }])
  })

  it("finds no gap where a later policy overlaps or touches the earlier one", () => {
    expect(
      possibleCoverageGaps([
        span(1, 1, "2015-01-01", "2017-01-01"),
        span(2, 2, "2016-01-01", "2016-06-01"),
        span(3, 3, "2017-01-01", "2018-01-01")
      ])
    ).toEqual([])
  })

  it("lists the gaps of the shown terms in the report, newest first", () => {
    const report = assembleDriverReport(
      data({
        terms: [term(1, "2015-01-01", "2016-01-01"), term(2, "2016-02-01", "2017-02-01"), term(3, "2017-03-01", "2025-03-01")]
      }),
      context()
    )
    expect(report.possibleCoverageGaps.map((g) => g.days)).toEqual([28, 31])
  })
})

describe("overlap", () => {
  it("marks terms of two policies that cover the same days", () => {
    const overlapping = overlappingSpans([
      span(1, 1, "2015-01-01", "2016-01-01"),
      span(2, 1, "2016-01-01", "2017-01-01"),
      span(3, 2, "2016-12-01", "2017-12-01"),
      span(4, 3, "2017-12-01", "2018-12-01")
    ])
    expect([...overlapping].sort()).toEqual([2, 3])
  })

  it("does not mark terms of the same policy or terms that only touch", () => {
    expect(overlappingSpans([span(1, 1, "2015-01-01", "2016-01-01"), span(2, 2, "2016-01-01", "2017-01-01")]).size).toBe(0)
  })
})

describe("six-year claim counts", () => {
  it("counts claims, at-fault accidents, comprehensive losses and DCPD claims of the last 6 years", () => {
    const counts = sixYearCounts(
      [
        counted("2018-06-15"),
        counted("2018-06-14"),
        counted("2020-01-01", { isComprehensive: true, atFaultPercentage: null }),
        counted("2021-01-01", { atFaultPercentage: 0, isDcpd: true }),
        counted("2022-01-01", { involvementCode: "P" }),
        counted("2023-01-01", { atFaultPercentage: 25 })
      ],
      "2024-06-15"
    )
    expect(counts).toEqual({ claimsInLastSixYears: 5, atFaultAccidents: 2, comprehensiveLosses: 1, dcpdClaims: 1 })
  })
})

describe("years claims free", () => {
  it("counts whole years since the latest at-fault accident", () => {
    expect(yearsClaimsFree([counted("2019-06-16"), counted("2012-01-01")], "2024-06-15", 30)).toBe(4)
  })

  it("ignores not-at-fault, comprehensive and other drivers' claims", () => {
    const claims = [
      counted("2023-01-01", { atFaultPercentage: 0 }),
      counted("2023-02-01", { isComprehensive: true }),
      counted("2023-03-01", { involvementCode: "O" }),
      counted("2014-06-15")
    ]
    expect(yearsClaimsFree(claims, "2024-06-15", 30)).toBe(10)
  })

  it("is the years licensed without any at-fault accident, and never more than them", () => {
    expect(yearsClaimsFree([], "2024-06-15", 7)).toBe(7)
    expect(yearsClaimsFree([], "2024-06-15", null)).toBeNull()
    expect(yearsClaimsFree([counted("2004-01-01")], "2024-06-15", 12)).toBe(12)
  })
})

describe("masking", () => {
  it("masks first- and third-party details and the policyholder unless the involvement code is F", () => {
    const report = assembleDriverReport(
      data({ claims: [claim("2023-01-01", { involvementCode: "P" }), claim("2022-01-01")] }),
      context()
    )
    const [other, own] = report.claims
    expect(other!.claimDetailFirstParty).toMatchObject({ masked: true, driverFullName: null, dln: null, dateOfBirth: null })
    expect(other!.claimDetailThirdParty).toMatchObject({ masked: true, driverFullName: null, insurerNameEn: null })
    expect(other!.policyholderName).toBeNull()
    expect(own!.claimDetailFirstParty).toMatchObject({ masked: false, driverFullName: "Alex Driver", dateOfBirth: "1980-05-05" })
    expect(own!.claimDetailThirdParty).toMatchObject({ masked: false, driverFullName: "Other Person", atFaultPercentage: 100 })
  })

  it("masks the first party's date of birth when that operator is on hold", () => {
    const onHold = claim("2023-01-01")
    const report = assembleDriverReport(
      data({ claims: [{ ...onHold, firstParty: { ...onHold.firstParty!, onHold: true } }] }),
      context()
    )
    expect(report.claims[0]!.claimDetailFirstParty).toMatchObject({ masked: false, dateOfBirth: null, yearOfBirth: null })
  })

  it("masks the driver's own date of birth when the driver is on hold", () => {
    const base = data()
    const report = assembleDriverReport({ ...base, driver: { ...base.driver, onHold: true } }, context())
    expect(report).toMatchObject({ dateOfBirth: null, yearOfBirth: null, dateOfBirthMasked: true })
    expect(assembleDriverReport(base, context())).toMatchObject({ dateOfBirth: "1980-05-05", dateOfBirthMasked: false })
  })

  it("masks an on-hold operator's year of birth in the policy", () => {
    const t = term(1, "2024-01-01", "2025-01-01")
    const report = assembleDriverReport(
      data({ terms: [t], operators: [operator(1), operator(1, { fullName: "On Hold", onHold: true })] }),
      context()
    )
    expect(report.policies[0]!.operators.map((o) => [o.fullName, o.yearOfBirth, o.onHold])).toEqual([
      ["Alex Driver", 1980, false],
      ["On Hold", null, true]
    ])
  })
})

describe("policies in the report", () => {
  it("sorts each term's vehicles by model year, newest first, keeping only those on the policy during the term", () => {
    const t = term(1, "2023-01-01", "2024-01-01")
    const report = assembleDriverReport(
      data({
        terms: [t],
        vehicles: [
          vehicle(1, 2012),
          vehicle(1, 2021),
          vehicle(1, 2016),
          vehicle(1, 2023, { dateAdded: "2024-01-01" }),
          vehicle(1, 2008, { dateRemoved: "2022-06-01" }),
          vehicle(2, 2024)
        ]
      }),
      context()
    )
    expect(report.policies[0]!.vehicles.map((v) => v.modelYear)).toEqual([2021, 2016, 2012])
    expect(report.policies[0]!.numberOfVehicles).toBe(3)
    expect(report.policies[0]!.vehicles[0]!.vehicleLocation).toBe("M1M")
  })

  it("gives each operator the operator type of the term's vehicles only", () => {
    const t = term(1, "2023-01-01", "2024-01-01")
    const car = vehicle(1, 2020)
    const gone = vehicle(1, 2010, { dateRemoved: "2022-01-01" })
    const report = assembleDriverReport(
      data({
        terms: [t],
        vehicles: [car, gone],
        operators: [
          operator(1, {
            vehicles: [
              { policyVehicleId: car.id, operatorTypeId: 1 },
              { policyVehicleId: gone.id, operatorTypeId: 3 }
            ]
          })
        ]
      }),
      context()
    )
    expect(report.policies[0]!.operators[0]!.vehicles).toEqual([
      { policyVehicleId: car.id, operatorType: { id: 1, code: "P", descriptionEn: "Principal", descriptionFr: "Principal" } }
    ])
  })

  it("marks the term covering the report date active, and a term cancelled at an unknown date never", () => {
    expect(
      isActiveTerm(
        { effectiveDate: "2024-01-01", expiryDate: "2025-01-01", cancellationDate: null, isCancelled: false },
        "2024-06-15"
      )
    ).toBe(true)
    expect(
      isActiveTerm(
        { effectiveDate: "2024-01-01", expiryDate: "2025-01-01", cancellationDate: "2024-03-01", isCancelled: true },
        "2024-06-15"
      )
    ).toBe(false)
    expect(
      isActiveTerm(
        { effectiveDate: "2024-01-01", expiryDate: "2025-01-01", cancellationDate: null, isCancelled: true },
        "2024-06-15"
      )
    ).toBe(false)
    expect(
      isActiveTerm(
        { effectiveDate: "2023-01-01", expiryDate: "2024-01-01", cancellationDate: null, isCancelled: false },
        "2024-06-15"
      )
    ).toBe(false)
  })

  it("lists terms newest first with their stop date, overlap flags and the policies at the driver's address", () => {
    const a = term(1, "2022-01-01", "2023-01-01")
    const b = term(2, "2022-11-01", "2023-11-01", { holderAddress: "9 Other Road, Ottawa ON K1K 1K1" })
    const c = term(3, "2023-11-01", "2024-11-01", { isCancelled: true, cancellationDate: "2024-05-01", statusId: 4 })
    const report = assembleDriverReport(data({ terms: [a, b, c] }), context())
    expect(report.policies.map((p) => [p.policyKey, p.stopDate, p.overlap, p.status.code])).toEqual([
      [c.termId, "2024-05-01", false, "CNP"],
      [b.termId, "2023-11-01", true, "EXP"],
      [a.termId, "2023-01-01", true, "EXP"]
    ])
    expect(report.numberOfPoliciesAtAddress).toBe(2)
  })

  it("leaves out terms that start after the report date", () => {
    const report = assembleDriverReport(
      data({ terms: [term(1, "2024-01-01", "2025-01-01"), term(1, "2025-01-01", "2026-01-01")] }),
      context()
    )
    expect(report.policies).toHaveLength(1)
  })
})

describe("claims and inquiries in the report", () => {
  it("totals the loss and expense lines and lists claims newest first", () => {
    const report = assembleDriverReport(
      data({
        claims: [
          claim("2020-01-01"),
          claim("2023-01-01", {
            losses: [
              { lossKindId: 5, lossAmount: 100.1, expenseAmount: 10.05, isReserve: false, reserveDate: null },
              { lossKindId: 1, lossAmount: 200.2, expenseAmount: 20.1, isReserve: true, reserveDate: "2023-02-01" }
            ]
          })
        ]
      }),
      context()
    )
    expect(report.claims.map((c) => c.dateOfLoss)).toEqual(["2023-01-01", "2020-01-01"])
    expect(report.claims[0]).toMatchObject({ totalLoss: 300.3, totalExpense: 30.15 })
    expect(report.claims[0]!.claimLosses[1]).toMatchObject({ code: "BI", isReserve: true, reserveDate: "2023-02-01" })
  })

  it("keeps previous inquiries newest first, within the years of data", () => {
    const inquiries = [
      { date: "2024-05-01T12:00:00.000Z", companyNameEn: "A", companyNameFr: "A" },
      { date: "2020-05-01T12:00:00.000Z", companyNameEn: "B", companyNameFr: "B" },
      { date: "2015-05-01T12:00:00.000Z", companyNameEn: "C", companyNameFr: "C" }
    ]
    expect(assembleDriverReport(data({ inquiries }), context()).previousInquiries.map((i) => i.companyNameEn)).toEqual([
      "A",
      "B",
      "C"
    ])
    expect(
      assembleDriverReport(data({ inquiries }), context({ yearsOfData: 6 })).previousInquiries.map((i) => i.companyNameEn)
    ).toEqual(["A", "B"])
  })

  it("carries who asked, when, in which zone, and the latest change to the data", () => {
    const report = assembleDriverReport(
      data({ terms: [term(1, "2024-01-01", "2025-01-01", { updatedAt: "2024-05-05T00:00:00.000Z" })] }),
      context({ referenceNumber: "Q-1" })
    )
    expect(report).toMatchObject({
      reportDate: "2024-06-15T16:00:00.000Z",
      ianaTimezone: "America/Toronto",
      requestorEn: "Morgan Lee",
      referenceNumber: "Q-1",
      lastUpdated: "2024-05-05T00:00:00.000Z",
      yearsOfData: null
    })
  })
})

describe("driver search criteria", () => {
  it("needs the number with a policy or claim company, and the company with a number", () => {
    expect(parseDriverSearch({ policyReportingCompanyCode: "NWD-GEN" })).toHaveProperty("error")
    expect(parseDriverSearch({ policyNumber: "P1" })).toHaveProperty("error")
    expect(parseDriverSearch({ claimReportingCompanyCode: "NWD-GEN", fullName: "Smith" })).toHaveProperty("error")
    expect(parseDriverSearch({ claimNumber: "C1", claimReportingCompanyCode: "nwd-gen" })).toEqual({
      criteria: expect.objectContaining({ claim: { company: "NWD-GEN", number: "C1" } })
    })
  })

  it("needs an identifying criterion: a year of birth or a jurisdiction alone is refused", () => {
    expect(parseDriverSearch({ yearOfBirth: 1980 })).toHaveProperty("error")
    expect(parseDriverSearch({ jurisdictionCode: "ON" })).toHaveProperty("error")
    expect(parseDriverSearch({ fullName: "   " })).toHaveProperty("error")
  })

  it("normalizes the licence number to letters and digits in upper case", () => {
    expect(parseDriverSearch({ driverLicenceNumber: " w9001-23456-70001 ", jurisdictionCode: "on" })).toEqual({
      criteria: expect.objectContaining({ licenceNumber: "W90012345670001", jurisdictionCode: "ON" })
    })
  })
})

describe("report access", () => {
  const scope = { userId: 7, companyIds: new Set([10]), organizationIds: new Set([3]) }

  it("lets a user read reports of the companies and organizations held, and their own", () => {
    expect(mayReadReport(scope, { requestorUserId: 1, organizationId: 2, reportingCompanyId: 10 })).toBe(true)
    expect(mayReadReport(scope, { requestorUserId: 1, organizationId: 3, reportingCompanyId: null })).toBe(true)
    expect(mayReadReport(scope, { requestorUserId: 7, organizationId: 9, reportingCompanyId: 99 })).toBe(true)
  })

  it("never lets a user read another company's report", () => {
    expect(mayReadReport(scope, { requestorUserId: 1, organizationId: 2, reportingCompanyId: 11 })).toBe(false)
    expect(mayReadReport(scope, { requestorUserId: 1, organizationId: 3, reportingCompanyId: 12 })).toBe(false)
    expect(mayReadReport(scope, { requestorUserId: 1, organizationId: 4, reportingCompanyId: null })).toBe(false)
  })
})
