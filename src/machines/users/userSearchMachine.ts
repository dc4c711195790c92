import { FunctionId } from "../../api/functions"
import type { UserSearchQuery, UserSearchResult } from "../../api/users/schemas"
import { pagedSearchMachine } from "../shared/pagedSearch"
import { openingFilters, toQuery, validateFilters, type UserSearchFilters } from "./userSearchFilters"

type NoErrors = Record<string, never>

/**
 * The user administration search of document 2 section 2: organization, company, unit, status
 * (Enabled first), User ID and name. It searches on arrival; back from a profile the list shows again
 * and is fetched again, so a user just saved, disabled or deleted shows as they are now.
 */
export const userSearchMachine = pagedSearchMachine<UserSearchFilters, UserSearchQuery, UserSearchResult, NoErrors>({
  id: "userSearch",
  functionId: FunctionId.userAdministration,
  openingFilters,
  validate: validateFilters,
  toQuery,
  onArrival: "search",
  onBack: "restoreAndRefresh"
})
