import { keptUserAccessReport, userAccessReport, userAccessReportFileName } from "../../services/userAccess/userAccessReport"
import { pagedSearchLive } from "../shared/pagedSearchLive"
import { userAccessReportColumns } from "./userAccessReportColumns"
import { userAccessReportMachine } from "./userAccessReportMachine"

/** The user access report with the portal's calls, the browser's clock and the page's memory of the search. */
export const userAccessReportLive = pagedSearchLive(userAccessReportMachine, {
  searchPage: userAccessReport.page,
  searchAll: userAccessReport.all,
  table: userAccessReportColumns,
  fileName: userAccessReportFileName,
  keeper: keptUserAccessReport
})
