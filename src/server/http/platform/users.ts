import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { PortalApi } from "../../../api/portalApi"
import { CurrentUser, profileOf, type Caller } from "../../../api/security"
import { PortalConfig } from "../../config"
import { latestTermsVersion } from "../../db/platform/content"
import { onDatabase } from "../../db/shared/onDatabase"
import { invalidFields } from "../../domain/invalidRequest"
import { loadUserProfileById, markTermsAccepted } from "../../db/users"
import { mayChangePassword } from "../../identity/portalPasswords"
import { harvestQuotaOf } from "../harvestGate"
import { whoAmI } from "./whoAmI"

export const layerUsers = HttpApiBuilder.group(PortalApi, "users", (handlers) =>
  Effect.gen(function* () {
    const run = yield* onDatabase
    const config = yield* PortalConfig
    /** The profile with whether its user may change their password (one rule: portalPasswords.ts). */
    const ownProfile = (caller: Caller) =>
      Effect.map(mayChangePassword(config, caller.id), (may) => ({ ...profileOf(caller), mayChangePassword: may }))
    return handlers
      .handle("getUserConnected", () => Effect.flatMap(CurrentUser, ownProfile).pipe(run))
      .handle("whoAmI", () =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const [reports, searches] = yield* Effect.all([harvestQuotaOf(user, "reports"), harvestQuotaOf(user, "searches")])
          return whoAmI(user, { reports, searches })
        }).pipe(run)
      )
      .handle("markTermsOfUseAsAccepted", ({ payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          // Accepting anything but the latest version would record consent to text the user was not shown.
          if (payload.version !== (yield* latestTermsVersion)) {
            return yield* invalidFields([{ field: "version", code: "unknownValue" }], "Not the latest terms of service")
          }
          yield* markTermsAccepted(user.id, payload.version)
          const updated = yield* loadUserProfileById(user.id)
          return yield* ownProfile(updated!)
        }).pipe(run)
      )
  })
)
