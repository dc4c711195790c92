import { Effect, Layer, Redacted } from "effect"
import { HttpApiMiddleware } from "effect/http-api"
import { SqlClient } from "effect/sql"
import { BadRequest, Forbidden, Unauthorized } from "../../api/errors"
import { Authorization, CurrentUser, RequestValidation } from "../../api/security"
import { loadUserProfile } from "../db/users"
import { TokenVerifier } from "../identity/tokenVerifier"

/** Every protected call: a valid token, a known user, an enabled account. */
export const layerAuthorization = Layer.effect(
  Authorization,
  Effect.gen(function* () {
    const verifier = yield* TokenVerifier
    const sql = yield* SqlClient.SqlClient
    return {
      bearer: (httpEffect, { credential }) =>
        Effect.gen(function* () {
          const { sub } = yield* verifier.verify(Redacted.value(credential))
          const user = yield* loadUserProfile(sub).pipe(Effect.provideService(SqlClient.SqlClient, sql), Effect.orDie)
          if (!user) return yield* new Unauthorized({ message: "Unknown user" })
          if (user.isDisabled) return yield* new Forbidden({ token: "ACCOUNT_DISABLED" })
          return yield* Effect.provideService(httpEffect, CurrentUser, user)
        })
    }
  })
)

export const layerRequestValidation = HttpApiMiddleware.layerSchemaErrorTransform(RequestValidation, (error) =>
  Effect.fail(new BadRequest({ code: "ERROR_400_INVALID_REQUEST", message: error.message }))
)
