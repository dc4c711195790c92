import Papa from "papaparse"
import { beforeAll, describe, expect, it } from "vitest"
import type { CorrectionRecord, NinetyDaysRow } from "../../src/api/corrections/schemas"
import { loadAllLocales } from "../../src/i18n/i18n-util.sync"
import { correctionReportColumns } from "../../src/machines/corrections/correctionReportColumns"
import { ninetyDaysColumns } from "../../src/machines/corrections/ninetyDaysColumns"
import { searchCsv } from "../../src/machines/shared/searchTable"
import { correctionReportFileName } from "../../src/services/corrections/correctionReport"
import { ninetyDaysFileName } from "../../src/services/corrections/ninetyDays"

beforeAll(() => loadAllLocales())

// The 90-day dates are in each report's zone; the correction dates in the zone the search reads them in.
const ninetyDaysCsv = (rows: ReadonlyArray<NinetyDaysRow>, language: "en" | "fr") =>
  searchCsv(ninetyDaysColumns, rows, language, "Asia/Tokyo")
const correctionReportCsv = (records: ReadonlyArray<CorrectionRecord>, language: "en" | "fr", ianaTimezone: string) =>
  searchCsv(correctionReportColumns, records, language, ianaTimezone)

const parse = (csv: string) => Papa.parse<Array<string>>(csv, { skipEmptyLines: true }).data

const row: NinetyDaysRow = {
  ninetyDaysDataCorrectionId: 7,
  reportId: 41,
  organizationEn: "Laurentian General",
  organizationFr: "Laurentienne générale",
  companyEn: "Laurentian General - Atlantic",
  companyFr: "Laurentienne générale - Atlantique",
  reportRequestor: "Élise Arsenault",
  reportDate: "2025-08-01T13:20:00Z",
  ianaTimezone: "America/Halifax",
  changeDate: "2025-08-20T03:30:00Z",
  referenceNumber: '=HYPERLINK("x")',
  driverLicenseNumber: "L90012345670007",
  changes: [
    { id: 2, nameEn: "Address", nameFr: "Adresse" },
    { id: 5, nameEn: "Marital status", nameFr: "État civil" }
  ],
  reviewedBy: null
}

const record: CorrectionRecord = {
  id: 3,
  organizationEn: "Northwind Insurance",
  organizationFr: "Assurances Northwind",
  companyEn: null,
  companyFr: null,
  correctionDate: "2025-08-20T14:05:00Z",
  correctorUserName: "Camille Gagnon",
  correction: {
    fieldId: 4,
    fieldNameEn: "Gender",
    fieldNameFr: "Sexe",
    oldValue: { valueEn: "Male", valueFr: "Masculin" },
    newValue: { valueEn: "Female", valueFr: "Féminin" }
  },
  dln: "L90012345670007",
  policyId: "NW-1",
  policyEffectiveDate: "2024-03-01",
  claimId: null,
  accidentDate: null
}

describe("90-day CSV", () => {
  it("names its columns, companies and changed fields in the language in use, dates in the report's zone", () => {
    const [header, line] = parse(ninetyDaysCsv([row], "fr"))
    expect(header).toEqual([
      "Date de modification",
      "Date du rapport",
      "Organisation",
      "Entreprise",
      "Demandeur",
      "Numéro de référence",
      "Numéro de permis",
      "Modifications",
      "Révisé par"
    ])
    expect(line).toEqual([
      "2025-08-20 00:30",
      "2025-08-01 10:20",
      "Laurentienne générale",
      "Laurentienne générale - Atlantique",
      "Élise Arsenault",
      // A formula is never run by a spreadsheet.
      '\'=HYPERLINK("x")',
      "L90012345670007",
      "Adresse; État civil",
      ""
    ])
    expect(parse(ninetyDaysCsv([row], "en"))[1]![7]).toBe("Address; Marital status")
    expect(ninetyDaysFileName("2025-08-27")).toBe("ninety-days-report-2025-08-27.csv")
  })
})

describe("correction report CSV", () => {
  it("has the 11 columns, the organization for data without a company, values in the language in use", () => {
    const [header, line] = parse(correctionReportCsv([record], "en", "America/Toronto"))
    expect(header).toHaveLength(11)
    expect(header![0]).toBe("Company")
    expect(line).toEqual([
      "Northwind Insurance",
      "2025-08-20 10:05",
      "Camille Gagnon",
      "Gender",
      "L90012345670007",
      "NW-1",
      "2024-03-01",
      "",
      "",
      "Male",
      "Female"
    ])
    const [, french] = parse(correctionReportCsv([record], "fr", "America/Toronto"))
    expect([french![0], french![3], french![9], french![10]]).toEqual(["Assurances Northwind", "Sexe", "Masculin", "Féminin"])
    expect(correctionReportFileName("2025-08-27")).toBe("correction-report-2025-08-27.csv")
  })
})
