import { Struct } from "effect"
import type { Quota, WhoAmI } from "../../../api/platform/whoAmI"
import { FunctionId, functionNameById } from "../../../api/functions"
import { sdcFileTypes } from "../../../api/sdc/schemas"
import type { Caller } from "../../../api/security"

/** The caller as GET /api/Users/WhoAmI tells it: its account, companies, functions, options, file types and limits. */
export const whoAmI = (user: Caller, limits: { readonly reports: Quota; readonly searches: Quota }): WhoAmI => {
  const companies = new Map(user.userFunctions.flatMap((held) => held.reportingCompanies).map((company) => [company.id, company]))
  return {
    caller:
      user.machineClientId === undefined
        ? { kind: "person", clientId: null }
        : { kind: "machineClient", clientId: user.machineClientId },
    account: Struct.pick(user, [
      "id",
      "userId",
      "firstName",
      "lastName",
      "email",
      "organizationId",
      "reportingCompanyId",
      "isIbc"
    ]),
    companies: [...companies.values()].sort((a, b) => a.id - b.id),
    functions: user.userFunctions.map((held) => ({
      functionId: held.functionId,
      name: functionNameById(held.functionId) ?? "unknown",
      reportingCompanyIds: held.reportingCompanies.map((company) => company.id)
    })),
    driverReportOptions: user.userDriverReportOptions.map((option) => ({
      option: option.driverReportOption,
      isDefault: option.isDefault
    })),
    sdcFileTypes: user.userFunctions.some((held) => held.functionId === FunctionId.sdcReport) ? sdcFileTypes : [],
    limits
  }
}
