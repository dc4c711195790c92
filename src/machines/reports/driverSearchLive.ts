import type { UserProfile } from "../../api/platform/schemas"
import { browserTimeZone, currentYear } from "../../services/clock"
import { navigate } from "../../services/navigation"
import { showFailure } from "../../services/notices"
import {
  generateReport,
  loadSearchLookups,
  readRememberedJurisdiction,
  rememberJurisdiction,
  searchDrivers
} from "../../services/reports/driverSearch"
import { readSearchWithAdvanced, rememberSearchWithAdvanced } from "../../services/shared/searchWithAdvanced"
import { fromEffect } from "../shared/effectActor"
import { driverSearchMachine, type DriverSearchInput, type GenerateInput } from "./driverSearchMachine"
import type { DriverSearchPayload } from "../../api/reports/schemas"
import { yearsOptions } from "./yearsOptions"

/** The driver search with the portal's calls; the report date is recorded in the browser's zone. */
export const driverSearchLive = driverSearchMachine.provide({
  actors: {
    loadLookups: fromEffect(() => loadSearchLookups),
    search: fromEffect(({ payload }: { payload: DriverSearchPayload }) => searchDrivers(payload)),
    generate: fromEffect(({ payload }: GenerateInput) => generateReport(payload, browserTimeZone()))
  },
  actions: {
    rememberJurisdiction: (_, { jurisdictionCode }) => rememberJurisdiction(jurisdictionCode),
    rememberSearchWithAdvanced: (_, { searchWithAdvanced }) => rememberSearchWithAdvanced(searchWithAdvanced),
    openReport: (_, { reportId, reused }) =>
      navigate(`/reports/${reportId}`, { state: { origin: "/driver-report", ...(reused && { reused }) } }),
    notifyFailure: (_, { failure }) => showFailure(failure)
  }
})

/** The form opens as the user left it: the remembered jurisdiction and advanced section, the default years option. */
export const driverSearchInput = (profile: UserProfile): DriverSearchInput => ({
  jurisdictionCode: readRememberedJurisdiction(),
  yearsOptions: yearsOptions(profile),
  currentYear: currentYear(),
  searchWithAdvanced: readSearchWithAdvanced()
})
