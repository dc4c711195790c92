import Papa from "papaparse"
import { beforeAll, describe, expect, it } from "vitest"
import type { CorrectionRecord, NinetyDaysRow } from "../../src/api/corrections/schemas"
import type { ReportHistoryRow } from "../../src/api/reports/schemas"
import { SdcFileStatusId, sdcFileStatuses, sdcFileTypes, type SdcFileRow } from "../../src/api/sdc/schemas"
import type { UsageRow } from "../../src/api/usage/schemas"
import type { UserAccessRow } from "../../src/api/userAccess/schemas"
import type { UserSearchRow } from "../../src/api/users/schemas"
import type { Locales } from "../../src/i18n/i18n-types"
import { i18nObject } from "../../src/i18n/i18n-util"
import { loadAllLocales } from "../../src/i18n/i18n-util.sync"
import { correctionReportColumns } from "../../src/machines/corrections/correctionReportColumns"
import { correctionReportLive } from "../../src/machines/corrections/correctionReportLive"
import { ninetyDaysColumns } from "../../src/machines/corrections/ninetyDaysColumns"
import { ninetyDaysReportLive } from "../../src/machines/corrections/ninetyDaysReportLive"
import { reportHistoryColumns } from "../../src/machines/reports/reportHistoryColumns"
import { reportHistoryLive } from "../../src/machines/reports/reportHistoryLive"
import { sdcReportColumns } from "../../src/machines/sdc/sdcReportColumns"
import { sdcReportLive } from "../../src/machines/sdc/sdcReportLive"
import {
  csvColumns,
  headerOf,
  screenColumns,
  screenText,
  type SearchTable,
  type TableNamespace
} from "../../src/machines/shared/searchTable"
import { usageReportColumns } from "../../src/machines/usage/usageReportColumns"
import { usageReportLive } from "../../src/machines/usage/usageReportLive"
import { userAccessReportColumns } from "../../src/machines/userAccess/userAccessReportColumns"
import { userAccessReportLive } from "../../src/machines/userAccess/userAccessReportLive"
import { userSearchColumns } from "../../src/machines/users/userSearchColumns"
import { userSearchLive } from "../../src/machines/users/userSearchLive"
import { browserTimeZone } from "../../src/services/clock"

/**
 * Each search's columns are defined once: the screen draws its table from the columns its live search
 * carries (views/ui/PagedSearchScreen), and the export writes the CSV from the same ones. Each search's
 * headers are pinned on both sides, and every column both sides show is headed and filled alike.
 */

beforeAll(() => loadAllLocales())

const parse = (csv: string) => Papa.parse<Array<string>>(csv, { skipEmptyLines: true }).data

const names = (en: string, fr: string, id = 1) => ({ id, nameEn: en, nameFr: fr })

interface Search<Row, N extends TableNamespace> {
  readonly name: string
  /** What the screen is given: the machine with its calls, and the columns. */
  readonly live: {
    readonly table: SearchTable<Row, N>
    readonly csv: (rows: ReadonlyArray<Row>, language: Locales) => string
  }
  readonly table: SearchTable<Row, N>
  readonly row: Row
  readonly screen: ReadonlyArray<string>
  readonly csv: ReadonlyArray<string>
  readonly csvFr: ReadonlyArray<string>
}

const history: Search<ReportHistoryRow, "reportHistory"> = {
  name: "report history",
  live: reportHistoryLive,
  table: reportHistoryColumns,
  row: {
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
    reads: 2
  },
  screen: [
    "Report date",
    "Reference number",
    "Requestor",
    "Organization",
    "Company",
    "Unit",
    "Licence number",
    "Driver name",
    "Jurisdiction"
  ],
  csv: [
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
  ],
  csvFr: [
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
  ]
}

