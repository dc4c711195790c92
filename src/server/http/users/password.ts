import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { PortalApi } from "../../../api/portalApi"
import { CurrentUser } from "../../../api/security"
import { PortalConfig } from "../../config"
import { onDatabase } from "../../db/shared/onDatabase"
import { changeOwnPassword } from "../../identity/changePassword"

/** POST /api/Users/ChangeMyPassword: the signed-in user's own password, kept by the embedded provider. */
export const layerPassword = HttpApiBuilder.group(PortalApi, "password", (handlers) =>
  Effect.gen(function* () {
    const run = yield* onDatabase
    const config = yield* PortalConfig
    return handlers.handle("changeMyPassword", ({ payload }) =>
      Effect.gen(function* () {
        const user = yield* CurrentUser
        yield* changeOwnPassword(user, payload, config.embeddedProvider)
      }).pipe(run)
    )
  })
)
