import { Effect } from "effect"
import type { DriverSearchPayload } from "../../../api/reports/schemas"
import { CurrentUser } from "../../../api/security"
import { resolveYearsOfData } from "../../domain/reports/reportOptions"
import { parseDriverSearch, type DriverCriteria } from "../../domain/reports/searchCriteria"
import { findCompanyIdByCode, jurisdictionExists, searchDrivers } from "../../db/reports/driverSearch"
import { invalidRequest } from "../../domain/invalidRequest"

const companyId = (code: string) =>
  Effect.gen(function* () {
    const id = yield* findCompanyIdByCode(code)
    if (id === undefined) return yield* invalidRequest(`Unknown reporting company ${code}`)
    return id
  })

/** POST /DriverReports/Search: at most 100 records, with the true count. */
export const searchDriversHandler = (payload: DriverSearchPayload) =>
  Effect.gen(function* () {
    const user = yield* CurrentUser
    const parsed = parseDriverSearch(payload)
    if ("error" in parsed) return yield* invalidRequest(parsed.error)
    const { criteria } = parsed
    if (payload.driverReportOption !== undefined && payload.driverReportOption !== null) {
      const years = resolveYearsOfData(payload.driverReportOption, user.userDriverReportOptions)
      if ("error" in years) return yield* invalidRequest(years.error)
    }
    if (criteria.jurisdictionCode !== null && !(yield* jurisdictionExists(criteria.jurisdictionCode))) {
      return yield* invalidRequest(`Unknown jurisdiction ${criteria.jurisdictionCode}`)
    }
    const resolved: DriverCriteria = {
      ...criteria,
      policy: criteria.policy && { companyId: yield* companyId(criteria.policy.company), number: criteria.policy.number },
      claim: criteria.claim && { companyId: yield* companyId(criteria.claim.company), number: criteria.claim.number }
    }
    return yield* searchDrivers(resolved)
  })
