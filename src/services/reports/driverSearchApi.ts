import { FunctionId } from "../../api/functions"
import type { Jurisdiction, ReportingCompany, UserProfile } from "../../api/platform/schemas"
import type { DriverReport, DriverSearchPayload, DriverSearchResult, GenerateReportPayload } from "../../api/reports/schemas"
import type { PortalClient } from "../api/portalClient"
import { browserLocalStorage, readStored, writeStored, type KeyValueStorage } from "../browserStorage"

/** POST /DriverReports/Search. */
export const searchDrivers = (client: PortalClient, payload: DriverSearchPayload): Promise<DriverSearchResult> =>
  client.run((api) => api.driverReports.search({ payload }))

/** POST /DriverReports/GenerateReport?ianaTimezone: the report date is recorded in the user's zone. */
export const generateReport = (
  client: PortalClient,
  payload: GenerateReportPayload,
  ianaTimezone: string
): Promise<DriverReport> => client.run((api) => api.driverReports.generateReport({ payload, query: { ianaTimezone } }))

/** GET /jurisdictions. */
export const loadJurisdictions = (client: PortalClient): Promise<ReadonlyArray<Jurisdiction>> =>
  client.run((api) => api.jurisdictions.list())

/** The insurers offered beside a policy or claim number: the reporting companies for the driverReport function. */
export const loadInsurers = (client: PortalClient): Promise<ReadonlyArray<ReportingCompany>> =>
  client.run((api) => api.reportingCompanies.getByFunction({ params: { functionId: FunctionId.driverReport } }))

/** The browser's time zone, sent with GenerateReport. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone

export interface YearsOption {
  /** Years of data; 0 is the maximum. */
  readonly years: number
  readonly isDefault: boolean
}

/** The user's driver report options, in years, the maximum last; the default first when none is flagged. */
export const yearsOptions = (profile: UserProfile): ReadonlyArray<YearsOption> => {
  const seen = new Map<number, YearsOption>()
  for (const option of profile.userDriverReportOptions) {
    const known = seen.get(option.driverReportOption)
    seen.set(option.driverReportOption, {
      years: option.driverReportOption,
      isDefault: option.isDefault || (known?.isDefault ?? false)
    })
  }
  const order = (years: number) => (years === 0 ? Number.MAX_SAFE_INTEGER : years)
  return [...seen.values()].sort((a, b) => order(a.years) - order(b.years))
}

export const defaultYearsOption = (options: ReadonlyArray<YearsOption>): number | null =>
  (options.find((o) => o.isDefault) ?? options[0])?.years ?? null

/** The jurisdiction chosen last is kept in local storage between visits; "" is all provinces. */
const jurisdictionKey = "driverSearch.jurisdiction"

export const readRememberedJurisdiction = (storage: KeyValueStorage | undefined = browserLocalStorage()): string =>
  readStored(storage, jurisdictionKey) ?? ""

export const rememberJurisdiction = (code: string, storage: KeyValueStorage | undefined = browserLocalStorage()): void =>
  writeStored(storage, jurisdictionKey, code === "" ? undefined : code)
