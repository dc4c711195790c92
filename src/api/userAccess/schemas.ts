import { Schema } from "effect"
import { PlainDate } from "../dates"
import { Id } from "../fields"
import { IsoDateTime } from "../platform/schemas"
import { userFilters, UserStatusFilter } from "../users/schemas"
import { namedOrganizationAndCompany, PagedResult, paging, RequestTimezone } from "../shared/records"

/** Functions of a row or of the details page are joined with this (document 2 section 2). */
export const functionSeparator = "; "

/**
 * User access request (document 2 section 3): status all 0, enabled 1 (the default), disabled 2;
 * asOfDate yyyy-MM-dd in ianaTimezone, today when absent, never later than today.
 */
export const UserAccessReportRequest = Schema.Struct({
  organizationId: Schema.optional(Schema.NullOr(Id)),
  companyId: Schema.optional(Schema.NullOr(Id)),
  userStatus: Schema.optional(UserStatusFilter),
  ...userFilters,
  functionId: Schema.optional(Schema.NullOr(Id)),
  asOfDate: Schema.optional(Schema.NullOr(PlainDate)),
  ianaTimezone: RequestTimezone,
  ...paging(100)
})
export type UserAccessReportRequest = typeof UserAccessReportRequest.Type

/** One user as of the date: status 1 enabled, 2 disabled; functions named in both languages, joined with '; '. */
export const UserAccessRow = Schema.Struct({
  id: Schema.Int,
  userId: Schema.String,
  ...namedOrganizationAndCompany,
  userName: Schema.String,
  createdDate: IsoDateTime,
  userStatus: Schema.Literals([1, 2]),
  lastLoginDate: Schema.NullOr(IsoDateTime),
  functionsEn: Schema.String,
  functionsFr: Schema.String
})
export type UserAccessRow = typeof UserAccessRow.Type

export const UserAccessReportResult = PagedResult(UserAccessRow)
export type UserAccessReportResult = typeof UserAccessReportResult.Type

/** Change entry (document 2 section 3): one change of the user's account, by whom, described in both languages. */
export const UserAccessChange = Schema.Struct({
  changeDate: IsoDateTime,
  changeAdministrator: Schema.NullOr(Schema.String),
  changeDescriptionEn: Schema.String,
  changeDescriptionFr: Schema.String
})
export type UserAccessChange = typeof UserAccessChange.Type

export const UserAccessDetailsQuery = Schema.Struct({
  asOfDate: Schema.optional(PlainDate),
  ianaTimezone: RequestTimezone
})
export type UserAccessDetailsQuery = typeof UserAccessDetailsQuery.Type

/** The details page: the user's row as of the date and the changes up to the end of that day, newest first. */
export const UserAccessDetails = Schema.Struct({
  ...UserAccessRow.fields,
  history: Schema.Array(UserAccessChange)
})
export type UserAccessDetails = typeof UserAccessDetails.Type
