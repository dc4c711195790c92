import { Effect } from "effect"
import type { CorrectionReportSearchPayload } from "../../api/corrections/schemas"
import { callApi } from "../api/portalClient"

/** Page size of the correction report table; the spec leaves the shared value open. */
export const correctionReportPageSize = 10

/** POST /CorrectionReport/CorrectionReportSearch, one page (1-based). */
export const searchCorrectionsPage = (
  payload: CorrectionReportSearchPayload,
  pageNumber: number,
  pageSize: number = correctionReportPageSize
) => callApi((api) => api.correctionReport.search({ payload, query: { PageNumber: pageNumber, PageSize: pageSize } }))

/** The same search without paging, for the CSV export. */
export const searchCorrectionsAll = (payload: CorrectionReportSearchPayload) =>
  callApi((api) => api.correctionReport.search({ payload, query: {} })).pipe(Effect.map((result) => result.data))
