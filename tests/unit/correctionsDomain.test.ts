import { Effect, Layer } from "effect"
import { describe, expect, it } from "vitest"
import type {
  AddClaimPayload,
  AddOperatorPayload,
  UpdateDriverInfoPayload,
  UpdatePolicyPayload
} from "../../src/api/corrections/schemas"
import { FunctionId } from "../../src/api/functions"
import type { UserProfile } from "../../src/api/platform/schemas"
import type { DriverReport } from "../../src/api/reports/schemas"
import {
  CorrectionsRepository,
  type ClaimFacts,
  type CorrectionRecordRow,
  type CorrectionsRepositoryShape,
  type DriverFacts,
  type Listing,
  type NewClaim,
  type OutboxMail,
  type TermFacts
} from "../../src/server/db/corrections/correctionsRepository"
import type { DriverData } from "../../src/server/db/reports/driverRows"
import type { StoredReport } from "../../src/server/db/shared/storedReports"
import { addClaim } from "../../src/server/domain/corrections/addClaim"
import { addOperator } from "../../src/server/domain/corrections/addOperator"
import { correctReport, type CorrectionContext, type CorrectionError } from "../../src/server/domain/corrections/applyCorrection"
import type { FieldChange } from "../../src/server/domain/corrections/changes"
import { correctDriverInfo } from "../../src/server/domain/corrections/driverInfo"
import { correctPolicy } from "../../src/server/domain/corrections/policyStatus"
import { generateReport } from "../../src/server/domain/reports/generateReport"
import { localDate } from "../../src/server/domain/shared/dates"
import { driverRow, inMemoryReports, termRow } from "./inMemoryReports"

const zone = "America/Edmonton"
const dayMs = 24 * 60 * 60 * 1000
const today = localDate(new Date().toISOString(), zone)
/** A day counted from today, yyyy-MM-dd. */
const day = (days: number) => new Date(Date.parse(`${today}T12:00:00Z`) + days * dayMs).toISOString().slice(0, 10)
const daysAgo = (days: number) => new Date(Date.now() - days * dayMs).toISOString()

const northwind = { id: 10, code: "NW", organizationId: 1 }
const contoso = { id: 11, code: "CM", organizationId: 4 }
const jurisdictions = [
  { id: 1, code: "AB" },
  { id: 2, code: "ON" }
]

const profile = (id: number, overrides: Partial<UserProfile> = {}): UserProfile => ({
  id,
  userType: 1,
  userId: `user${id}`,
  firstName: "Casey",
  middleName: null,
  lastName: `User${id}`,
  email: `user${id}@example.test`,
  mfaPhone: null,
  sub: null,
  termsOfUseAccepted: true,
  isDisabled: false,
  isIbcCredentials: false,
  isIbc: false,
  organizationId: 1,
  reportingCompanyId: 10,
  unitId: null,
  previousLogin: null,
  assignedOrganizationsIds: [],
  userFunctions: [],
  userDriverReportOptions: [],
  isLastTermsOfServiceAccepted: true,
  ...overrides
})

/** A bureau user who corrects Northwind's data. */
const corrector = profile(9, {
  isIbc: true,
  organizationId: 2,
  reportingCompanyId: null,
  userFunctions: [
    {
      userId: 9,
      functionId: FunctionId.dataCorrection,
      reportingCompanies: [
        { id: 10, organizationId: 1, code: "NW", nameEn: "Northwind Insurance", nameFr: "Assurances Northwind" }
      ]
    }
  ]
})
const analyst = profile(5)

/**
 * The data a correction reads and writes, kept in memory: one Alberta driver with a current Northwind
 * term and an older Contoso one; the reports on the driver live in the reports' repository.
 */
