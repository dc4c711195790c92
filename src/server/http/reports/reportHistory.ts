import { Effect } from "effect"
import { Temporal } from "temporal-polyfill"
import { Forbidden } from "../../../api/errors"
import { FunctionId } from "../../../api/functions"
import type { UserProfile } from "../../../api/platform/schemas"
import type { ReportHistoryQuery } from "../../../api/reports/schemas"
import { companiesHeldFor, requireFunction } from "../../domain/authorization"
import type { ReportScope } from "../../domain/reports/access"
import { addDays, localDate, startOfDay } from "../../domain/reports/dates"
import { readReportScope } from "../../db/reports/access"
import { searchReportHistory } from "../../db/reports/reportHistory"
import { normalizeLicence } from "../../db/reports/storedReports"
import { requireDates, requireTimeZone } from "./requests"
import { invalidRequest } from "../../domain/invalidRequest"

/** Report history dates are read in this zone when the call names none. */
export const defaultHistoryTimeZone = "America/Toronto"
export const defaultHistoryMonths = 3
export const defaultHistoryPageSize = 10

/** A text filter, trimmed; null when empty. */
export const text = (value: string | null | undefined) => {
  const trimmed = value?.trim() ?? ""
  return trimmed === "" ? null : trimmed
}

/** The page a search asks for, or null when it names neither number nor size (the export: every row). */
export const requestedPage = (number: number | undefined, size: number | undefined) =>
  number === undefined && size === undefined ? null : { number: number ?? 1, size: size ?? defaultHistoryPageSize }

/**
 * The organization and company a search filters on must be the caller's: organizations of the
 * companies held for the function (or any of the functions), and companies of their scope (403 COMPANIES_NOT_ALLOWED otherwise).
 */
export const requireFilterInScope = (
  user: UserProfile,
  functionId: number | ReadonlyArray<number>,
  scope: ReportScope,
  filter: { readonly organizationId: number | null; readonly reportingCompanyId: number | null }
) => {
  const functionIds = typeof functionId === "number" ? [functionId] : functionId
  const held = functionIds.flatMap((id) => companiesHeldFor(user, id))
  const organizations = new Set([...scope.organizationIds, ...held.map((c) => c.organizationId)])
  const allowed =
    (filter.organizationId === null || organizations.has(filter.organizationId)) &&
    (filter.reportingCompanyId === null || scope.companyIds.has(filter.reportingCompanyId))
  return allowed ? Effect.void : Effect.fail(new Forbidden({ token: "COMPANIES_NOT_ALLOWED" }))
}

/** GET /DriverReports/HistorySearch: reports of the companies held for reportHistory, newest first. */
export const historySearchHandler = (query: ReportHistoryQuery) =>
  Effect.gen(function* () {
    const user = yield* requireFunction(FunctionId.reportHistory)
    const zone = yield* requireTimeZone(query.ianaTimezone ?? defaultHistoryTimeZone)
    const today = localDate(new Date().toISOString(), zone)
    yield* requireDates([query.fromDate, query.toDate], today)
    const toDate = query.toDate ?? today
    const fromDate = query.fromDate ?? Temporal.PlainDate.from(toDate).subtract({ months: defaultHistoryMonths }).toString()
    if (fromDate > toDate) return yield* invalidRequest("The from date is after the to date")

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
