import { userStatusFilters, type UserSearchQuery, type UserStatusFilter } from "../../api/users/schemas"
import type { ScopeSelection } from "../shared/organizationScopeMachine"
import { scopeFields, searchQuery } from "../shared/searchQuery"

/** The user search's own filters (document 2 section 2); organization, company and unit are the scope's. */
export interface UserSearchFilters {
  readonly status: UserStatusFilter
  readonly userId: string
  readonly userName: string
}

/** The screen opens, and Reset returns, to the enabled users of every organization held. */
export const openingFilters = (): UserSearchFilters => ({ status: userStatusFilters.enabled, userId: "", userName: "" })

/** No filter can be wrong: the fields' lengths are held by the inputs. */
export const validateFilters = (): Record<string, never> => ({})

/** GET /Users/Search without paging: the scope chosen, the status, and the User ID and name trimmed, null when empty. */
export const toQuery = (filters: UserSearchFilters, scope: ScopeSelection): UserSearchQuery => {
  const userId = filters.userId.trim()
  const userName = filters.userName.trim()
  return {
    ...searchQuery<Pick<UserSearchQuery, "organizationId" | "reportingCompanyId" | "unitId">>(scopeFields(scope)),
    status: filters.status,
    userId: userId === "" ? null : userId,
    userName: userName === "" ? null : userName
  }
}
