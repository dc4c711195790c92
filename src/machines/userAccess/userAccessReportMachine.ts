import { FunctionId } from "../../api/functions"
import type { UserAccessReportRequest, UserAccessReportResult } from "../../api/userAccess/schemas"
import { pagedSearchMachine, type SavedSearch } from "../shared/pagedSearch"
import {
  openingFilters,
  toQuery,
  validateFilters,
  type UserAccessReportErrors,
  type UserAccessReportFilters
} from "./userAccessReportFilters"

export type UserAccessReportSaved = SavedSearch<UserAccessReportFilters, UserAccessReportRequest, UserAccessReportResult>

/**
 * The user access report of document 2 section 2: organization, company, User ID, name, status
 * (Enabled first), function and as-of date (today first, never later). It searches on arrival; Back
 * from a user's details shows the rows as they were left.
 */
export const userAccessReportMachine = pagedSearchMachine<
  UserAccessReportFilters,
  UserAccessReportRequest,
  UserAccessReportResult,
  UserAccessReportErrors
>({
  id: "userAccessReport",
  functionId: FunctionId.userAccessReport,
  openingFilters,
  validate: validateFilters,
  toQuery,
  onArrival: "search",
  onBack: "restore"
})
