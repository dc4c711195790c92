import type { UsageReportRequest } from "../../api/usage/schemas"
import { callApi } from "../api/portalClient"
import { today } from "../clock"
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

/** usage-report-YYYY-MM-DD.csv, dated in the browser's zone. */
export const usageReportFileName = (date: string = today()): string => `usage-report-${date}.csv`
