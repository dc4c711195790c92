import { correctionReportCsv, correctionReportFileName } from "../../services/corrections/correctionReportCsv"
import { correctionReportSearch } from "../../services/corrections/correctionReport"
import { pagedSearchLive } from "../shared/pagedSearchLive"
import { correctionReportMachine } from "./correctionReportMachine"

/** The correction report with the portal's calls and the browser's clock; nothing is kept. */
export const correctionReportLive = pagedSearchLive(correctionReportMachine, {
  searchPage: correctionReportSearch.page,
  searchAll: correctionReportSearch.all,
  // The correction dates show in the zone the search read them in.
  csv: (records, language, query) => correctionReportCsv(records, language, query.ianaTimezone),
  fileName: correctionReportFileName
})