const world = () => {
  let driver = driverRow({ id: 7 })
  const terms = new Map<number, TermFacts>([
    [
      3,
      {
        termId: 3,
        policyId: 3,
        policyNumber: "POL-3",
        reportingCompanyId: 10,
        carrier: { code: "NW", nameEn: "Northwind Insurance", nameFr: "Assurances Northwind" },
        effectiveDate: day(-200),
        expiryDate: day(165),
        cancellationDate: null,
        statusId: 1
      }
    ],
    [
      1,
      {
        termId: 1,
        policyId: 1,
        policyNumber: "POL-1",
        reportingCompanyId: 11,
        carrier: { code: "CM", nameEn: "Contoso Mutual", nameFr: "Contoso Mutuelle" },
        effectiveDate: day(-900),
        expiryDate: day(-535),
        cancellationDate: null,
        statusId: 3
      }
    ]
  ])
  const data = (): DriverData => ({
    driver,
    terms: [...terms.values()].map((t) =>
      termRow(t.termId, t.effectiveDate, t.expiryDate, {
        policyId: t.policyId,
        policyNumber: t.policyNumber,
        carrier: t.carrier,
        cancellationDate: t.cancellationDate,
        isCancelled: t.cancellationDate !== null,
        statusId: t.statusId
      })
    ),
    vehicles: [],
    operators: [],
    claims: [],
    inquiries: []
  })
  const reports = inMemoryReports(() => [data()])
  /** Drivers the bureau's data holds, by licence and jurisdiction id. */
  const licensed: Array<{
    id: number
    licence: string
    jurisdictionId: number
    fullName: string
    dateOfBirth: string | null
    yearOfBirth: number | null
  }> = [
    { id: 7, licence: "123456789", jurisdictionId: 1, fullName: "Jordan Tremblay", dateOfBirth: "1985-06-02", yearOfBirth: 1985 },
    { id: 8, licence: "K1234", jurisdictionId: 2, fullName: "Kim Ouellet", dateOfBirth: "1990-02-03", yearOfBirth: 1990 }
  ]
  const listings: Array<{ policyId: number; driverId: number; listing: Listing; vehicleId: number }> = [
    { policyId: 3, driverId: 7, listing: { dateAdded: day(-200), dateDeleted: null }, vehicleId: 300 }
  ]
  const vehicles = [{ vehicleKey: 300, policyId: 3, vin: "2HGFC2F59LH000300" }]
  const claims: Array<NewClaim> = []
  const records: Array<CorrectionRecordRow> = []
  const ninetyDayRows: Array<{ reportIds: ReadonlyArray<number>; fieldIds: ReadonlyArray<number> }> = []
  const mail: Array<OutboxMail> = []
  const newDrivers: Array<string> = []

  const facts = (): DriverFacts => ({
    id: driver.id,
    licenceNumber: driver.licenceNumber,
    jurisdictionCode: driver.jurisdiction.code,
    fullName: driver.fullName,
    fullAddress: driver.fullAddress,
    dateOfBirth: driver.dateOfBirth,
    yearOfBirth: driver.yearOfBirth,
    genderId: driver.genderId,
    maritalStatusId: driver.maritalStatusId,
    driverTrainingId: driver.driverTrainingId,
    yearsLicensed: driver.yearsLicensed,
    albertaGridRatingDate: driver.albertaGridRatingDate
  })
  const columns: Record<string, keyof typeof driver> = {
    fullName: "fullName",
    fullAddress: "fullAddress",
    dateOfBirth: "dateOfBirth",
    yearOfBirth: "yearOfBirth",
    genderId: "genderId",
    maritalStatusId: "maritalStatusId",
    driverTrainingId: "driverTrainingId",
    yearsLicensed: "yearsLicensed",
    albertaGridRatingDate: "albertaGridRatingDate"
  }
  const none = Effect.void
  /** A look-up that may find nothing (the db modules read the first row, undefined when there is none). */
  const found = <A>(value: A | undefined) => Effect.succeed(value as A)
  const repository: CorrectionsRepositoryShape = {
    readSnapshot: (reportId) => Effect.sync(() => reports.stored.find((r) => r.id === reportId)!.snapshotJson),
    lockDriver: (driverId) => found(driverId === driver.id ? facts() : undefined),
    lockTerm: (termId) => found(terms.get(termId)),
    lockClaim: () => found<ClaimFacts>(undefined),
    termCarrier: (termId) => {
      const term = terms.get(termId)
      return found(term && { carrier: term.carrier, reportingCompanyId: term.reportingCompanyId })
    },
    jurisdictionById: (id) => found(jurisdictions.find((j) => j.id === id)),
    companyByCode: (code) => found([northwind, contoso].find((c) => c.code === code)),
    updateDriver: (_driverId, update) =>
      Effect.sync(() => {
        driver = {
          ...driver,
          ...Object.fromEntries(Object.entries(update).map(([column, value]) => [columns[column], value]))
        }
      }),
    updateTermStatus: (termId, update) =>
      Effect.sync(() => {
        terms.set(termId, { ...terms.get(termId)!, statusId: update.statusId, cancellationDate: update.cancellationDate })
      }),
    setClaimAtFault: () => none,
    setClaimVehicle: () => none,
    setClaimVehicleLoss: () => none,
    setClaimExcludedDriver: () => none,
    setClaimFirstPartyDriver: () => none,
    touchClaim: () => none,
    putClaimOnHold: () => none,
    driverFullName: () => found<string>(undefined),
    claimOperatorOptions: () => Effect.succeed([]),
    claimVehicleOptions: () => Effect.succeed([]),
    policyTermOptions: (policyId) =>
      Effect.sync(() =>
        [...terms.values()]
          .filter((t) => t.policyId === policyId)
          .map((t) => ({ termStartDate: t.effectiveDate, termEndDate: t.cancellationDate ?? t.expiryDate }))
      ),
    termVehicleOptions: (policyId) =>
      Effect.sync(() =>
        vehicles
          .filter((v) => v.policyId === policyId)
          .map((v) => ({
            vehicleKey: v.vehicleKey,
            modelYear: 2020,
            makeEn: "Honda",
            makeFr: "Honda",
            modelEn: "Civic",
            modelFr: "Civic",
            vin: v.vin
          }))
      ),
    lockCompanyClaims: () => none,
    companyHoldsClaimNumber: (companyId, number) =>
      Effect.sync(() =>
        claims.some((c) => c.reportingCompanyId === companyId && c.claimNumber.toUpperCase() === number.toUpperCase())
      ),
    policyVehicleByVin: (policyId, vin) => found(vehicles.find((v) => v.policyId === policyId && v.vin === vin)?.vehicleKey),
    insertClaim: (claim) =>
      Effect.sync(() => {
        claims.push(claim)
        return claims.length
      }),
    lockPolicy: () => none,
    driverByLicence: (licence, jurisdictionId) => {
      const known = licensed.find((d) => d.licence === licence && d.jurisdictionId === jurisdictionId)
      return found(
        known && { id: known.id, fullName: known.fullName, dateOfBirth: known.dateOfBirth, yearOfBirth: known.yearOfBirth }
      )
    },
    driverListings: (policyId, driverId) =>
      Effect.sync(() => listings.filter((l) => l.policyId === policyId && l.driverId === driverId).map((l) => l.listing)),
    insertDriver: (added) =>
      Effect.sync(() => {
        newDrivers.push(added.licenceNumber)
        const id = 100 + newDrivers.length
        licensed.push({ ...added, id, licence: added.licenceNumber })
        return id
      }),
    insertListing: (input) =>
      Effect.sync(() => {
        listings.push({ policyId: input.policyId, driverId: input.driverId, listing: input.listing, vehicleId: input.vehicleId })
      }),
    insertCorrectionRecords: (rows) =>
      Effect.sync(() => {
        records.push(...rows)
      }),
    driverReportsSince: (driverId, since) =>
      Effect.sync(() =>
        reports.stored
          .filter((r) => r.driverId === driverId && r.reportDate > since)
          .map((r) => ({
            id: r.id,
            requestorUserId: r.requestorUserId,
            fromCorrection: reports.fromCorrection.has(r.id),
            reportDate: r.reportDate
          }))
      ),
    recordNinetyDayRows: (input) =>
      Effect.sync(() => {
        if (input.reportIds.length === 0) return []
        ninetyDayRows.push(input)
        return input.reportIds.map((reportId, i) => ({
          id: i + 1,
          reportId,
          reportDate: reports.stored.find((r) => r.id === reportId)!.reportDate,
          ianaTimezone: zone,
          dln: driver.licenceNumber,
          jurisdictionCode: driver.jurisdiction.code,
          notificationEmails: ["claims@northwind.example"]
        }))
      }),
    queueMail: (queued) =>
      Effect.sync(() => {
        mail.push(queued)
      }),
    dropDriverReportPdfs: () => none,
    markReportFromCorrection: (reportId) =>
      Effect.sync(() => {
        reports.fromCorrection.add(reportId)
      })
  }
  const layer = Layer.mergeAll(Layer.succeed(CorrectionsRepository, repository), reports.layer)

  /** A report pulled on the driver `days` ago by `user`, as it was stored. */
  const pull = (user: UserProfile, days: number) =>
    Effect.runPromise(
      Effect.gen(function* () {
        const result = yield* generateReport({
          driver: { driverId: 7 },
          requestor: user,
          ianaTimezone: zone,
          yearsOfData: null,
          referenceNumber: null,
          reportDate: daysAgo(days)
        })
        if (result._tag !== "Generated") throw new Error("The driver is missing")
        const stored: StoredReport = {
          id: result.generated.report.id,
          driverId: 7,
          requestorUserId: user.id,
          organizationId: user.organizationId,
          reportingCompanyId: user.reportingCompanyId,
          referenceNumber: null,
          yearsOfData: null
        } as StoredReport
        return { report: result.generated.report, stored }
      }).pipe(Effect.provide(layer))
    )

  /** A correction by the bureau user on a stored report: the report it answers, or how it was refused. */
  const correct = (
    stored: StoredReport,
    correction: (context: CorrectionContext) => Effect.Effect<ReadonlyArray<FieldChange>, CorrectionError>,
    user: UserProfile = corrector
  ) =>
    Effect.runPromise(Effect.result(correctReport(user, stored, correction)).pipe(Effect.provide(layer))).then((result) =>
      result._tag === "Success"
        ? { answered: JSON.parse(result.success) as DriverReport, refused: undefined }
        : { answered: undefined, refused: result.failure }
    )

  return { pull, correct, records, ninetyDayRows, mail, claims, listings, newDrivers, reports, terms, driver: () => driver }
}

