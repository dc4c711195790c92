import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { PortalApi } from "../../../api/portalApi"
import { databaseAnswers } from "../../db/shared/databaseAnswers"
import { onDatabase } from "../../db/shared/onDatabase"
import { applicationVersion } from "../../version"

/** Once this answers, every route does: Effect attaches its request listener only after building them all. */
export const layerHealth = HttpApiBuilder.group(PortalApi, "health", (handlers) =>
  Effect.gen(function* () {
    const run = yield* onDatabase
    return handlers
      .handle("live", () => Effect.succeed({ status: "live" as const }))
      .handle("ready", () => run(Effect.as(databaseAnswers, { status: "ready" as const, version: applicationVersion })))
  })
)