const ninetyDays: Search<NinetyDaysRow, "ninetyDays"> = {
  name: "90-day report",
  live: ninetyDaysReportLive,
  table: ninetyDaysColumns,
  row: {
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
    referenceNumber: "REF-9",
    driverLicenseNumber: "L90012345670007",
    changes: [{ id: 2, nameEn: "Address", nameFr: "Adresse" }],
    reviewedBy: "Camille Gagnon"
  },
  // The screen shows the company, or the organization of a company-less report, in one column.
  screen: ["Change date", "Report date", "Company", "Requestor", "Reference number", "Licence number", "Changes", "Reviewed by"],
  csv: [
    "Change date",
    "Report date",
    "Organization",
    "Company",
    "Requestor",
    "Reference number",
    "Licence number",
    "Changes",
    "Reviewed by"
  ],
  csvFr: [
    "Date de modification",
    "Date du rapport",
    "Organisation",
    "Entreprise",
    "Demandeur",
    "Numéro de référence",
    "Numéro de permis",
    "Modifications",
    "Révisé par"
  ]
}

const correctionHeaders = [
  "Company",
  "Correction date",
  "Corrected by",
  "Field",
  "Licence number",
  "Policy number",
  "Policy effective date",
  "Claim number",
  "Accident date",
  "Old value",
  "New value"
]

const corrections: Search<CorrectionRecord, "correctionReport"> = {
  name: "correction report",
  live: correctionReportLive,
  table: correctionReportColumns,
  row: {
    id: 3,
    organizationEn: "Northwind Insurance",
    organizationFr: "Assurances Northwind",
    companyEn: "Northwind General",
    companyFr: "Northwind Générale",
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
    claimId: "CL-2",
    accidentDate: "2024-05-02"
  },
  screen: correctionHeaders,
  csv: correctionHeaders,
  csvFr: [
    "Entreprise",
    "Date de correction",
    "Corrigé par",
    "Champ",
    "Numéro de permis",
    "Numéro de police",
    "Date d'effet de la police",
    "Numéro de sinistre",
    "Date de l'accident",
    "Ancienne valeur",
    "Nouvelle valeur"
  ]
}

const usageHeaders = ["Organization", "Company", "Unit", "User ID", "Name", "Number of requests"]

const usage: Search<UsageRow, "usageReport"> = {
  name: "usage report",
  live: usageReportLive,
  table: usageReportColumns,
  row: {
    organization: names("Northwind Insurance", "Assurances Northwind"),
    reportingCompany: names("Northwind General", "Northwind Générale"),
    unit: names("Toronto", "Toronto (fr)"),
    userId: "alex@northwind.example",
    userName: "Alex Tremblay",
    numberOfRequest: 12
  },
  screen: usageHeaders,
  csv: [...usageHeaders, "System"],
  csvFr: ["Organisation", "Entreprise", "Unité", "Code d'utilisateur", "Nom", "Nombre de demandes", "Système"]
}

const accessHeaders = ["Organization", "Company", "User ID", "Name", "Status", "Created", "Last login", "Functions"]

const userAccess: Search<UserAccessRow, "userAccessReport"> = {
  name: "user access report",
  live: userAccessReportLive,
  table: userAccessReportColumns,
  row: {
    id: 5,
    userId: "alex@northwind.example",
    organization: names("Northwind Insurance", "Assurances Northwind"),
    reportingCompany: names("Northwind General", "Northwind Générale"),
    userName: "Alex Tremblay",
    createdDate: "2025-03-01T15:00:00Z",
    userStatus: 1,
    lastLoginDate: "2025-08-25T15:00:00Z",
    functionsEn: "Driver Report; Vehicle Report",
    functionsFr: "Rapport de conducteur; Rapport de véhicule"
  },
  screen: accessHeaders,
  csv: accessHeaders,
  csvFr: ["Organisation", "Entreprise", "Code d'utilisateur", "Nom", "Statut", "Créé le", "Dernière connexion", "Fonctions"]
}

const userHeaders = ["User ID", "Name", "Organization", "Company", "Unit", "Status"]

const users: Search<UserSearchRow, "userAdministration"> = {
  name: "user search",
  live: userSearchLive,
  table: userSearchColumns,
  row: {
    id: 5,
    userId: "alex@northwind.example",
    userName: "Tremblay, Alex",
    organization: names("Northwind Insurance", "Assurances Northwind"),
    reportingCompany: names("Northwind General", "Northwind Générale"),
    unit: null,
    status: 2
  },
  screen: userHeaders,
  csv: userHeaders,
  csvFr: ["Code d'utilisateur", "Nom", "Organisation", "Entreprise", "Unité", "Statut"]
}

const sdcStatus = (id: number) => sdcFileStatuses.find((status) => status.id === id)!

