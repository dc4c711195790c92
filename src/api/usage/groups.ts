import { authorizedGroup } from "../shared/apiGroup"
import { companiesRefused, pagedEither, search } from "../shared/search"
import { access } from "../access"
import { FunctionId } from "../functions"
import { UsageReportRequest, UsageReportResult } from "./schemas"

/** The usage report (document 2 sections 2 and 7). */
export const UsageReportGroup = authorizedGroup(
  "usageReport",
  "The usage report: how many reports each user pulled (document 2).",
  search.post(
    "usageReport",
    "/DriverReports/UsageReport",
    { payload: UsageReportRequest, success: UsageReportResult },
    access.companyFunctions(FunctionId.usageReport),
    {
      summary: "Count the reports each user pulled",
      description: `The driver and vehicle reports stored from fromDate (start of day) to toDate (end of day), days yyyy-MM-dd in ianaTimezone (America/Toronto when absent), neither in the future, counted per user and per organization, company and unit of the report, for the organizations and companies the caller holds usageReport for. Reports a data correction generated are working copies and are not counted. Filters: organization, company, unit, User ID and name (each a part of it, case and accents ignored). Sorted by sortColumn (organization when absent) in sortDirection (asc when absent), names in language. ${pagedEither(100, "the total count of rows")} (the CSV export). Errors: 400 ERROR_400_INVALID_REQUEST for an invalid or future date, a from date after the to date or an unknown time zone; ${companiesRefused("usageReport")}`
    }
  )
)
