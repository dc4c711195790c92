import { Effect, Layer } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { PortalApi } from "../../../api/portalApi"
import { layerSettingsRepository } from "../../db/settings/settingsRepository"
import * as mappings from "../../domain/settings/signInMappings"
import { asSettingsUser, changing } from "./asSettingsUser"

export const layerB2CProviders = HttpApiBuilder.group(PortalApi, "b2cProviders", (handlers) =>
  Effect.map(asSettingsUser, (as) =>
    handlers
      .handle("list", () => as(() => mappings.listProviders))
      .handle("find", ({ query }) => as(() => mappings.findProviderOfEmail(query.email)))
      .handle("create", ({ payload }) => as(changing((user) => mappings.createProvider(user, payload))))
      .handle("update", ({ params, payload }) => as(changing((user) => mappings.updateProvider(user, params.id, payload))))
      .handle("delete", ({ params }) => as(changing((user) => mappings.deleteProvider(user, params.id))))
  )
).pipe(Layer.provide(layerSettingsRepository))

export const layerB2CClientOrganizations = HttpApiBuilder.group(PortalApi, "b2cClientOrganizations", (handlers) =>
  Effect.map(asSettingsUser, (as) =>
    handlers
      .handle("list", () => as(() => mappings.listMappings))
      .handle("mappableOrganizations", () => as(() => mappings.mappableOrganizations))
      .handle("mappableCompanies", ({ query }) => as(() => mappings.mappableCompanies(query.organizationId)))
      .handle("mappableUsers", ({ query }) =>
        as(() => mappings.mappableUsers(query.organizationId, query.reportingCompanyId ?? null))
      )
      .handle("create", ({ payload }) => as(changing((user) => mappings.createMapping(user, payload))))
      .handle("update", ({ params, payload }) => as(changing((user) => mappings.updateMapping(user, params.id, payload))))
      .handle("delete", ({ params }) => as(changing((user) => mappings.disableMapping(user, params.id))))
      .handle("restore", ({ params }) => as(changing((user) => mappings.restoreMapping(user, params.id))))
  )
).pipe(Layer.provide(layerSettingsRepository))
