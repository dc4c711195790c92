import { Schema } from "effect"
import { PlainDate } from "../dates"
import { Text } from "../fields"
import {
  namedOrganizationAndCompany,
  NamedRef,
  nullableOrganizationFilters,
  PagedResult,
  paging,
  RequestTimezone,
  sorting
} from "../shared/records"

export { SortDirection } from "../shared/records"

/** The columns the usage report sorts by (document 2 section 2); organization is the default. */
export const usageSortColumns = ["organization", "company", "unit", "userId", "userName", "numberOfRequest"] as const
export const UsageSortColumn = Schema.Literals(usageSortColumns)
export type UsageSortColumn = typeof UsageSortColumn.Type

/** The usage report's limits: the text filters' lengths, and the page size. */
export const usageLimits = { userId: 100, userName: 150, pageSize: 100 } as const

/**
 * The usage request of document 2 section 3. fromDate and toDate are days (yyyy-MM-dd) in
 * ianaTimezone, from the start of the one to the end of the other, as the report history reads them.
 */
export const UsageReportRequest = Schema.Struct({
  ...nullableOrganizationFilters,
  userId: Schema.optional(Schema.NullOr(Text(usageLimits.userId))),
  userName: Schema.optional(Schema.NullOr(Text(usageLimits.userName))),
  fromDate: PlainDate,
  toDate: PlainDate,
  ianaTimezone: RequestTimezone,
  ...sorting(UsageSortColumn),
  ...paging(usageLimits.pageSize)
})
export type UsageReportRequest = typeof UsageReportRequest.Type

/** One row: a user's stored reports for one organization, company and unit. */
export const UsageRow = Schema.Struct({
  ...namedOrganizationAndCompany,
  unit: Schema.NullOr(NamedRef),
  userId: Schema.String,
  userName: Schema.String,
  numberOfRequest: Schema.Int,
  /** The machine client (its client id) that made these reports as the user; absent for the user's own. */
  machineClientId: Schema.optionalKey(Schema.String)
})
export type UsageRow = typeof UsageRow.Type

export const UsageReportResult = PagedResult(UsageRow)
export type UsageReportResult = typeof UsageReportResult.Type
