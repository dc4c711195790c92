import { Effect, Layer } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { PortalApi } from "../../../api/portalApi"
import { PortalConfig } from "../../config"
import { changeOwnPassword } from "../../identity/changePassword"
import { layerSignInThrottle } from "../../identity/signInThrottle"
import { MailDelivery } from "../../mail/mailDelivery"
import { passwordChecked } from "./passwordChecked"

/** POST /api/Users/ChangeMyPassword: the signed-in user's own password, kept by the embedded provider. */
export const layerPassword = HttpApiBuilder.group(PortalApi, "password", (handlers) =>
  Effect.gen(function* () {
    const checked = yield* passwordChecked
    const config = yield* PortalConfig
    const mail = yield* MailDelivery
    return handlers.handle("changeMyPassword", ({ payload, request }) =>
      checked(request, (user, address) => changeOwnPassword(user, payload, { config, address })).pipe(Effect.tap(() => mail.wake))
    )
  })
).pipe(Layer.provide(layerSignInThrottle))
