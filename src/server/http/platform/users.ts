import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { SqlClient } from "effect/sql"
import { BadRequest } from "../../../api/errors"
import { PortalApi } from "../../../api/portalApi"
import { CurrentUser } from "../../../api/security"
import { loadUserProfile, markTermsAccepted } from "../../db/users"

export const layerUsers = HttpApiBuilder.group(PortalApi, "users", (handlers) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return handlers
      .handle("getUserConnected", () =>
        Effect.gen(function* () {
          return yield* CurrentUser
        })
      )
      .handle("markTermsOfUseAsAccepted", ({ payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const [latest] = yield* sql<{ version: number }>`SELECT max(version) AS version FROM terms_of_service`.pipe(
            Effect.orDie
          )
          // Accepting anything but the latest version would record consent to text the user was not shown.
          if (payload.version !== latest!.version) {
            return yield* new BadRequest({ code: "ERROR_400_INVALID_REQUEST", message: "Not the latest terms of service" })
          }
          yield* markTermsAccepted(user.id, payload.version).pipe(Effect.orDie)
          const updated = yield* loadUserProfile(user.sub).pipe(Effect.orDie)
          return updated!
        }).pipe(Effect.provideService(SqlClient.SqlClient, sql))
      )
  })
)
