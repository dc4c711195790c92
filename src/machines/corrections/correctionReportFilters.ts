import { Temporal } from "temporal-polyfill"
import type { CorrectionReportSearchPayload } from "../../api/corrections/schemas"
import { validateDates, type DateErrors } from "../shared/dateRange"
import type { ScopeSelection } from "../shared/organizationScopeMachine"
import { scopeFields, searchQuery } from "../shared/searchQuery"

/** The correction report's date range (the organization and company are the scope machine's). */
export interface CorrectionReportFilters {
  /** yyyy-MM-dd; anything else is an invalid date. */
  readonly fromDate: string
  readonly toDate: string
}

/** The range the screen opens on: the last 30 days, to today. */
export const defaultFromDate = (today: string): string => Temporal.PlainDate.from(today).subtract({ days: 30 }).toString()

/** Document 3 section 5: both dates valid and given, not in the future, from not after to. */
export const validateFilters = (filters: CorrectionReportFilters, today: string): DateErrors =>
  validateDates(filters, { latest: today, required: true })

/** The CorrectionReportSearch body: from 00:00:00 to 23:59:59 in the browser's zone, read so by the server. */
export const toPayload = (
  filters: CorrectionReportFilters,
  scope: ScopeSelection,
  ianaTimezone: string
): CorrectionReportSearchPayload => searchQuery({ ...filters, ...scopeFields(scope, false), ianaTimezone })

export const blankFilters = (today: string): CorrectionReportFilters => ({ fromDate: defaultFromDate(today), toDate: today })
