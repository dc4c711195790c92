import Papa from "papaparse"
import { beforeAll, describe, expect, it } from "vitest"
import type { SdcFileRow, SdcReportQuery } from "../../src/api/sdc/schemas"
import { sdcFileStatuses, sdcFileTypes } from "../../src/api/sdc/schemas"
import { loadAllLocales } from "../../src/i18n/i18n-util.sync"
import * as sdc from "../../src/machines/sdc/sdcReportFilters"
import { sdcReportColumns } from "../../src/machines/sdc/sdcReportColumns"
import { sdcReportMachine } from "../../src/machines/sdc/sdcReportMachine"
import { emptyScope, type ScopeSelection } from "../../src/machines/shared/organizationScopeMachine"
import { searchCsv } from "../../src/machines/shared/searchTable"
import { errorReportFileName, sdcReportFileName } from "../../src/services/sdc/sdcReport"
import { describePagedSearch, filter, sortedQuery } from "./support/pagedSearchHarness"
import { bureauScope, chosenScope, general, northwind, pagedRows } from "./support/searchFixtures"

const today = "2025-08-27"
const zone = "America/Toronto"

const row = (n: number): SdcFileRow => ({
  id: n,
  fileName: `northwind-${n}.csv`,
  organization: { id: northwind.id, nameEn: northwind.nameEn, nameFr: northwind.nameFr },
  reportingCompany: { id: general.id, nameEn: general.nameEn, nameFr: general.nameFr },
  fileType: sdcFileTypes[0],
  status: n % 2 === 0 ? sdcFileStatuses[2] : sdcFileStatuses[3],
  receivedDate: "2025-08-20T14:05:00.000Z",
  completedDate: "2025-08-20T14:06:00.000Z",
  rows: n * 10,
  bytesReceived: n * 1000,
  errorCount: n % 2 === 0 ? 0 : n,
  uploadedBy: "Camille Gagnon"
})
const carrier = chosenScope(false)

/** Every file: any status, any type, any day. */
const opening: sdc.SdcReportFilters = { statusId: 0, fileTypeId: 0, fromDate: "", toDate: "" }

/** Dates are optional; one given is a real day, not after today; from not after to. */
const errors = ({ fromDate, toDate }: sdc.SdcReportFilters): Record<string, string> => {
  const found: Record<string, string> = {}
  if (fromDate === "invalid") found.fromDate = "invalidDate"
  if (toDate > today) found.toDate = "futureDate"
  if (!found.fromDate && !found.toDate && fromDate !== "" && toDate !== "" && fromDate > toDate) found.fromDate = "fromAfterTo"
  return found
}

/** GetSdcReports: the organization and company chosen, the choices made, the days in the browser's zone. */
const query = (filters: sdc.SdcReportFilters, selection: ScopeSelection): SdcReportQuery => ({
  ...(selection.organizationId !== undefined ? { organizationId: selection.organizationId } : {}),
  ...(selection.reportingCompanyId !== undefined ? { reportingCompanyId: selection.reportingCompanyId } : {}),
  ...(filters.statusId !== 0 ? { statusId: filters.statusId } : {}),
  ...(filters.fileTypeId !== 0 ? { fileTypeId: filters.fileTypeId } : {}),
  ...(filters.fromDate !== "" ? { fromDate: filters.fromDate } : {}),
  ...(filters.toDate !== "" ? { toDate: filters.toDate } : {}),
  ianaTimezone: zone
})

/** A status then a type, a date invalid then set, a future date; Search from the filters. */
const filterSamples = (f: sdc.SdcReportFilters, editing: boolean) => [
  ...(f.statusId === 0 ? [filter("statusId", 4)] : f.fileTypeId === 0 ? [filter("fileTypeId", 2)] : []),
  ...(f.fromDate === "" ? [filter("fromDate", "invalid")] : f.fromDate === "invalid" ? [filter("fromDate", "2025-08-20")] : []),
  ...(f.toDate === "" ? [filter("toDate", "2025-08-28")] : []),
  ...(editing || f.fromDate === "invalid" ? [{ type: "SUBMIT" }] : [])
]

