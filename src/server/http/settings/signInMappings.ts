import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { PortalApi } from "../../../api/portalApi"
import { CurrentUser, type Caller } from "../../../api/security"
import { inTransaction, onDatabase } from "../../db/shared/onDatabase"
import * as mappings from "../../domain/settings/signInMappings"
import { requireRecentAuthentication } from "../../identity/recentAuthentication"

/** Each call in one transaction, as the signed-in user (whose changes are recorded). */
const asUser = Effect.map(
  onDatabase,
  (run) =>
    <A, E, R>(body: (user: Caller) => Effect.Effect<A, E, R>) =>
      run(inTransaction(Effect.flatMap(CurrentUser, body)))
)

/** A change of the settings: the caller must have authenticated in the last 15 minutes (ASVS 3.7.1). */
const changing =
  <A, E, R>(body: (user: Caller) => Effect.Effect<A, E, R>) =>
  (user: Caller) =>
    Effect.andThen(requireRecentAuthentication(user), body(user))

export const layerB2CProviders = HttpApiBuilder.group(PortalApi, "b2cProviders", (handlers) =>
  Effect.map(asUser, (as) =>
    handlers
      .handle("list", () => as(() => mappings.listProviders))
      .handle("find", ({ query }) => as(() => mappings.findProviderOfEmail(query.email)))
      .handle("create", ({ payload }) => as(changing((user) => mappings.createProvider(user, payload))))
      .handle("update", ({ params, payload }) => as(changing((user) => mappings.updateProvider(user, params.id, payload))))
      .handle("delete", ({ params }) => as(changing((user) => mappings.deleteProvider(user, params.id))))
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
      .handle("create", ({ payload }) => as(changing((user) => mappings.createMapping(user, payload))))
      .handle("update", ({ params, payload }) => as(changing((user) => mappings.updateMapping(user, params.id, payload))))
      .handle("delete", ({ params }) => as(changing((user) => mappings.disableMapping(user, params.id))))
      .handle("restore", ({ params }) => as(changing((user) => mappings.restoreMapping(user, params.id))))
  )
)
