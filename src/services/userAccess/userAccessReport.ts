import { Effect, Schema } from "effect"
import { NotFound } from "../../api/errors"
import { Id } from "../../api/fields"
import type { UserAccessReportRequest } from "../../api/userAccess/schemas"
import { callApi } from "../api/portalClient"
import { today } from "../clock"
import { pagedSearch } from "../shared/pagedSearch"
import { savedSearch } from "../shared/savedSearch"

/** POST /UserAccessReport, by page or whole. */
export const userAccessReport = pagedSearch((payload: UserAccessReportRequest, paging) =>
  callApi((api) =>
    api.userAccessReport.search({ payload: { ...payload, pageNumber: paging.PageNumber, pageSize: paging.PageSize } })
  )
)

const isId = Schema.is(Id)

/**
 * GET /UserAccessReport/{id}: the user as of the day and their changes. An id the contract refuses
 * (a route such as /user-access-report-details/abc) names no user: it is missing, as an unknown one is.
 */
export const userAccessDetails = (id: number, asOfDate: string, ianaTimezone: string) =>
  isId(id)
    ? callApi((api) => api.userAccessReport.details({ params: { id }, query: { asOfDate, ianaTimezone } }))
    : Effect.fail(new NotFound({ message: "No such user" }))

/** The report's state while a user's details are open. */
export const keptUserAccessReport = savedSearch("userAccess.report", 1)

/** user-access-YYYY-MM-DD.csv, dated in the browser's zone. */
export const userAccessReportFileName = (date: string = today()): string => `user-access-${date}.csv`
