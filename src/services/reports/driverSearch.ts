import { Effect } from "effect"
import { FunctionId } from "../../api/functions"
import type { DriverSearchPayload, GenerateReportPayload } from "../../api/reports/schemas"
import { callApi } from "../api/portalClient"
import { browserLocalStorage, readStored, writeStored, type KeyValueStorage } from "../browserStorage"

/** POST /DriverReports/Search. */
export const searchDrivers = (payload: DriverSearchPayload) => callApi((api) => api.driverReports.search({ payload }))

/** POST /DriverReports/GenerateReport?ianaTimezone: the report date is recorded in the user's zone. */
export const generateReport = (payload: GenerateReportPayload, ianaTimezone: string) =>
  callApi((api) => api.driverReports.generateReport({ payload, query: { ianaTimezone } }))

/** The choices of the jurisdiction and insurer selects: GET /jurisdictions and the reporting companies for driverReport. */
export const loadSearchLookups = Effect.all(
  {
    jurisdictions: callApi((api) => api.jurisdictions.list()),
    insurers: callApi((api) => api.reportingCompanies.getByFunction({ params: { functionId: FunctionId.driverReport } }))
  },
  { concurrency: 2 }
)

/** The jurisdiction chosen last is kept in local storage between visits; "" is all provinces. */
const jurisdictionKey = "driverSearch.jurisdiction"

export const readRememberedJurisdiction = (storage: KeyValueStorage | undefined = browserLocalStorage()): string =>
  readStored(storage, jurisdictionKey) ?? ""

export const rememberJurisdiction = (code: string, storage: KeyValueStorage | undefined = browserLocalStorage()): void =>
  writeStored(storage, jurisdictionKey, code === "" ? undefined : code)