const driverPayload = (report: DriverReport, overrides: Partial<UpdateDriverInfoPayload> = {}): UpdateDriverInfoPayload => ({
  reportId: report.id,
  operatorKey: report.driverId,
  fullName: report.fullName,
  fullAddress: report.fullAddress,
  dateOfBirth: report.dateOfBirth,
  genderId: report.gender?.id ?? null,
  maritalStatusId: report.maritalStatus?.id ?? null,
  driverTrainingId: report.driverTraining?.id ?? null,
  yearLicensed: report.yearsLicensed,
  gridRatingDate: report.albertaGridRatingDate,
  ...overrides
})

describe("applying a correction", () => {
  it("answers the report regenerated from the corrected data and records the change for the correction report", async () => {
    const w = world()
    const { report, stored } = await w.pull(analyst, 10)
    const { answered } = await w.correct(stored, correctDriverInfo(driverPayload(report, { fullName: "Jordan Tremblay-Roy" })))
    expect(answered?.fullName).toBe("Jordan Tremblay-Roy")
    expect(answered?.id).not.toBe(report.id)
    expect(w.driver().fullName).toBe("Jordan Tremblay-Roy")
    expect(w.records).toHaveLength(1)
    expect(w.records[0]).toMatchObject({
      correctorUserId: 9,
      reportingCompanyId: 10,
      fieldNameEn: "Driver name",
      oldValueEn: "Jordan Tremblay",
      newValueEn: "Jordan Tremblay-Roy",
      sourceReportId: report.id,
      generatedReportId: answered?.id
    })
    // The corrected report does not count as a pull of the driver.
    expect(w.reports.fromCorrection.has(answered!.id)).toBe(true)
    expect(answered?.previousInquiries).toEqual([])
  })

  it("refuses a correction that changes nothing, and records nothing", async () => {
    const w = world()
    const { report, stored } = await w.pull(analyst, 10)
    const { refused } = await w.correct(stored, correctDriverInfo(driverPayload(report)))
    expect(refused?._tag).toBe("BadRequest")
    expect(w.records).toHaveLength(0)
    expect(w.reports.stored).toHaveLength(1)
  })

  it("refuses to overwrite a value someone else corrected after the report was pulled", async () => {
    const w = world()
    const { report, stored } = await w.pull(analyst, 10)
    await w.correct(stored, correctDriverInfo(driverPayload(report, { fullName: "Jordan Roy" })))
    const { refused } = await w.correct(stored, correctDriverInfo(driverPayload(report, { fullName: "Jordan T. Roy" })))
    expect(refused?._tag).toBe("Conflict")
    expect(w.driver().fullName).toBe("Jordan Roy")
  })

  it("names the field a driver correction breaks", async () => {
    const w = world()
    const { report, stored } = await w.pull(analyst, 10)
    const { refused } = await w.correct(stored, correctDriverInfo(driverPayload(report, { yearLicensed: 60 })))
    expect(refused).toMatchObject({ _tag: "BadRequest", issues: [{ field: "yearLicensed", code: "yearsLicensedAboveAge" }] })
  })

  it("refuses a user who does not correct the carrier of the report's first policy", async () => {
    const w = world()
    const { report, stored } = await w.pull(analyst, 10)
    const { refused } = await w.correct(stored, correctDriverInfo(driverPayload(report, { fullName: "Other" })), analyst)
    expect(refused?._tag).toBe("Forbidden")
  })
})

