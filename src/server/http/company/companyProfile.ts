import { Effect, Layer } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { PortalApi } from "../../../api/portalApi"
import { CurrentUser } from "../../../api/security"
import { CompanyRepository, layerCompanyRepository } from "../../db/company/companyRepository"
import { inTransaction, onDatabase } from "../../db/shared/onDatabase"
import * as profile from "../../domain/company/companyProfile"
import type { CompanyAdministrator } from "../../domain/company/companyProfile"

/** The caller as the administrator of the companies they hold companyAdministration for. */
const administrator = Effect.map(CurrentUser, profile.companyAdministratorOf)

/** Each call in one transaction on the company profile's repository, as the caller's company administrator. */
const asAdministrator = Effect.gen(function* () {
  const run = yield* onDatabase
  const repository = yield* CompanyRepository
  return <A, E, R>(body: (admin: CompanyAdministrator) => Effect.Effect<A, E, R>) =>
    run(inTransaction(Effect.provideService(Effect.flatMap(administrator, body), CompanyRepository, repository)))
})

const ownerOf = (organizationId: number, reportingCompanyId: number | undefined) => ({
  organizationId,
  reportingCompanyId: reportingCompanyId ?? null
})

export const layerCompanyUnits = HttpApiBuilder.group(PortalApi, "companyUnits", (handlers) =>
  Effect.map(asAdministrator, (as) =>
    handlers
      .handle("create", ({ payload }) => as((admin) => profile.createUnit(admin, payload)))
      .handle("update", ({ params, payload }) => as((admin) => profile.renameUnit(admin, params.id, payload)))
      .handle("delete", ({ params }) => as((admin) => profile.deleteUnit(admin, params.id)))
      .handle("get", ({ params }) => as((admin) => profile.openUnit(admin, params.id)))
  )
).pipe(Layer.provide(layerCompanyRepository))

export const layerCompanyDriverReportOptions = HttpApiBuilder.group(PortalApi, "companyDriverReportOptions", (handlers) =>
  Effect.map(asAdministrator, (as) =>
    handlers
      .handle("create", ({ payload }) => as((admin) => profile.createOption(admin, payload)))
      .handle("update", ({ params, payload }) => as((admin) => profile.updateOption(admin, params.id, payload)))
      .handle("delete", ({ params }) => as((admin) => profile.deleteOption(admin, params.id)))
      .handle("get", ({ params }) => as((admin) => profile.openOption(admin, params.id)))
  )
).pipe(Layer.provide(layerCompanyRepository))

export const layerNotificationRecipients = HttpApiBuilder.group(PortalApi, "notificationRecipients", (handlers) =>
  Effect.map(asAdministrator, (as) =>
    handlers
      .handle("create", ({ payload }) => as((admin) => profile.createRecipient(admin, payload)))
      .handle("update", ({ params, payload }) => as((admin) => profile.changeRecipient(admin, params.id, payload)))
      .handle("delete", ({ params }) => as((admin) => profile.deleteRecipient(admin, params.id)))
      .handle("get", ({ params }) => as((admin) => profile.openRecipient(admin, params.id)))
      .handle("getByOrganization", ({ params, query }) =>
        as((admin) => profile.listRecipients(admin, ownerOf(params.organizationId, query.reportingCompanyId)))
      )
  )
).pipe(Layer.provide(layerCompanyRepository))

export const layerPermittedDomains = HttpApiBuilder.group(PortalApi, "permittedDomains", (handlers) =>
  Effect.map(asAdministrator, (as) =>
    handlers
      .handle("create", ({ payload }) => as((admin) => profile.createDomain(admin, payload)))
      .handle("update", ({ params, payload }) => as((admin) => profile.changeDomain(admin, params.id, payload)))
      .handle("delete", ({ params }) => as((admin) => profile.deleteDomain(admin, params.id)))
      .handle("get", ({ params }) => as((admin) => profile.openDomain(admin, params.id)))
      .handle("getByOrganization", ({ params, query }) =>
        as((admin) => profile.listDomains(admin, ownerOf(params.organizationId, query.reportingCompanyId)))
      )
  )
).pipe(Layer.provide(layerCompanyRepository))

export const layerOrganizationCompany = HttpApiBuilder.group(PortalApi, "organizationCompany", (handlers) =>
  Effect.map(asAdministrator, (as) =>
    handlers
      .handle("get", ({ query }) =>
        as((admin) => profile.readSetting(admin, ownerOf(query.organizationId, query.reportingCompanyId)))
      )
      .handle("update", ({ params, payload }) => as((admin) => profile.updateSetting(admin, params.id, payload)))
      .handle("create", ({ params, payload }) => as((admin) => profile.createSetting(admin, params.id, payload)))
  )
).pipe(Layer.provide(layerCompanyRepository))
