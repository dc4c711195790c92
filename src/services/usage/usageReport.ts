import type { UsageReportRequest, UsageRow } from "../../api/usage/schemas"
import type { Locales } from "../../i18n/i18n-types"
import { i18nObject } from "../../i18n/i18n-util"
import { callApi } from "../api/portalClient"
import { today } from "../clock"
import { csvText } from "../shared/csv"
import { pagedSearch } from "../shared/pagedSearch"

/** Names sort in the language on screen. */
const screenLanguage = (): "en" | "fr" => (document.documentElement.lang === "fr" ? "fr" : "en")

/** POST /DriverReports/UsageReport, by page or whole. */
export const usageReport = pagedSearch((request: UsageReportRequest, paging) =>
  callApi((api) =>
    api.usageReport.usageReport({
      payload: { language: screenLanguage(), ...request, pageNumber: paging.PageNumber, pageSize: paging.PageSize }
    })
  )
)

const named = (name: { readonly nameEn: string; readonly nameFr: string } | null, language: Locales): string =>
  name ? (language === "fr" ? name.nameFr : name.nameEn) : ""

/** The report as CSV: the table's columns, names in the language in use, in the order on screen. */
export const usageReportCsv = (rows: ReadonlyArray<UsageRow>, language: Locales): string => {
  const c = i18nObject(language).usageReport.columns
  return csvText(
    [c.organization(), c.company(), c.unit(), c.userId(), c.userName(), c.numberOfRequest()],
    rows.map((row) => [
      named(row.organization, language),
      named(row.reportingCompany, language),
      named(row.unit, language),
      row.userId,
      row.userName,
      row.numberOfRequest
    ])
  )
}

/** usage-report-YYYY-MM-DD.csv, dated in the browser's zone. */
export const usageReportFileName = (date: string = today()): string => `usage-report-${date}.csv`
