import { Effect, Layer } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { PortalApi } from "../../../api/portalApi"
import { reauthenticate } from "../../identity/recentAuthentication"
import { layerSignInThrottle } from "../../identity/signInThrottle"
import { passwordChecked } from "./passwordChecked"

/** POST /api/Account/Reauthenticate: the signed-in person's password again, in the session of their token. */
export const layerReauthentication = HttpApiBuilder.group(PortalApi, "reauthentication", (handlers) =>
  Effect.map(passwordChecked, (checked) =>
    handlers.handle("reauthenticate", ({ payload, request }) =>
      checked(request, (user, address) => reauthenticate(user, payload, { address }))
    )
  )
).pipe(Layer.provide(layerSignInThrottle))