// It lists every file on arrival, newest first; its rows open nothing, so nothing is kept for a way back.
describePagedSearch("SDC report", sdcReportMachine, {
  spec: {
    functionId: 13,
    today,
    opening,
    reset: opening,
    errors,
    query,
    arrival: "searches",
    back: "startsOver",
    sort: { initial: { column: "receivedDate", direction: "desc" }, apply: sortedQuery }
  },
  results: { ...pagedRows(row, 13), language: "fr" },
  scopes: [carrier, bureauScope],
  filterSamples,
  pathLengths: [5, 5]
})

describe("SDC report filters (document 2 section 2)", () => {
  it("opens on every file, newest first", () => {
    expect(sdc.openingFilters()).toEqual(opening)
    expect(sdc.defaultSort).toEqual({ column: "receivedDate", direction: "desc" })
  })

  it("takes no dates, refuses an invalid or future date and a from date after the to date", () => {
    expect(sdc.validateFilters(opening, today)).toEqual({})
    expect(sdc.validateFilters({ ...opening, fromDate: "2025-02-30" }, today)).toEqual({ fromDate: "invalidDate" })
    expect(sdc.validateFilters({ ...opening, toDate: "2025-08-28" }, today)).toEqual({ toDate: "futureDate" })
    expect(sdc.validateFilters({ ...opening, fromDate: "2025-08-27", toDate: "2025-08-26" }, today)).toEqual({
      fromDate: "fromAfterTo"
    })
  })

  it("leaves out what is not chosen, and sorts as asked", () => {
    expect(sdc.toQuery(opening, emptyScope.selection, zone)).toEqual({ ianaTimezone: zone })
    expect(
      sdc.sortQuery(sdc.toQuery({ ...opening, statusId: 4, fromDate: "2025-08-01" }, carrier.selection, zone), {
        column: "fileName",
        direction: "asc"
      })
    ).toEqual({
      organizationId: northwind.id,
      reportingCompanyId: general.id,
      statusId: 4,
      fromDate: "2025-08-01",
      ianaTimezone: zone,
      sortColumn: "fileName",
      sortDirection: "asc"
    })
  })
})

describe("the SDC report as CSV", () => {
  beforeAll(() => loadAllLocales())

  it("has the table's columns, names in the language in use, dates in the browser's zone", () => {
    const parse = (csv: string) => Papa.parse<Array<string>>(csv, { skipEmptyLines: true }).data
    const risky: SdcFileRow = { ...row(3), fileName: "=cmd.csv", completedDate: null }
    expect(parse(searchCsv(sdcReportColumns, [row(2), risky], "fr", zone))).toEqual([
      [
        "Nom du fichier",
        "Organisation",
        "Entreprise",
        "Type de fichier",
        "Reçu",
        "Statut",
        "Terminé",
        "Lignes",
        "Erreurs",
        "Envoyé par"
      ],
      [
        "northwind-2.csv",
        northwind.nameFr,
        general.nameFr,
        "Polices, conducteurs et sinistres",
        "2025-08-20 10:05",
        "Accepté",
        "2025-08-20 10:06",
        "20",
        "0",
        "Camille Gagnon"
      ],
      [
        "'=cmd.csv",
        northwind.nameFr,
        general.nameFr,
        "Polices, conducteurs et sinistres",
        "2025-08-20 10:05",
        "Rejeté",
        "",
        "30",
        "3",
        "Camille Gagnon"
      ]
    ])
    expect(parse(searchCsv(sdcReportColumns, [row(2)], "en", zone))[0]).toEqual([
      "File name",
      "Organization",
      "Company",
      "File type",
      "Received",
      "Status",
      "Completed",
      "Rows",
      "Errors",
      "Uploaded by"
    ])
    expect(sdcReportFileName("2025-08-27")).toBe("sdc-report-2025-08-27.csv")
  })

  it("names an error report after its file and language", () => {
    expect(errorReportFileName("claims 2025.csv", "fr")).toBe("claims_2025-errors-fr.csv")
    expect(errorReportFileName("policies.CSV", "en")).toBe("policies-errors-en.csv")
  })
})
