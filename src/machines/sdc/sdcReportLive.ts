import { sdcReport, sdcReportCsv, sdcReportFileName } from "../../services/sdc/sdcReport"
import { pagedSearchLive } from "../shared/pagedSearchLive"
import { sdcReportMachine } from "./sdcReportMachine"

/** The SDC report with the portal's calls and the browser's clock. */
export const sdcReportLive = pagedSearchLive(sdcReportMachine, {
  searchPage: sdcReport.page,
  searchAll: sdcReport.all,
  csv: (rows, language, query) => sdcReportCsv(rows, language, query.ianaTimezone ?? "America/Toronto"),
  fileName: sdcReportFileName
})
