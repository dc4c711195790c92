import { showFailure } from "../../services/notices"
import { keptUserSearch, userSearch, userSearchFileName } from "../../services/users/userSearch"
import { pagedSearchLive } from "../shared/pagedSearchLive"
import { userSearchColumns } from "./userSearchColumns"
import { userSearchMachine } from "./userSearchMachine"

const live = pagedSearchLive(userSearchMachine, {
  searchPage: userSearch.page,
  searchAll: userSearch.all,
  table: userSearchColumns,
  fileName: userSearchFileName,
  keeper: keptUserSearch
})

/**
 * The user search with the portal's calls, the browser's clock and the page's memory of the search. A failed
 * search says the 401 text (document 2 section 2); a refusal (403) keeps its own message and handling.
 */
export const userSearchLive = {
  ...live,
  machine: live.machine.provide({
    actions: {
      notifyFailure: (_, { failure }) =>
        failure._tag === "Forbidden" ? showFailure(failure) : showFailure(failure, (LL) => LL.errors.error401())
    }
  })
}
