import { Effect } from "effect"
import { Forbidden } from "../../../api/errors"
import type { UserProfile } from "../../../api/platform/schemas"
import { companiesHeldFor } from "../../domain/authorization"
import { localDate } from "../../domain/shared/dates"
import type { ReportScope } from "../../domain/shared/reportScope"
import { requireDateOrder, requireDates, requireTimeZone } from "./requestChecks"

/** A search's dates are read in this zone when the call names none. */
export const defaultSearchTimeZone = "America/Toronto"

/** Whether a search's dates may fall after today in its zone. */
type FutureDates = "refused" | "allowed"

/**
 * The dates of a search, by their fields, read in its time zone (the default unless the call names one):
 * each valid and, unless future dates are allowed, not after today there. Answers the zone and today there.
 */
export const requireSearchDates = (
  ianaTimezone: string | null | undefined,
  dates: Readonly<Record<string, string | null | undefined>>,
  futureDates: FutureDates = "refused"
) =>
  Effect.gen(function* () {
    const zone = yield* requireTimeZone(ianaTimezone ?? defaultSearchTimeZone)
    const today = localDate(new Date().toISOString(), zone)
    yield* requireDates(dates, futureDates === "refused" ? today : undefined)
    return { zone, today }
  })

/**
 * The period of a search by dates: its time zone (the default unless the call names one), each date
 * valid and (unless future dates are allowed) not after today there, the from date not after the to date.
 * Answers the zone.
 */
export const requireSearchPeriod = (
  period: {
    readonly ianaTimezone?: string | null | undefined
    readonly fromDate?: string | null | undefined
    readonly toDate?: string | null | undefined
  },
  futureDates: FutureDates = "refused"
) =>
  Effect.gen(function* () {
    const { zone } = yield* requireSearchDates(
      period.ianaTimezone,
      { fromDate: period.fromDate, toDate: period.toDate },
      futureDates
    )
    yield* requireDateOrder(period.fromDate, period.toDate)
    return zone
  })
const defaultSearchPageSize = 10

/** A text filter, trimmed; null when empty. */
export const text = (value: string | null | undefined) => {
  const trimmed = value?.trim() ?? ""
  return trimmed === "" ? null : trimmed
}

/** The page a search asks for, or null when it names neither number nor size (the export: every row). */
export const requestedPage = (number: number | undefined, size: number | undefined) =>
  number === undefined && size === undefined ? null : { number: number ?? 1, size: size ?? defaultSearchPageSize }

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
