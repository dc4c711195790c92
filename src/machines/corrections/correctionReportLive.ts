import { correctionReportFileName, correctionReportSearch } from "../../services/corrections/correctionReport"
import { pagedSearchLive } from "../shared/pagedSearchLive"
import { correctionReportColumns } from "./correctionReportColumns"
import { correctionReportMachine } from "./correctionReportMachine"

/** The correction report with the portal's calls and the browser's clock; nothing is kept. */
export const correctionReportLive = pagedSearchLive(correctionReportMachine, {
  searchPage: correctionReportSearch.page,
  searchAll: correctionReportSearch.all,
  table: correctionReportColumns,
  fileName: correctionReportFileName
})
