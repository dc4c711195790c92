import { FunctionId } from "../../api/functions"
import type { Organization, ReportingCompany, Unit } from "../../api/platform/schemas"
import type { ReportHistoryQuery, ReportHistoryResult, ReportHistoryRow } from "../../api/reports/schemas"
import type { PortalClient } from "../api/portalClient"
import { browserSessionStorage, readStored, writeStored, type KeyValueStorage } from "../browserStorage"

/** Page size of the report history table; the spec leaves the shared value open. */
export const reportHistoryPageSize = 10

/** GET /DriverReports/HistorySearch, one page (1-based). */
export const searchHistoryPage = (
  client: PortalClient,
  query: ReportHistoryQuery,
  pageNumber: number,
  pageSize: number = reportHistoryPageSize
): Promise<ReportHistoryResult> =>
  client.run((api) => api.driverReports.historySearch({ query: { ...query, pageNumber, pageSize } }))

/** The same search without paging, for the CSV export. */
export const searchHistoryAll = (client: PortalClient, query: ReportHistoryQuery): Promise<ReadonlyArray<ReportHistoryRow>> => {
  const unpaged = Object.fromEntries(
    Object.entries(query).filter(([key]) => key !== "pageNumber" && key !== "pageSize")
  ) as ReportHistoryQuery
  return client.run((api) => api.driverReports.historySearch({ query: unpaged })).then((result) => result.data)
}

/** The organizations the user may search, for the reportHistory function. */
export const loadHistoryOrganizations = (client: PortalClient): Promise<ReadonlyArray<Organization>> =>
  client.run((api) => api.organizations.getByFunction({ params: { functionId: FunctionId.reportHistory } }))

/** The companies of one organization the user holds reportHistory for. */
export const loadHistoryCompanies = (client: PortalClient, organizationId: number): Promise<ReadonlyArray<ReportingCompany>> =>
  client.run((api) =>
    api.reportingCompanies.getByOrganization({
      params: { functionId: FunctionId.reportHistory },
      query: { organizationId }
    })
  )

/** The units of an organization, or of one of its companies when one is given. */
export const loadHistoryUnits = (
  client: PortalClient,
  organizationId: number,
  reportingCompanyId: number | undefined
): Promise<ReadonlyArray<Unit>> =>
  client.run((api) =>
    api.units.getByOrganization({
      query: reportingCompanyId === undefined ? { organizationId } : { organizationId, reportingCompanyId }
    })
  )

/**
 * The search screen's state while a report is open, in session storage (cleared at sign-out),
 * tagged with the user so another account in the same tab never sees it.
 */
const savedKey = "report.history"

export const readSavedHistory = <A>(
  userId: number,
  storage: KeyValueStorage | undefined = browserSessionStorage()
): A | undefined => {
  const text = readStored(storage, savedKey)
  if (!text) return undefined
  try {
    const saved = JSON.parse(text) as { userId?: unknown; state?: A }
    return saved.userId === userId ? saved.state : undefined
  } catch {
    return undefined
  }
}

export const saveHistory = <A>(
  userId: number,
  state: A,
  storage: KeyValueStorage | undefined = browserSessionStorage()
): void => {
  // Too large or blocked: the list is simply not kept.
  writeStored(storage, savedKey, JSON.stringify({ userId, state }))
}
