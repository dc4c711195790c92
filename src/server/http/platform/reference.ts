import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { SqlClient } from "effect/sql"
import type { Organization, ReportingCompany, Unit } from "../../../api/platform/schemas"
import { PortalApi } from "../../../api/portalApi"
import { CurrentUser } from "../../../api/security"
import { companiesHeldFor, requireAssignedOrganization, requireFunction } from "../../domain/authorization"

export const layerFunctions = HttpApiBuilder.group(PortalApi, "functions", (handlers) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return handlers.handle("list", () =>
      sql`SELECT id, name_en, name_fr, sort_order FROM application_function ORDER BY sort_order`.pipe(
        Effect.map((rows) => rows as unknown as ReadonlyArray<{ id: number; nameEn: string; nameFr: string; sortOrder: number }>),
        Effect.orDie
      )
    )
  })
)

export const layerJurisdictions = HttpApiBuilder.group(PortalApi, "jurisdictions", (handlers) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return handlers.handle("list", () =>
      sql<{ id: number; jurisdictionCode: string; jurisdictionDescriptionEn: string; jurisdictionDescriptionFr: string }>`
        SELECT id, jurisdiction_code, description_en AS jurisdiction_description_en,
          description_fr AS jurisdiction_description_fr
        FROM jurisdiction ORDER BY jurisdiction_code`.pipe(Effect.orDie)
    )
  })
)

export const layerOrganizations = HttpApiBuilder.group(PortalApi, "organizations", (handlers) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const byIds = (ids: ReadonlyArray<number>) =>
      ids.length === 0
        ? Effect.succeed([] as ReadonlyArray<Organization>)
        : sql<Organization>`
            SELECT id, organization_type, name_en, name_fr, code FROM organization
            WHERE ${sql.in("id", ids)} ORDER BY name_en`.pipe(Effect.orDie)
    return handlers
      .handle("list", () =>
        Effect.gen(function* () {
          return yield* byIds((yield* CurrentUser).assignedOrganizationsIds)
        })
      )
      .handle("getByFunction", ({ params }) =>
        Effect.gen(function* () {
          const user = yield* requireFunction(params.functionId)
          const grant = user.userFunctions.find((f) => f.functionId === params.functionId)!
          const viaCompanies = grant.reportingCompanies.map((c) => c.organizationId)
          const direct = yield* sql<{ organizationId: number }>`
            SELECT DISTINCT organization_id FROM user_function
            WHERE user_id = ${user.id} AND function_id = ${params.functionId}`.pipe(Effect.orDie)
          const ids = new Set([...viaCompanies, ...direct.map((d) => d.organizationId)])
          return yield* byIds(user.assignedOrganizationsIds.filter((id) => ids.has(id)))
        })
      )
  })
)

const sortByName = (companies: ReadonlyArray<ReportingCompany>) => [...companies].sort((a, b) => a.nameEn.localeCompare(b.nameEn))

export const layerReportingCompanies = HttpApiBuilder.group(PortalApi, "reportingCompanies", (handlers) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const companiesOf = (organizationIds: ReadonlyArray<number>) =>
      organizationIds.length === 0
        ? Effect.succeed([] as ReadonlyArray<ReportingCompany>)
        : sql<ReportingCompany>`
            SELECT id, organization_id, code, name_en, name_fr FROM reporting_company
            WHERE ${sql.in("organization_id", organizationIds)} ORDER BY name_en`.pipe(Effect.orDie)
    const held = (functionId: number, organizationIds?: ReadonlyArray<number>) =>
      Effect.map(requireFunction(functionId), (user) =>
        sortByName(
          companiesHeldFor(user, functionId).filter(
            (c) =>
              user.assignedOrganizationsIds.includes(c.organizationId) &&
              (organizationIds === undefined || organizationIds.includes(c.organizationId))
          )
        )
      )
    return handlers
      .handle("getByOrganization", ({ params, query }) => held(params.functionId, [query.organizationId]))
      .handle("getByOrganizationWithoutUserFunction", ({ query }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          yield* requireAssignedOrganization(user, query.organizationId)
          return yield* companiesOf([query.organizationId])
        })
      )
      .handle("getByOrganizations", ({ params, payload }) => held(params.functionId, payload))
      .handle("getByFunction", ({ params }) => held(params.functionId))
      .handle("getUserFunctionCompanies", ({ params }) => held(params.functionId))
      .handle("getCompaniesByUserFunction", ({ params }) => held(params.id))
      .handle("getUserFunctionCompaniesByOrganizations", ({ params, payload }) => held(params.functionId, payload))
      .handle("list", () =>
        Effect.gen(function* () {
          return yield* companiesOf((yield* CurrentUser).assignedOrganizationsIds)
        })
      )
  })
)

export const layerUnits = HttpApiBuilder.group(PortalApi, "units", (handlers) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return handlers.handle("getByOrganization", ({ query }) =>
      Effect.gen(function* () {
        const user = yield* CurrentUser
        yield* requireAssignedOrganization(user, query.organizationId)
        const company = query.reportingCompanyId ?? null
        return yield* sql<Unit>`
          SELECT u.id, u.name_en, u.name_fr, u.organization_id, u.reporting_company_id,
            EXISTS (SELECT 1 FROM portal_user p WHERE p.unit_id = u.id) AS has_users
          FROM unit u
          WHERE u.organization_id = ${query.organizationId} AND NOT u.is_disabled
            AND (${company}::int IS NULL OR u.reporting_company_id = ${company})
          ORDER BY u.name_en`.pipe(Effect.orDie)
      })
    )
  })
)
