import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import type { ReportingCompany } from "../../../api/platform/schemas"
import { PortalApi } from "../../../api/portalApi"
import { CurrentUser } from "../../../api/security"
import {
  companiesOfOrganizations,
  listFunctions,
  listJurisdictions,
  organizationIdsWithFunction,
  organizationsByIds,
  unitsOfOrganization
} from "../../db/platform/reference"
import { onDatabase } from "../../db/shared/onDatabase"
import { companiesHeldFor, requireAssignedOrganization } from "../../domain/authorization"

export const layerFunctions = HttpApiBuilder.group(PortalApi, "functions", (handlers) =>
  Effect.gen(function* () {
    const run = yield* onDatabase
    return handlers.handle("list", () => run(listFunctions))
  })
)

export const layerJurisdictions = HttpApiBuilder.group(PortalApi, "jurisdictions", (handlers) =>
  Effect.gen(function* () {
    const run = yield* onDatabase
    return handlers.handle("list", () => run(listJurisdictions))
  })
)

export const layerOrganizations = HttpApiBuilder.group(PortalApi, "organizations", (handlers) =>
  Effect.gen(function* () {
    const run = yield* onDatabase
    return handlers
      .handle("list", () => run(Effect.flatMap(CurrentUser, (user) => organizationsByIds(user.assignedOrganizationsIds))))
      .handle("getByFunction", ({ params }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const viaCompanies = companiesHeldFor(user, params.functionId).map((c) => c.organizationId)
          const direct = yield* organizationIdsWithFunction(user.id, params.functionId)
          const ids = new Set([...viaCompanies, ...direct])
          return yield* organizationsByIds(user.assignedOrganizationsIds.filter((id) => ids.has(id)))
        }).pipe(run)
      )
  })
)

const sortByName = (companies: ReadonlyArray<ReportingCompany>) => [...companies].sort((a, b) => a.nameEn.localeCompare(b.nameEn))

/** The companies held for the function, within the caller's assigned organizations (and these ones, when named). */
const held = (functionId: number, organizationIds?: ReadonlyArray<number>) =>
  Effect.map(CurrentUser, (user) =>
    sortByName(
      companiesHeldFor(user, functionId).filter(
        (c) =>
          user.assignedOrganizationsIds.includes(c.organizationId) &&
          (organizationIds === undefined || organizationIds.includes(c.organizationId))
      )
    )
  )

export const layerReportingCompanies = HttpApiBuilder.group(PortalApi, "reportingCompanies", (handlers) =>
  Effect.gen(function* () {
    const run = yield* onDatabase
    return handlers
      .handle("getByOrganization", ({ params, query }) => held(params.functionId, [query.organizationId]))
      .handle("getByOrganizationWithoutUserFunction", ({ query }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          yield* requireAssignedOrganization(user, query.organizationId)
          return yield* companiesOfOrganizations([query.organizationId])
        }).pipe(run)
      )
      .handle("getByOrganizations", ({ params, payload }) => held(params.functionId, payload))
      .handle("getByFunction", ({ params }) => held(params.functionId))
      .handle("getUserFunctionCompanies", ({ params }) => held(params.functionId))
      .handle("getCompaniesByUserFunction", ({ params }) => held(params.id))
      .handle("getUserFunctionCompaniesByOrganizations", ({ params, payload }) => held(params.functionId, payload))
      .handle("list", () => run(Effect.flatMap(CurrentUser, (user) => companiesOfOrganizations(user.assignedOrganizationsIds))))
  })
)

export const layerUnits = HttpApiBuilder.group(PortalApi, "units", (handlers) =>
  Effect.gen(function* () {
    const run = yield* onDatabase
    return handlers.handle("getByOrganization", ({ query }) =>
      Effect.gen(function* () {
        const user = yield* CurrentUser
        yield* requireAssignedOrganization(user, query.organizationId)
        return yield* unitsOfOrganization(query.organizationId, query.reportingCompanyId ?? null)
      }).pipe(run)
    )
  })
)