const sdcReport: Search<SdcFileRow, "sdc"> = {
  name: "SDC report",
  live: sdcReportLive,
  table: sdcReportColumns,
  row: {
    id: 9,
    fileName: "northwind-policies.csv",
    organization: names("Northwind Insurance", "Assurances Northwind"),
    reportingCompany: names("Northwind General", "Northwind Générale"),
    fileType: sdcFileTypes[0]!,
    status: sdcStatus(SdcFileStatusId.accepted),
    receivedDate: "2025-08-20T14:05:00.000Z",
    completedDate: "2025-08-20T14:06:00.000Z",
    rows: 1200,
    bytesReceived: 96_000,
    errorCount: 0,
    uploadedBy: "Camille Gagnon"
  },
  // The error report's button follows on screen, a column of the screen alone.
  screen: ["File name", "Organization", "Company", "File type", "Received", "Status", "Rows", "Errors"],
  csv: ["File name", "Organization", "Company", "File type", "Received", "Status", "Completed", "Rows", "Errors", "Uploaded by"],
  csvFr: [
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
  ]
}

/** The same checks for every search, whatever its row. */
const describeSearch = <Row, N extends TableNamespace>(search: Search<Row, N>) =>
  describe(`the ${search.name}`, () => {
    const wordsIn = (language: Locales) => i18nObject(language)[search.live.table.namespace]
    const screenHeaders = (language: Locales) =>
      screenColumns(search.live.table).map((column) => headerOf(column, wordsIn(language)))
    const exported = (language: Locales) => parse(search.live.csv([search.row], language))

    it("gives its screen the columns its CSV is written from", () => {
      expect(search.live.table).toBe(search.table)
    })

    it("heads the screen's table and the CSV's header row as pinned, in English and French", () => {
      expect(screenHeaders("en")).toEqual(search.screen)
      expect(exported("en")[0]).toEqual(search.csv)
      expect(exported("fr")[0]).toEqual(search.csvFr)
    })

    it.each(["en", "fr"] as const)("heads and fills each column on both sides alike, in %s", (language) => {
      const [header, line] = exported(language)
      const written = csvColumns(search.live.table)
      const cell = { language, words: wordsIn(language), ianaTimezone: browserTimeZone() }
      expect(header).toEqual(written.map((column) => headerOf(column, cell.words)))
      const onBoth = screenColumns(search.live.table).filter((column) => written.includes(column))
      expect(onBoth.length).toBeGreaterThan(0)
      for (const column of onBoth) {
        const at = written.indexOf(column)
        expect(header![at], column.id).toBe(screenHeaders(language)[screenColumns(search.live.table).indexOf(column)])
        // Names one after the other part with commas on screen and semicolons in the CSV.
        if (!Array.isArray(column.value(search.row, cell))) {
          expect(line![at], column.id).toBe(String(screenText(column, search.row, cell)))
        }
      }
    })
  })

describeSearch(history)
describeSearch(ninetyDays)
describeSearch(corrections)
describeSearch(usage)
describeSearch(userAccess)
describeSearch(users)
describeSearch(sdcReport)

describe("the SDC report's status", () => {
  const statusOf = (row: SdcFileRow, language: Locales) => {
    const cell = { language, words: i18nObject(language).sdc, ianaTimezone: browserTimeZone() }
    const shown = screenColumns(sdcReportColumns).find((column) => column.id === "status")!
    const [header, line] = parse(sdcReportLive.csv([row], language))
    return { screen: screenText(shown, row, cell), csv: line![header!.indexOf(cell.words.columns.status())] }
  }

  it.each([
    ["en", "Processing: 1200 rows so far", "Processing"],
    ["fr", "En traitement : 1200 lignes jusqu'ici", "En traitement"]
  ] as const)(
    "says on screen how far a file being read has got, and only its status in the CSV, in %s",
    (language, screen, csv) => {
      const reading = { ...sdcReport.row, status: sdcStatus(SdcFileStatusId.processing), completedDate: null }
      expect(statusOf(reading, language)).toEqual({ screen, csv })
    }
  )

  it("says the same status on both sides once the file is done", () => {
    expect(statusOf(sdcReport.row, "fr")).toEqual({ screen: "Accepté", csv: "Accepté" })
  })
})
