import { Effect, Layer, Option } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { PortalApi } from "../../../api/portalApi"
import { CurrentUser } from "../../../api/security"
import { onDatabase } from "../../db/shared/onDatabase"
import { reauthenticate } from "../../identity/recentAuthentication"
import { layerSignInThrottle, SignInThrottle } from "../../identity/signInThrottle"

/** POST /api/Account/Reauthenticate: the signed-in person's password again, in the session of their token. */
export const layerReauthentication = HttpApiBuilder.group(PortalApi, "reauthentication", (handlers) =>
  Effect.gen(function* () {
    const run = yield* onDatabase
    const throttle = yield* SignInThrottle
    return handlers.handle("reauthenticate", ({ payload, request }) =>
      Effect.gen(function* () {
        const user = yield* CurrentUser
        const address = Option.getOrElse(request.remoteAddress, () => "unknown")
        yield* reauthenticate(user, payload, { address })
      }).pipe(run, Effect.provideService(SignInThrottle, throttle))
    )
  })
).pipe(Layer.provide(layerSignInThrottle))
