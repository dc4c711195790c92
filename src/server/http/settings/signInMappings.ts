import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { PortalApi } from "../../../api/portalApi"
import { CurrentUser, type Caller } from "../../../api/security"
import { inTransaction, onDatabase } from "../../db/shared/onDatabase"
import * as mappings from "../../domain/settings/signInMappings"

/** Each call in one transaction, as the signed-in user (whose changes are recorded). */
const asUser = Effect.map(
  onDatabase,
  (run) =>
    <A, E, R>(body: (user: Caller) => Effect.Effect<A, E, R>) =>
      run(inTransaction(Effect.flatMap(CurrentUser, body)))
)

export const layerB2CProviders = HttpApiBuilder.group(PortalApi, "b2cProviders", (handlers) =>
  Effect.map(asUser, (as) =>
    handlers
      .handle("list", () => as(() => mappings.listProviders))
      .handle("find", ({ query }) => as(() => mappings.findProviderOfEmail(query.email)))
      .handle("create", ({ payload }) => as((user) => mappings.createProvider(user, payload)))
      .handle("update", ({ params, payload }) => as((user) => mappings.updateProvider(user, params.id, payload)))
      .handle("delete", ({ params }) => as((user) => mappings.deleteProvider(user, params.id)))
  )
)

export const layerB2CClientOrganizations = HttpApiBuilder.group(PortalApi, "b2cClientOrganizations", (handlers) =>
  Effect.map(asUser, (as) =>
    handlers
      .handle("list", () => as(() => mappings.listMappings))
      .handle("mappableOrganizations", () => as(() => mappings.mappableOrganizations))
      .handle("mappableCompanies", ({ query }) => as(() => mappings.mappableCompanies(query.organizationId)))
      .handle("mappableUsers", ({ query }) =>
        as(() => mappings.mappableUsers(query.organizationId, query.reportingCompanyId ?? null))
      )
      .handle("create", ({ payload }) => as((user) => mappings.createMapping(user, payload)))
      .handle("update", ({ params, payload }) => as((user) => mappings.updateMapping(user, params.id, payload)))
      .handle("delete", ({ params }) => as((user) => mappings.disableMapping(user, params.id)))
      .handle("restore", ({ params }) => as((user) => mappings.restoreMapping(user, params.id)))
  )
)
