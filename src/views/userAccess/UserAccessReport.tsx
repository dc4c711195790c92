import { createLazyRoute, Link } from "@tanstack/react-router"
import { createColumnHelper } from "@tanstack/react-table"
import { FunctionId, type FunctionName } from "../../api/functions"
import type { UserAccessRow } from "../../api/userAccess/schemas"
import type { UserAccessReportFilters } from "../../machines/userAccess/userAccessReportFilters"
import { userAccessReportLive } from "../../machines/userAccess/userAccessReportLive"
import { PagedSearchScreen, type PagedSearchScreenProps } from "../ui/PagedSearchScreen"
import { choiceOrAll, scopeField, userFields, userStatusField } from "../ui/SearchFilterFields"
import { link } from "../ui/styles"

const detailsColumn = createColumnHelper<UserAccessRow>()

/** The user access report of document 2 section 2: its filters, and its search's columns with Details. */
const userAccessReport: PagedSearchScreenProps<UserAccessReportFilters, UserAccessRow, "userAccessReport"> = {
  namespace: "userAccessReport",
  idPrefix: "user-access",
  search: userAccessReportLive,
  filters: (t, LL) => [
    scopeField(false),
    ...userFields(t),
    userStatusField(t),
    choiceOrAll(
      "functionId",
      t.function(),
      t.allFunctions(),
      (Object.keys(FunctionId) as Array<FunctionName>).map((name) => ({ value: FunctionId[name], label: LL.functions[name]() }))
    ),
    { kind: "date", field: "asOfDate", label: t.asOfDate(), untilToday: true }
  ],
  columns: (_, t) => [
    // Details opens the user's page as of the same day; the report is kept for Back.
    detailsColumn.display({
      id: "actions",
      header: () => t.columns.actions(),
      cell: ({ row: { original: row } }) => (
        <Link
          to="/user-access-report-details/$id"
          params={{ id: String(row.id) }}
          className={link}
          aria-label={t.viewUser({ name: row.userName, userId: row.userId })}
          data-testid={`user-access-details-${row.id}`}
        >
          {t.view()}
        </Link>
      )
    })
  ],
  rowId: (row) => String(row.id)
}

/** /user-access-report (function userAccessReport). */
export const Route = createLazyRoute("/user-access-report")({ component: () => <PagedSearchScreen {...userAccessReport} /> })
