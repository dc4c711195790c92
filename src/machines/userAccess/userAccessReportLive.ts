import {
  keptUserAccessReport,
  userAccessReport,
  userAccessReportCsv,
  userAccessReportFileName
} from "../../services/userAccess/userAccessReport"
import { pagedSearchLive } from "../shared/pagedSearchLive"
import { userAccessReportMachine } from "./userAccessReportMachine"

/** The user access report with the portal's calls, the browser's clock and the page's memory of the search. */
export const userAccessReportLive = pagedSearchLive(userAccessReportMachine, {
  searchPage: userAccessReport.page,
  searchAll: userAccessReport.all,
  csv: (rows, language, query) => userAccessReportCsv(rows, language, query.ianaTimezone ?? "America/Toronto"),
  fileName: userAccessReportFileName,
  keeper: keptUserAccessReport
})
