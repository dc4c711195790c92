import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { FunctionId } from "../../../api/functions"
import { PortalApi } from "../../../api/portalApi"
import { CurrentUser } from "../../../api/security"
import type { UsageReportRequest } from "../../../api/usage/schemas"
import { onDatabase } from "../../db/shared/onDatabase"
import { ReadReplica } from "../../db/readReplica"
import { readReportScope } from "../../db/shared/reportScope"
import { searchUsage } from "../../db/usage/usageReport"
import { addDays, startOfDay } from "../../domain/shared/dates"
import { defaultUsageSort, usageResult } from "../../domain/usage/usageReport"
import { requestedPage, requireFilterInScope, requireSearchPeriod, text } from "../shared/searchFilters"

/** POST /DriverReports/UsageReport: reports stored per user in the companies held for usageReport. */
export const usageReportHandler = (request: UsageReportRequest) =>
  Effect.gen(function* () {
    const user = yield* CurrentUser
    const zone = yield* requireSearchPeriod(request)

    const scope = yield* readReportScope(user, [FunctionId.usageReport])
    const organizationId = request.organizationId ?? null
    const reportingCompanyId = request.reportingCompanyId ?? null
    yield* requireFilterInScope(user, FunctionId.usageReport, scope, { organizationId, reportingCompanyId })
    const records = yield* searchUsage({
      scope,
      // From the start of the from date to the end of the to date (document 2 section 5).
      from: startOfDay(request.fromDate, zone),
      until: startOfDay(addDays(request.toDate, 1), zone),
      organizationId,
      reportingCompanyId,
      unitId: request.unitId ?? null,
      userId: text(request.userId),
      userName: text(request.userName),
      sortColumn: request.sortColumn ?? defaultUsageSort.sortColumn,
      sortDirection: request.sortDirection ?? defaultUsageSort.sortDirection,
      language: request.language ?? "en",
      page: requestedPage(request.pageNumber, request.pageSize)
    })
    return usageResult(records)
  })

/** The usage report (document 2 sections 2 and 7). */
export const layerUsageReport = HttpApiBuilder.group(PortalApi, "usageReport", (handlers) =>
  Effect.gen(function* () {
    const run = yield* onDatabase
    const { read } = yield* ReadReplica
    return handlers.handle("usageReport", ({ payload }) => run(read(usageReportHandler(payload))))
  })
)