describe("the 90-day rows of a correction", () => {
  it("flags the pulls of the last 90 days by other users, and mails the company's recipients", async () => {
    const w = world()
    const recent = await w.pull(analyst, 10)
    await w.pull(analyst, 120)
    const own = await w.pull(corrector, 5)
    await w.correct(own.stored, correctDriverInfo(driverPayload(own.report, { fullAddress: "1 New Street, Calgary AB" })))
    expect(w.ninetyDayRows).toHaveLength(1)
    // Not the pull of 120 days ago, nor the corrector's own report.
    expect(w.ninetyDayRows[0]!.reportIds).toEqual([recent.report.id])
    expect(w.mail).toHaveLength(1)
    expect(w.mail[0]!.recipients).toEqual(["claims@northwind.example"])
    expect(w.mail[0]!.body).toContain("123456789 (AB)")
    expect(w.mail[0]!.body).toContain("Corrected: Address.")
  })

  it("opens no row when no other pull is that recent", async () => {
    const w = world()
    await w.pull(analyst, 91)
    const own = await w.pull(corrector, 1)
    await w.correct(own.stored, correctDriverInfo(driverPayload(own.report, { fullAddress: "1 New Street, Calgary AB" })))
    expect(w.records).toHaveLength(1)
    expect(w.ninetyDayRows).toHaveLength(0)
    expect(w.mail).toHaveLength(0)
  })
})

