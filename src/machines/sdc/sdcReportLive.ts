import { sdcReport, sdcReportFileName } from "../../services/sdc/sdcReport"
import { pagedSearchLive } from "../shared/pagedSearchLive"
import { sdcReportColumns } from "./sdcReportColumns"
import { sdcReportMachine } from "./sdcReportMachine"

/** The SDC report with the portal's calls and the browser's clock. */
export const sdcReportLive = pagedSearchLive(sdcReportMachine, {
  searchPage: sdcReport.page,
  searchAll: sdcReport.all,
  table: sdcReportColumns,
  fileName: sdcReportFileName
})
