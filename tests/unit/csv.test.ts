import Papa from "papaparse"
import { describe, expect, it } from "vitest"
import type { ReportHistoryRow } from "../../src/api/reports/schemas"
import { loadLocale } from "../../src/i18n/i18n-util.sync"
import { reportHistoryColumns } from "../../src/machines/reports/reportHistoryColumns"
import { searchCsv } from "../../src/machines/shared/searchTable"
import { reportHistoryFileName } from "../../src/services/reports/reportHistory"

// The screen has loaded its texts by the time it exports.
loadLocale("en")
loadLocale("fr")

const englishHeader = [
  "Report",
  "Report date",
  "Time zone",
  "Reference number",
  "Requestor",
  "Unit",
  "Organization",
  "Company",
  "Licence number",
  "Driver name",
  "Jurisdiction",
  "System"
]

const row = (overrides: Partial<ReportHistoryRow> = {}): ReportHistoryRow => ({
  reportId: 42,
  reportDate: "2025-03-01T02:30:00Z",
  ianaTimezone: "America/Toronto",
  referenceNumber: "REF-7",
  reportRequestor: "Morgan Lee",
  unitEn: "Toronto Underwriting",
  unitFr: "Souscription Toronto",
  organizationEn: "Northwind Insurance",
  organizationFr: "Assurances Northwind",
  companyEn: "Northwind General - Ontario",
  companyFr: "Northwind Générale - Ontario",
  driverLicenseNumber: "A1234-56789-01234",
  driverName: "Jean Tremblay",
  licenseJurisdiction: "ON",
  reads: 2,
  ...overrides
})

/** Each report's date is in its own zone: the zone the search reads dates in plays no part. */
const reportHistoryCsv = (rows: ReadonlyArray<ReportHistoryRow>, language: "en" | "fr") =>
  searchCsv(reportHistoryColumns, rows, language, "Asia/Tokyo")

const parse = (csv: string): Array<Array<string>> => Papa.parse<Array<string>>(csv, { skipEmptyLines: true }).data

describe("the report history CSV", () => {
  it("starts with a readable header in the columns' order of document 2, in the language in use", () => {
    expect(parse(reportHistoryCsv([row()], "en"))[0]).toEqual(englishHeader)
    expect(parse(reportHistoryCsv([row()], "fr"))[0]).toEqual([
      "Rapport",
      "Date du rapport",
      "Fuseau horaire",
      "Numéro de référence",
      "Demandeur",
      "Unité",
      "Organisation",
      "Entreprise",
      "Numéro de permis",
      "Nom du conducteur",
      "Province ou territoire",
      "Système"
    ])
  })

  it("writes only the header when there is nothing to export", () => {
    expect(parse(reportHistoryCsv([], "en"))).toEqual([englishHeader])
  })

  it("shows the report date as yyyy-MM-dd HH:mm in the report's own time zone", () => {
    const [, toronto] = parse(reportHistoryCsv([row()], "en"))
    expect(toronto![1]).toBe("2025-02-28 21:30")
    const [, vancouver] = parse(reportHistoryCsv([row({ ianaTimezone: "America/Vancouver" })], "en"))
    expect(vancouver![1]).toBe("2025-02-28 18:30")
    expect(vancouver![2]).toBe("America/Vancouver")
  })

  it("names the unit, organization and company in English", () => {
    const [, line] = parse(reportHistoryCsv([row()], "en"))
    expect(line).toEqual([
      "42",
      "2025-02-28 21:30",
      "America/Toronto",
      "REF-7",
      "Morgan Lee",
      "Toronto Underwriting",
      "Northwind Insurance",
      "Northwind General - Ontario",
      "A1234-56789-01234",
      "Jean Tremblay",
      "ON",
      ""
    ])
  })

  it("names the system that generated a report in a column of its own, the requestor left as is", () => {
    const [, line] = parse(reportHistoryCsv([row({ machineClientId: "northwind-underwriting" })], "en"))
    expect(line![4]).toBe("Morgan Lee")
    expect(line![11]).toBe("northwind-underwriting")
  })

  it("names the unit, organization and company in French", () => {
    const [, line] = parse(reportHistoryCsv([row()], "fr"))
    expect(line!.slice(5, 8)).toEqual(["Souscription Toronto", "Assurances Northwind", "Northwind Générale - Ontario"])
  })

  it("leaves empty cells for a report without reference, unit or company", () => {
    const [, line] = parse(
      reportHistoryCsv([row({ referenceNumber: null, unitEn: null, unitFr: null, companyEn: null, companyFr: null })], "fr")
    )
    expect([line![3], line![5], line![7]]).toEqual(["", "", ""])
  })

  it("neutralises cells a spreadsheet would run as a formula (= + - @)", () => {
    const csv = reportHistoryCsv(
      [
        row({
          referenceNumber: '=HYPERLINK("http://evil.example","x")',
          reportRequestor: "+1+1",
          driverName: "-2+3",
          driverLicenseNumber: "@SUM(A1)"
        })
      ],
      "en"
    )
    const [, line] = parse(csv)
    expect(line![3]).toBe('\'=HYPERLINK("http://evil.example","x")')
    expect(line![4]).toBe("'+1+1")
    expect(line![9]).toBe("'-2+3")
    expect(line![8]).toBe("'@SUM(A1)")
    expect(csv).not.toMatch(/(^|,)=/m)
  })

  it("keeps names with commas, quotes and line breaks in one cell each", () => {
    const [, line, next] = parse(reportHistoryCsv([row({ driverName: 'O\'Neil, "Jo"\nJr' }), row({ reportId: 43 })], "en"))
    expect(line![9]).toBe('O\'Neil, "Jo"\nJr')
    expect(next![0]).toBe("43")
  })

  it("names the file report-history-YYYY-MM-DD.csv", () => {
    expect(reportHistoryFileName("2025-08-27")).toBe("report-history-2025-08-27.csv")
    expect(reportHistoryFileName()).toMatch(/^report-history-\d{4}-\d{2}-\d{2}\.csv$/)
  })
})
