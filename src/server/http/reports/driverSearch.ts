import { Effect } from "effect"
import type { CatalogueIssue } from "../../../api/fieldIssues"
import { driverReportOptionRefusal, type driverSearchRefusals } from "../../../api/reports/driverSearchCriteria"
import type { DriverSearchPayload } from "../../../api/reports/schemas"
import { CurrentUser } from "../../../api/security"
import { resolveYearsOfData } from "../../domain/reports/reportOptions"
import { parseDriverSearch, type DriverCriteria } from "../../domain/reports/searchCriteria"
import { findCompanyIdByCode, jurisdictionExists, searchDrivers } from "../../db/reports/driverSearch"
import { invalidFields } from "../../domain/invalidRequest"

type SearchRefusal = CatalogueIssue<typeof driverSearchRefusals>

/**
 * POST /DriverReports/Search: at most 100 records, with the true count. Each refusal names the field
 * the search form edits (src/api/reports/driverSearchCriteria.ts lists them).
 */
export const searchDriversHandler = (payload: DriverSearchPayload) =>
  Effect.gen(function* () {
    const user = yield* CurrentUser
    const parsed = parseDriverSearch(payload)
    if ("error" in parsed) return yield* invalidFields(parsed.issues, parsed.error)
    const { criteria } = parsed
    if (payload.driverReportOption !== undefined && payload.driverReportOption !== null) {
      const years = resolveYearsOfData(payload.driverReportOption, user.userDriverReportOptions)
      if ("error" in years) return yield* invalidFields([driverReportOptionRefusal], years.error)
    }
    const unknown: Array<SearchRefusal> = []
    if (criteria.jurisdictionCode !== null && !(yield* jurisdictionExists(criteria.jurisdictionCode))) {
      unknown.push({ field: "jurisdictionCode", code: "unknownValue" })
    }
    const companyId = (code: string, field: "policyReportingCompanyCode" | "claimReportingCompanyCode") =>
      Effect.map(findCompanyIdByCode(code), (id) => {
        if (id === undefined) unknown.push({ field, code: "unknownValue" })
        return id ?? 0
      })
    const resolved: DriverCriteria = {
      ...criteria,
      policy: criteria.policy && {
        companyId: yield* companyId(criteria.policy.company, "policyReportingCompanyCode"),
        number: criteria.policy.number
      },
      claim: criteria.claim && {
        companyId: yield* companyId(criteria.claim.company, "claimReportingCompanyCode"),
        number: criteria.claim.number
      }
    }
    if (unknown.length > 0) {
      return yield* invalidFields(unknown, `Unknown ${unknown.map((issue) => issue.field).join(", ")}`)
    }
    return yield* searchDrivers(resolved)
  })
