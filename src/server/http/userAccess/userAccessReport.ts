import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { FunctionId } from "../../../api/functions"
import { PortalApi } from "../../../api/portalApi"
import { CurrentUser } from "../../../api/security"
import { readReportScope } from "../../db/shared/reportScope"
import { onDatabase } from "../../db/shared/onDatabase"
import { ReadReplica } from "../../db/readReplica"
import { layerUserAccessRepository } from "../../db/userAccess/userAccessRepository"
import { addDays, startOfDay } from "../../domain/shared/dates"
import { userAccessDetails, userAccessReport } from "../../domain/userAccess/userAccessReport"
import { requestedPage, requireFilterInScope, requireSearchDates, text } from "../shared/searchFilters"

/** The end of the as-of day in the caller's zone (today when absent); a later day than today is a 400. */
const endOfAsOfDay = (asOfDate: string | null | undefined, ianaTimezone: string | undefined) =>
  Effect.gen(function* () {
    const { zone, today } = yield* requireSearchDates(ianaTimezone, { asOfDate })
    return new Date(startOfDay(addDays(asOfDate ?? today, 1), zone))
  })

const callerScope = Effect.flatMap(CurrentUser, (user) => readReportScope(user, [FunctionId.userAccessReport]))

/** User access report (document 2 sections 2 and 7): POST /UserAccessReport and GET /UserAccessReport/{id}. */
export const layerUserAccessReport = HttpApiBuilder.group(PortalApi, "userAccessReport", (handlers) =>
  Effect.gen(function* () {
    const run = yield* onDatabase
    const replica = yield* ReadReplica
    // The repository is built inside the read, on the client the read gives: the replica when it answers.
    const read = <A, E, R>(effect: Effect.Effect<A, E, R>) => replica.read(Effect.provide(effect, layerUserAccessRepository))
    return handlers
      .handle("search", ({ payload }) =>
        run(
          Effect.gen(function* () {
            const user = yield* CurrentUser
            const until = yield* endOfAsOfDay(payload.asOfDate, payload.ianaTimezone)
            const scope = yield* callerScope
            const organizationId = payload.organizationId ?? null
            const reportingCompanyId = payload.companyId ?? null
            yield* requireFilterInScope(user, FunctionId.userAccessReport, scope, { organizationId, reportingCompanyId })
            return yield* userAccessReport(
              {
                scope,
                organizationId,
                reportingCompanyId,
                userId: text(payload.userId),
                userName: text(payload.userName),
                status: payload.userStatus ?? 1,
                functionId: payload.functionId ?? null,
                until
              },
              requestedPage(payload.pageNumber, payload.pageSize)
            )
          }).pipe(read)
        )
      )
      .handle("details", ({ params, query }) =>
        run(
          Effect.gen(function* () {
            const until = yield* endOfAsOfDay(query.asOfDate, query.ianaTimezone)
            return yield* userAccessDetails({ scope: yield* callerScope, until }, params.id)
          }).pipe(read)
        )
      )
  })
)
