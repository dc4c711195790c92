import { Effect } from "effect"
import { Temporal } from "temporal-polyfill"
import { FunctionId } from "../../../api/functions"
import type { ReportHistoryQuery } from "../../../api/reports/schemas"
import { CurrentUser } from "../../../api/security"
import { addDays, startOfDay } from "../../domain/shared/dates"
import { readReportScope } from "../../db/shared/reportScope"
import { searchReportHistory } from "../../db/reports/reportHistory"
import { normalizeLicence } from "../../shared/licence"
import { requireDateOrder } from "../shared/requestChecks"
import { requestedPage, requireFilterInScope, requireSearchDates, text } from "../shared/searchFilters"

const defaultHistoryMonths = 3

/** GET /DriverReports/HistorySearch: reports of the companies held for reportHistory, newest first. */
export const historySearchHandler = (query: ReportHistoryQuery) =>
  Effect.gen(function* () {
    const user = yield* CurrentUser
    const { zone, today } = yield* requireSearchDates(query.ianaTimezone, { fromDate: query.fromDate, toDate: query.toDate })
    const toDate = query.toDate ?? today
    const fromDate = query.fromDate ?? Temporal.PlainDate.from(toDate).subtract({ months: defaultHistoryMonths }).toString()
    yield* requireDateOrder(fromDate, toDate)

    const scope = yield* readReportScope(user, [FunctionId.reportHistory])
    const organizationId = query.organizationId ?? null
    const reportingCompanyId = query.reportingCompanyId ?? null
    yield* requireFilterInScope(user, FunctionId.reportHistory, scope, { organizationId, reportingCompanyId })
    const licence = text(query.driverLicenseNumber)
    return yield* searchReportHistory({
      scope,
      from: startOfDay(fromDate, zone),
      // The to date runs to the end of its day.
      until: startOfDay(addDays(toDate, 1), zone),
      organizationId,
      reportingCompanyId,
      unitId: query.unitId ?? null,
      reportRequestor: text(query.reportRequestor),
      referenceNumber: text(query.referenceNumber),
      driverLicenseNumber: licence === null ? null : normalizeLicence(licence),
      driverName: text(query.driverName),
      page: requestedPage(query.pageNumber, query.pageSize)
    })
  })
