import type { CorrectionReportSearchPayload } from "../../api/corrections/schemas"
import { callApi } from "../api/portalClient"
import { today } from "../clock"
import { pagedSearch, type Paging } from "../shared/pagedSearch"

/** POST /CorrectionReport/CorrectionReportSearch, by page or whole. */
export const correctionReportSearch = pagedSearch((payload: CorrectionReportSearchPayload, query: Paging) =>
  callApi((api) => api.correctionReport.search({ payload, query }))
)

/** correction-report-YYYY-MM-DD.csv, dated in the browser's zone. */
export const correctionReportFileName = (date: string = today()): string => `correction-report-${date}.csv`
