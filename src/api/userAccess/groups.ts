import { HttpApiEndpoint } from "effect/http-api"
import { authorizedGroup } from "../shared/apiGroup"
import { companiesRefused, pagedBoth, search } from "../shared/search"
import { access, operation } from "../access"
import { BadRequest, Forbidden, NotFound } from "../errors"
import { Id } from "../fields"
import { FunctionId } from "../functions"
import { UserAccessDetails, UserAccessDetailsQuery, UserAccessReportRequest, UserAccessReportResult } from "./schemas"

const userAccessReport = access.companyFunctions(FunctionId.userAccessReport)

const scope =
  "The caller sees users employed by a company (or an organization without separate companies) they hold userAccessReport for."

const asOf =
  "asOfDate (yyyy-MM-dd, in ianaTimezone, America/Toronto when absent) is today when absent: each user's status and functions are those at the end of that day, undoing every change recorded after it; users created after it, or deleted before its end, are not listed; the last login is the last one before its end."

/** User access report (document 2 sections 2 and 7): who could do what on a date, and each user's changes. */
export const UserAccessReportGroup = authorizedGroup(
  "userAccessReport",
  "User access report (document 2): each user's status and functions as of a date, and the changes recorded in their history.",
  search.post(
    "search",
    "/UserAccessReport",
    { payload: UserAccessReportRequest, success: UserAccessReportResult },
    userAccessReport,
    {
      summary: "Search users with their access as of a date",
      description: `Users by organization, company, User ID and name (each a part of it, in any case), status as of the date (userStatus 0 all, 1 enabled (the default), 2 disabled) and a function held on the date, ordered by last then first name, with functionsEn and functionsFr joined with '; '. ${asOf} ${pagedBoth(100)} ${scope} Errors: 400 ERROR_400_INVALID_REQUEST for a malformed filter, an unknown time zone or an as-of date later than today; ${companiesRefused("userAccessReport")}`
    }
  ),
  HttpApiEndpoint.get("details", "/UserAccessReport/:id", {
    params: { id: Id },
    query: UserAccessDetailsQuery,
    success: UserAccessDetails,
    error: [BadRequest, Forbidden, NotFound]
  }).annotateMerge(
    operation(userAccessReport, {
      summary: "Read one user's access as of a date and their history",
      description: `The user's row as of the date and the history table: every change recorded up to the end of that day (what was granted or removed, enabled, disabled, created, updated, deleted), newest first, with the administrator who made it and its description in both languages. ${asOf} ${scope} Errors: 400 ERROR_400_INVALID_REQUEST for an unknown time zone or an as-of date later than today; 404 for an unknown user, one outside the caller's scope, or one not existing on the date.`
    })
  )
)
