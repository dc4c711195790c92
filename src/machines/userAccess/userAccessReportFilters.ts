import { Temporal } from "temporal-polyfill"
import type { UserAccessReportRequest } from "../../api/userAccess/schemas"
import { userStatusFilters, type UserStatusFilter } from "../../api/users/schemas"
import { parseDate } from "../shared/dateRange"
import type { ScopeSelection } from "../shared/organizationScopeMachine"

/** The report's own filters (document 2 section 2); organization and company are the scope's. */
export interface UserAccessReportFilters {
  readonly status: UserStatusFilter
  readonly userId: string
  readonly userName: string
  /** 0 for every function. */
  readonly functionId: number
  /** yyyy-MM-dd; anything else is an invalid date. */
  readonly asOfDate: string
}

/** 'Invalid Date' (document 2 section 5), or a real day later than today, said as such. */
export type UserAccessReportErrors = Partial<Record<"asOfDate", "invalidDate" | "futureDate">>

/** The screen opens, and Reset returns, to the users enabled today (document 2 sections 2 and 9). */
export const openingFilters = (today: string): UserAccessReportFilters => ({
  status: userStatusFilters.enabled,
  userId: "",
  userName: "",
  functionId: 0,
  asOfDate: today
})

/** The as-of date is required, a real day, and not later than today (document 2 section 5). */
export const validateFilters = (filters: UserAccessReportFilters, today: string): UserAccessReportErrors => {
  const date = parseDate(filters.asOfDate)
  if (!date) return { asOfDate: "invalidDate" }
  return Temporal.PlainDate.compare(date, Temporal.PlainDate.from(today)) > 0 ? { asOfDate: "futureDate" } : {}
}

const textOrNull = (value: string) => (value.trim() === "" ? null : value.trim())

/** POST /UserAccessReport without paging; the server reads the as-of date to its end in the browser's zone. */
export const toQuery = (
  filters: UserAccessReportFilters,
  scope: ScopeSelection,
  ianaTimezone: string
): UserAccessReportRequest => ({
  ...(scope.organizationId !== undefined ? { organizationId: scope.organizationId } : {}),
  ...(scope.reportingCompanyId !== undefined ? { companyId: scope.reportingCompanyId } : {}),
  userStatus: filters.status,
  userId: textOrNull(filters.userId),
  userName: textOrNull(filters.userName),
  ...(filters.functionId !== 0 ? { functionId: filters.functionId } : {}),
  asOfDate: filters.asOfDate,
  ianaTimezone
})
