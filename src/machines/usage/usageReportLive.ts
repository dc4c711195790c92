import { usageReport, usageReportCsv, usageReportFileName } from "../../services/usage/usageReport"
import { pagedSearchLive } from "../shared/pagedSearchLive"
import { usageReportMachine } from "./usageReportMachine"

/** The usage report with the portal's calls and the browser's clock. */
export const usageReportLive = pagedSearchLive(usageReportMachine, {
  searchPage: usageReport.page,
  searchAll: usageReport.all,
  csv: (rows, language) => usageReportCsv(rows, language),
  fileName: usageReportFileName
})
