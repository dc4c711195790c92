import type { CorrectionReportSearchPayload } from "../../api/corrections/schemas"
import { callApi } from "../api/portalClient"
import { pagedSearch, type Paging } from "../shared/pagedSearch"

/** POST /CorrectionReport/CorrectionReportSearch, by page or whole. */
export const correctionReportSearch = pagedSearch((payload: CorrectionReportSearchPayload, query: Paging) =>
  callApi((api) => api.correctionReport.search({ payload, query }))
)