describe("correcting a policy's status", () => {
  const policyPayload = (report: DriverReport, overrides: Partial<UpdatePolicyPayload>): UpdatePolicyPayload => ({
    reportId: report.id,
    operatorKey: report.driverId,
    policyKey: 3,
    cancellationDate: null,
    policyStatusCode: "ACT",
    policyStatusId: 1,
    ...overrides
  })

  it("cancels the term on a date within it, and records the status and the date", async () => {
    const w = world()
    const { report, stored } = await w.pull(analyst, 10)
    const { answered } = await w.correct(
      stored,
      correctPolicy(policyPayload(report, { policyStatusId: 4, policyStatusCode: "CNP", cancellationDate: day(-3) }))
    )
    const policy = answered?.policies.find((p) => p.policyKey === 3)
    expect(policy?.status.code).toBe("CNP")
    expect(policy?.cancellationDate).toBe(day(-3))
    expect(w.records.map((r) => [r.fieldNameEn, r.oldValueEn, r.newValueEn, r.policyNumber])).toEqual([
      ["Policy status", "Active", "Cancelled - non-payment", "POL-3"],
      ["Cancellation date", null, day(-3), "POL-3"]
    ])
  })

  it("names the field: a status not offered, a cancellation date outside the term", async () => {
    const w = world()
    const { report, stored } = await w.pull(analyst, 10)
    const expired = await w.correct(stored, correctPolicy(policyPayload(report, { policyStatusId: 3, policyStatusCode: "EXP" })))
    expect(expired.refused).toMatchObject({ issues: [{ field: "policyStatusId", code: "statusNotOffered" }] })
    const late = await w.correct(
      stored,
      correctPolicy(policyPayload(report, { policyStatusId: 4, policyStatusCode: "CNP", cancellationDate: day(400) }))
    )
    expect(late.refused).toMatchObject({ issues: [{ field: "cancellationDate", code: "cancellationDateAfterExpiry" }] })
    expect(w.terms.get(3)!.statusId).toBe(1)
  })

  it("refuses a policy of a carrier the user does not correct", async () => {
    const w = world()
    const { report, stored } = await w.pull(analyst, 10)
    const { refused } = await w.correct(
      stored,
      correctPolicy(
        policyPayload(report, { policyKey: 1, policyStatusId: 4, policyStatusCode: "CNP", cancellationDate: day(-600) })
      )
    )
    expect(refused?._tag).toBe("Forbidden")
  })
})

