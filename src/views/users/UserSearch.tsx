import { createLazyRoute, Link } from "@tanstack/react-router"
import { createColumnHelper } from "@tanstack/react-table"
import type { UserSearchRow } from "../../api/users/schemas"
import type { UserSearchFilters } from "../../machines/users/userSearchFilters"
import { userSearchLive } from "../../machines/users/userSearchLive"
import { PagedSearchScreen, type PagedSearchScreenProps } from "../ui/PagedSearchScreen"
import { scopeField, userFields, userStatusField } from "../ui/SearchFilterFields"
import { button, link } from "../ui/styles"

const viewColumn = createColumnHelper<UserSearchRow>()

/** The user administration search of document 2 section 2: its filters, New User, and its search's columns with View. */
const userSearch: PagedSearchScreenProps<UserSearchFilters, UserSearchRow, "userAdministration"> = {
  namespace: "userAdministration",
  idPrefix: "users",
  search: userSearchLive,
  filters: (t) => [scopeField(true), userStatusField(t), ...userFields(t)],
  columns: (_, t) => [
    // View opens the profile in update mode; the search is kept for the way back.
    viewColumn.display({
      id: "actions",
      header: () => t.columns.actions(),
      cell: ({ row: { original: row } }) => (
        <Link
          to="/user-administration/userProfile"
          search={{ mode: "update", id: row.id }}
          className={link}
          aria-label={t.viewUser({ name: row.userName, userId: row.userId })}
          data-testid={`view-user-${row.id}`}
        >
          {t.view()}
        </Link>
      )
    })
  ],
  actions: (t) => (
    <Link
      to="/user-administration/userProfile"
      search={{ mode: "create" }}
      className={button({ tone: "secondary" })}
      data-testid="new-user"
    >
      {t.newUser()}
    </Link>
  ),
  // The search runs on arrival: the focus stays at the top, and the count is announced as it changes.
  rowId: (row) => String(row.id)
}

/** /user-administration (function userAdministration). */
export const Route = createLazyRoute("/user-administration")({ component: () => <PagedSearchScreen {...userSearch} /> })
