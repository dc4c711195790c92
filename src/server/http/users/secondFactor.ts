import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { PortalApi } from "../../../api/portalApi"
import { CurrentUser } from "../../../api/security"
import { onDatabase } from "../../db/shared/onDatabase"
import { administratorOf } from "../../domain/users/administrator"
import { resetSecondFactor, secondFactorStatusOf } from "../../domain/users/secondFactorReset"

const administrator = Effect.map(CurrentUser, administratorOf)

/** A user's second factor, read and reset by their User Administrator. */
export const layerSecondFactor = HttpApiBuilder.group(PortalApi, "secondFactor", (handlers) =>
  Effect.gen(function* () {
    const run = yield* onDatabase
    return handlers
      .handle("status", ({ params }) => run(Effect.flatMap(administrator, (admin) => secondFactorStatusOf(admin, params.id))))
      .handle("reset", ({ params }) => run(Effect.flatMap(administrator, (admin) => resetSecondFactor(admin, params.id))))
  })
)