describe("adding a claim", () => {
  const claimPayload = (report: DriverReport, overrides: Partial<AddClaimPayload> = {}): AddClaimPayload => ({
    reportId: report.id,
    accidentDate: day(-20),
    reportingCompanyCode: "NW",
    firstPartyPolicyKey: 3,
    policyHolderFullName: "Jordan Tremblay",
    policyId: "POL-3",
    claimId: "CLM-900",
    majorCoverages: [4],
    firstPartyVIN: "2hgfc2f59lh000300",
    firstPartyOperatorDLN: "123456-789",
    firstPartyOperatorJurisdictionId: 1,
    firstPartyOperatorKey: 7,
    firstPartyFullName: "Jordan Tremblay",
    firstPartyExcludedDriverId: 2,
    firstPartyAtFault: 50,
    ...overrides
  })

  it("adds an open claim on the report's driver under the chosen policy, on the policy's vehicle with that VIN", async () => {
    const w = world()
    const { report, stored } = await w.pull(analyst, 10)
    await w.correct(stored, addClaim(claimPayload(report)))
    expect(w.claims).toHaveLength(1)
    expect(w.claims[0]).toMatchObject({
      driverId: 7,
      reportingCompanyId: 10,
      policyNumber: "POL-3",
      claimNumber: "CLM-900",
      dateOfLoss: day(-20),
      dateReported: today,
      atFaultPercentage: 50,
      vehicleId: 300,
      firstParty: { driverId: 7, licenceNumber: "123456789", driverExcluded: false }
    })
    expect(w.records[0]).toMatchObject({ fieldNameEn: "Claim added", newValueEn: "CLM-900", claimNumber: "CLM-900" })
  })

  it("names the field of each refusal", async () => {
    const w = world()
    const { report, stored } = await w.pull(analyst, 10)
    await w.correct(stored, addClaim(claimPayload(report)))
    const cases: ReadonlyArray<[Partial<AddClaimPayload>, string, string]> = [
      [{ claimId: "clm-900" }, "claimId", "duplicateClaim"],
      [{ accidentDate: day(-400) }, "accidentDate", "dateOfLossOutsideTerm"],
      [{ accidentDate: day(2) }, "accidentDate", "cancellationDateInvalid"],
      [{ policyId: "POL-4" }, "policyId", "notOfPolicy"],
      [{ majorCoverages: [99] }, "majorCoverages", "unknownValue"],
      [{ firstPartyOperatorJurisdictionId: 9 }, "firstPartyOperatorJurisdictionId", "unknownValue"],
      [{ firstPartyOperatorKey: 8 }, "firstPartyOperatorDLN", "notTheLicensedDriver"]
    ]
    for (const [overrides, field, code] of cases) {
      const { refused } = await w.correct(stored, addClaim(claimPayload(report, overrides)))
      expect(refused, JSON.stringify(overrides)).toMatchObject({ _tag: "BadRequest", issues: [{ field, code }] })
    }
    // A company the user corrects, but not the chosen policy's.
    const ofBoth = {
      ...corrector,
      userFunctions: [
        {
          ...corrector.userFunctions[0]!,
          reportingCompanies: [
            ...corrector.userFunctions[0]!.reportingCompanies,
            { id: 11, organizationId: 4, code: "CM", nameEn: "Contoso Mutual", nameFr: "Contoso Mutuelle" }
          ]
        }
      ]
    }
    const { refused } = await w.correct(stored, addClaim(claimPayload(report, { reportingCompanyCode: "CM" })), ofBoth)
    expect(refused).toMatchObject({ _tag: "BadRequest", issues: [{ field: "firstPartyPolicyKey", code: "notOfPolicy" }] })
    expect(w.claims).toHaveLength(1)
  })

  it("is for bureau users only", async () => {
    const w = world()
    const { report, stored } = await w.pull(analyst, 10)
    const notBureau = { ...corrector, isIbc: false }
    const { refused } = await w.correct(stored, addClaim(claimPayload(report)), notBureau)
    expect(refused?._tag).toBe("Forbidden")
    expect(w.claims).toHaveLength(0)
  })
})

