import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import type { CorrectionReportSearchPayload, PagingQuery } from "../../../api/corrections/schemas"
import { Forbidden } from "../../../api/errors"
import { FunctionId } from "../../../api/functions"
import { PortalApi } from "../../../api/portalApi"
import { CurrentUser } from "../../../api/security"
import { addDays, startOfDay } from "../../domain/shared/dates"
import { companyOrganization, searchCorrections } from "../../db/corrections/correctionReportSearch"
import { readReportScope } from "../../db/shared/reportScope"
import { onDatabase } from "../../db/shared/onDatabase"
import { requestedPage, requireFilterInScope, requireSearchPeriod } from "../shared/searchFilters"

const notAllowed = new Forbidden({ token: "COMPANIES_NOT_ALLOWED" })

/**
 * POST /CorrectionReport/CorrectionReportSearch: one record per corrected field, newest first, from
 * 00:00:00 of the from date to 23:59:59 of the to date in the caller's zone.
 */
const correctionReportSearchHandler = (payload: CorrectionReportSearchPayload, paging: typeof PagingQuery.Type) =>
  Effect.gen(function* () {
    const user = yield* CurrentUser
    const zone = yield* requireSearchPeriod(payload)

    const organizationId = payload.organizationId ?? null
    const reportingCompanyId = payload.reportingCompanyId ?? null
    // Bureau users read every correction, within the organizations assigned to them when they filter.
    const scope = user.isIbc ? null : yield* readReportScope(user, [FunctionId.correctionReport])
    if (scope !== null) {
      yield* requireFilterInScope(user, FunctionId.correctionReport, scope, { organizationId, reportingCompanyId })
    } else {
      const organizations = new Set(user.assignedOrganizationsIds)
      if (organizationId !== null && !organizations.has(organizationId)) return yield* notAllowed
      if (reportingCompanyId !== null) {
        const owner = yield* companyOrganization(reportingCompanyId)
        if (owner === undefined || !organizations.has(owner)) return yield* notAllowed
      }
    }
    return yield* searchCorrections({
      scope,
      from: startOfDay(payload.fromDate, zone),
      // The to date runs to 23:59:59, the end of its day.
      until: startOfDay(addDays(payload.toDate, 1), zone),
      organizationId,
      reportingCompanyId,
      page: requestedPage(paging.PageNumber, paging.PageSize)
    })
  })

/** The correction report (document 3 sections 2 and 7). */
export const layerCorrectionReport = HttpApiBuilder.group(PortalApi, "correctionReport", (handlers) =>
  Effect.gen(function* () {
    const run = yield* onDatabase
    return handlers.handle("search", ({ payload, query }) => run(correctionReportSearchHandler(payload, query)))
  })
)
