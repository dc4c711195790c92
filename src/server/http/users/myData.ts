import { Effect, Layer } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { PortalApi } from "../../../api/portalApi"
import { CurrentUser } from "../../../api/security"
import { onDatabase } from "../../db/shared/onDatabase"
import { layerUsersRepository, UsersRepository } from "../../db/users/usersRepository"

/** GET /api/Account/MyData: the signed-in person's own data, as one JSON document (ASVS 8.3.2). */
export const layerMyData = HttpApiBuilder.group(PortalApi, "myData", (handlers) =>
  Effect.gen(function* () {
    const run = yield* onDatabase
    const repository = yield* UsersRepository
    return handlers.handle("export", () =>
      Effect.gen(function* () {
        const user = yield* CurrentUser
        const data = yield* repository.readMyData(user.id)
        // The caller was loaded from this very row a moment ago; it is gone only if deleted since.
        if (!data) return yield* Effect.die(new Error("The signed-in account was not found"))
        return { exportedAt: new Date().toISOString(), ...data }
      }).pipe(run)
    )
  })
).pipe(Layer.provide(layerUsersRepository))
