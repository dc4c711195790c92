import { Effect, Layer, Option } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { PortalApi } from "../../../api/portalApi"
import { CurrentUser } from "../../../api/security"
import { PortalConfig } from "../../config"
import { onDatabase } from "../../db/shared/onDatabase"
import { changeOwnPassword } from "../../identity/changePassword"
import { MailDelivery } from "../../mail/mailDelivery"
import { layerSignInThrottle, SignInThrottle } from "../../identity/signInThrottle"

/** POST /api/Users/ChangeMyPassword: the signed-in user's own password, kept by the embedded provider. */
export const layerPassword = HttpApiBuilder.group(PortalApi, "password", (handlers) =>
  Effect.gen(function* () {
    const run = yield* onDatabase
    const config = yield* PortalConfig
    const throttle = yield* SignInThrottle
    const mail = yield* MailDelivery
    return handlers.handle("changeMyPassword", ({ payload, request }) =>
      Effect.gen(function* () {
        const user = yield* CurrentUser
        const address = Option.getOrElse(request.remoteAddress, () => "unknown")
        yield* changeOwnPassword(user, payload, { config, address })
      }).pipe(
        run,
        Effect.provideService(SignInThrottle, throttle),
        Effect.tap(() => mail.wake)
      )
    )
  })
).pipe(Layer.provide(layerSignInThrottle))
