import { Effect } from "effect"
import { Temporal } from "temporal-polyfill"
import { Forbidden } from "../../../api/errors"
import { FunctionId } from "../../../api/functions"
import type { ReportHistoryQuery } from "../../../api/reports/schemas"
import { companiesHeldFor, requireFunction } from "../../domain/authorization"
import { addDays, isValidDate, localDate, startOfDay } from "../../domain/reports/dates"
import { readReportScope } from "../../db/reports/access"
import { searchReportHistory } from "../../db/reports/reportHistory"
import { normalizeLicence } from "../../db/reports/storedReports"
import { invalid, requireTimeZone } from "./requests"

/** Report history dates are read in this zone when the call names none. */
export const defaultHistoryTimeZone = "America/Toronto"
export const defaultHistoryMonths = 3
export const defaultHistoryPageSize = 10

const text = (value: string | undefined) => {
  const trimmed = value?.trim() ?? ""
  return trimmed === "" ? null : trimmed
}

/** GET /DriverReports/HistorySearch: reports of the companies held for reportHistory, newest first. */
export const historySearchHandler = (query: ReportHistoryQuery) =>
  Effect.gen(function* () {
    const user = yield* requireFunction(FunctionId.reportHistory)
    const zone = yield* requireTimeZone(query.ianaTimezone ?? defaultHistoryTimeZone)
    const today = localDate(new Date().toISOString(), zone)
    for (const date of [query.fromDate, query.toDate]) {
      if (date !== undefined && !isValidDate(date)) return yield* invalid(`Invalid date ${date}`)
      if (date !== undefined && date > today) return yield* invalid(`Date in the future ${date}`)
    }
    const toDate = query.toDate ?? today
    const fromDate = query.fromDate ?? Temporal.PlainDate.from(toDate).subtract({ months: defaultHistoryMonths }).toString()
    if (fromDate > toDate) return yield* invalid("The from date is after the to date")

    const scope = yield* readReportScope(user, [FunctionId.reportHistory])
    const organizations = new Set([
      ...scope.organizationIds,
      ...companiesHeldFor(user, FunctionId.reportHistory).map((c) => c.organizationId)
    ])
    if (query.organizationId !== undefined && !organizations.has(query.organizationId)) {
      return yield* new Forbidden({ token: "COMPANIES_NOT_ALLOWED" })
    }
    if (query.reportingCompanyId !== undefined && !scope.companyIds.has(query.reportingCompanyId)) {
      return yield* new Forbidden({ token: "COMPANIES_NOT_ALLOWED" })
    }
    const paged = query.pageNumber !== undefined || query.pageSize !== undefined
    const licence = text(query.driverLicenseNumber)
    return yield* searchReportHistory({
      scope,
      from: startOfDay(fromDate, zone),
      // The to date runs to the end of its day.
      until: startOfDay(addDays(toDate, 1), zone),
      organizationId: query.organizationId ?? null,
      reportingCompanyId: query.reportingCompanyId ?? null,
      unitId: query.unitId ?? null,
      reportRequestor: text(query.reportRequestor),
      referenceNumber: text(query.referenceNumber),
      driverLicenseNumber: licence === null ? null : normalizeLicence(licence),
      driverName: text(query.driverName),
      page: paged ? { number: query.pageNumber ?? 1, size: query.pageSize ?? defaultHistoryPageSize } : null
    })
  })
