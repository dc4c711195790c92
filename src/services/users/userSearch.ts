import type { UserSearchQuery } from "../../api/users/schemas"
import { callApi } from "../api/portalClient"
import { today } from "../clock"
import { pagedSearch } from "../shared/pagedSearch"
import { savedSearch } from "../shared/savedSearch"

/** GET /Users/Search, by page or whole. */
export const userSearch = pagedSearch((query: UserSearchQuery, paging) =>
  callApi((api) =>
    api.userAdministration.search({ query: { ...query, pageNumber: paging.PageNumber, pageSize: paging.PageSize } })
  )
)

/** The search screen's state while a profile is open. */
export const keptUserSearch = savedSearch("users.search", 1)

/** users-YYYY-MM-DD.csv, dated in the browser's zone. */
export const userSearchFileName = (date: string = today()): string => `users-${date}.csv`
