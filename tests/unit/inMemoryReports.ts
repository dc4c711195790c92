import { Effect, Layer } from "effect"
import type { DriverData, DriverRow, TermRow } from "../../src/server/db/reports/driverRows"
import { ReportsRepository, type DriverKey, type NewReport } from "../../src/server/db/reports/reportsRepository"

/** Company names as reports show them, by reporting company id. */
export const companyNames: ReadonlyMap<number, { readonly en: string; readonly fr: string }> = new Map([
  [10, { en: "Northwind Insurance", fr: "Assurances Northwind" }],
  [11, { en: "Contoso Mutual", fr: "Contoso Mutuelle" }]
])

/** The requestor's company, else their organization (bureau staff hold no company). */
const namesOf = (requestor: { readonly organizationId: number; readonly reportingCompanyId: number | null }) =>
  companyNames.get(requestor.reportingCompanyId ?? 0) ?? {
    en: `Organization ${requestor.organizationId}`,
    fr: `Organisation ${requestor.organizationId}`
  }

const knownJurisdictions = new Set(["AB", "ON"])

export const driverRow = (overrides: Partial<DriverRow> = {}): DriverRow => ({
  id: 7,
  licenceNumber: "123456789",
  jurisdiction: { code: "AB", descriptionEn: "Alberta", descriptionFr: "Alberta" },
  fullName: "Jordan Tremblay",
  fullAddress: "100 Main Street, Calgary AB T2P 1A1",
  dateOfBirth: "1985-06-02",
  yearOfBirth: 1985,
  genderId: 1,
  maritalStatusId: 1,
  driverTrainingId: 2,
  yearsLicensed: 20,
  onHold: false,
  albertaGridLevel: "12",
  albertaGridIndicator: "A",
  albertaGridRatingDate: "2019-04-01",
  updatedAt: "2024-01-01T00:00:00.000Z",
  ...overrides
})

export const termRow = (
  termId: number,
  effectiveDate: string,
  expiryDate: string,
  overrides: Partial<TermRow> = {}
): TermRow => ({
  termId,
  policyId: termId,
  policyNumber: `POL-${termId}`,
  carrier: { code: "NW", nameEn: "Northwind Insurance", nameFr: "Assurances Northwind" },
  holderName: "Jordan Tremblay",
  holderAddress: "100 Main Street, Calgary AB T2P 1A1",
  isCommercial: false,
  effectiveDate,
  expiryDate,
  cancellationDate: null,
  isCancelled: false,
  statusId: 1,
  updatedAt: "2024-01-01T00:00:00.000Z",
  ...overrides
})

/** A driver with these policy terms and nothing else on file. */
export const driverWithTerms = (terms: ReadonlyArray<TermRow>): DriverData => ({
  driver: driverRow(),
  terms,
  vehicles: [],
  operators: [],
  claims: [],
  inquiries: []
})

/** The requestor of the reports in the domain's unit tests: an analyst of reporting company 10. */
export const analyst = {
  id: 5,
  firstName: "Alex",
  middleName: null,
  lastName: "Analyst",
  organizationId: 1,
  reportingCompanyId: 10,
  unitId: 3
}

/**
 * The reports' repository kept in memory: the drivers' data (a function, so that a correction's
 * writes show in the next report) and the reports stored, as the report rules read and write them.
 */
export const inMemoryReports = (drivers: () => ReadonlyArray<DriverData>) => {
  const stored: Array<NewReport> = []
  /** Reports a correction generated: working copies, not pulls. */
  const fromCorrection = new Set<number>()
  /** When each report's driver was corrected after it, by report id. */
  const correctedSince = new Map<number, string>()
  let nextId = 100

  const find = (key: DriverKey) =>
    drivers().find((d) =>
      "driverId" in key
        ? d.driver.id === key.driverId
        : d.driver.jurisdiction.code === key.jurisdictionCode && d.driver.licenceNumber === key.licenceNumber
    )

  const layer = Layer.succeed(ReportsRepository, {
    readReportInputs: (key, headerRequest, correctionOf) =>
      Effect.sync(() => {
        const jurisdictionExists = "driverId" in key || knownJurisdictions.has(key.jurisdictionCode)
        const data = find(key)
        if (!data) return { jurisdictionExists, data: undefined, header: undefined }
        const inquiries = stored
          .filter((r) => r.driverId === data.driver.id && r.id !== correctionOf && !fromCorrection.has(r.id))
          .toSorted((a, b) => b.reportDate.localeCompare(a.reportDate))
          .map((r) => {
            const names = namesOf(r)
            return { date: r.reportDate, companyNameEn: names.en, companyNameFr: names.fr }
          })
        const names = headerRequest && namesOf(headerRequest)
        const header = names && { id: nextId++, companyNameEn: names.en, companyNameFr: names.fr }
        return { jurisdictionExists, data: { ...data, inquiries }, header }
      }),
    insertReport: (report) =>
      Effect.sync(() => {
        stored.push(report)
      }),
    readSnapshot: (reportId) => Effect.sync(() => stored.find((r) => r.id === reportId)!.snapshotJson),
    dataCorrectedSince: (reportId) => Effect.sync(() => correctedSince.get(reportId)),
    // The report rules kept here make new reports; reuse and Idempotency-Keys are the api tests' (reportReuse.test.ts).
    findReusableReport: () => Effect.succeed(undefined),
    waitForTurn: () => Effect.void,
    findKeptAnswer: () => Effect.succeed(undefined),
    keepAnswer: () => Effect.void
  })
  return { layer, stored, fromCorrection, correctedSince }
}
