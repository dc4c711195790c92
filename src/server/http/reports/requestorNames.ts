import { Effect } from "effect"
import { FunctionId } from "../../../api/functions"
import { maxRequestorNames, type RequestorNameQuery } from "../../../api/reports/schemas"
import { readReportScope } from "../../db/shared/reportScope"
import { searchRequestorNames } from "../../db/reports/requestorNames"
import { CurrentUser } from "../../../api/security"
import { requireFilterInScope, text } from "../shared/searchFilters"

/** The searches whose requestor filter the names serve: report history and the 90-day list. */
const requestorNameFunctions = [FunctionId.reportHistory, FunctionId.ninetyDaysReport]

/** GET /Users/RequestorNameSearch: requestor names of the reports in the caller's scope, as report history scopes them. */
export const requestorNameSearchHandler = (query: RequestorNameQuery) =>
  Effect.gen(function* () {
    const user = yield* CurrentUser
    const scope = yield* readReportScope(user, requestorNameFunctions)
    const organizationId = query.organizationId ?? null
    const reportingCompanyId = query.reportingCompanyId ?? null
    yield* requireFilterInScope(user, requestorNameFunctions, scope, { organizationId, reportingCompanyId })
    const name = text(query.name)
    if (name === null || name.length < 2) return []
    return yield* searchRequestorNames({
      scope,
      name,
      organizationId,
      reportingCompanyId,
      unitId: query.unitId ?? null,
      limit: maxRequestorNames
    })
  })