describe("adding an operator to a policy", () => {
  const operatorPayload = (report: DriverReport, overrides: Partial<AddOperatorPayload> = {}): AddOperatorPayload => ({
    reportId: report.id,
    policyKey: 3,
    policyTerm: [{ termStartDate: day(-200), termEndDate: day(165) }],
    operatorTypeId: 1,
    vehicleKey: 300,
    DLN: "K1234",
    DLNJurisdictionId: 2,
    operatorKey: 8,
    fullName: "Kim Ouellet",
    dateOfBirth: null,
    genderId: null,
    maritalStatusId: null,
    relationShipId: 2,
    ...overrides
  })

  it("lists a known driver on the policy from the start of the chosen term, still listed", async () => {
    const w = world()
    const { report, stored } = await w.pull(analyst, 10)
    await w.correct(stored, addOperator(operatorPayload(report)))
    expect(w.listings.at(-1)).toEqual({
      policyId: 3,
      driverId: 8,
      listing: { dateAdded: day(-200), dateDeleted: null },
      vehicleId: 300
    })
    expect(w.records[0]).toMatchObject({ fieldNameEn: "Operator added", newValueEn: "Kim Ouellet (K1234 ON)" })
    expect(w.newDrivers).toEqual([])
  })

  it("adds a driver new to the bureau's data", async () => {
    const w = world()
    const { report, stored } = await w.pull(analyst, 10)
    await w.correct(
      stored,
      addOperator(
        operatorPayload(report, {
          DLN: "n-555",
          operatorKey: null,
          fullName: "Noa New",
          dateOfBirth: "2000-01-01",
          genderId: 2,
          maritalStatusId: 2
        })
      )
    )
    expect(w.newDrivers).toEqual(["N555"])
    expect(w.listings.at(-1)?.driverId).toBe(101)
  })

  it("names the field of each refusal", async () => {
    const w = world()
    const { report, stored } = await w.pull(analyst, 10)
    const cases: ReadonlyArray<[Partial<AddOperatorPayload>, string, string]> = [
      [
        {
          DLN: "123456789",
          DLNJurisdictionId: 1,
          operatorKey: 7,
          fullName: "Jordan Tremblay",
          gridLevel: "12",
          gridIndicator: "A"
        },
        "DLN",
        "operatorAlreadyExists"
      ],
      [{ operatorKey: 7 }, "DLN", "notTheLicensedDriver"],
      [{ vehicleKey: 999 }, "vehicleKey", "notOfPolicy"],
      [{ policyTerm: [{ termStartDate: day(-10), termEndDate: day(10) }] }, "policyTerm", "notOfPolicy"],
      [{ operatorTypeId: 99 }, "operatorTypeId", "unknownValue"],
      [{ operatorKey: null, DLN: "Z9", dateOfBirth: null, genderId: 1, maritalStatusId: 1 }, "dateOfBirth", "required"]
    ]
    for (const [overrides, field, code] of cases) {
      const { refused } = await w.correct(stored, addOperator(operatorPayload(report, overrides)))
      expect(refused, JSON.stringify(overrides)).toMatchObject({ _tag: "BadRequest", issues: [{ field, code }] })
    }
    expect(w.listings).toHaveLength(1)
  })
})
