import { usageReport, usageReportFileName } from "../../services/usage/usageReport"
import { pagedSearchLive } from "../shared/pagedSearchLive"
import { usageReportColumns } from "./usageReportColumns"
import { usageReportMachine } from "./usageReportMachine"

/** The usage report with the portal's calls and the browser's clock. */
export const usageReportLive = pagedSearchLive(usageReportMachine, {
  searchPage: usageReport.page,
  searchAll: usageReport.all,
  table: usageReportColumns,
  fileName: usageReportFileName
})
